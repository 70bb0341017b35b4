import type { QuantProfileView } from '../../../../shared/contracts/quant-profile';
import { EntryListForm } from '../../../components/entry-list/entry-list-form';
import { toast } from '../../../lib/toast-store';
import { saveErrorToast } from '../save-feedback';
import type { EntryListKind } from '../../../components/entry-list/entry-fields';

/**
 * The education or experience step: a list of entries, checked with the shared schema (the server's messages,
 * without a round trip), then saved alone. No field is required (spec §5); dates, when given, must be real ones.
 */
export function EntryListStep<E extends { [K in keyof E]: string }>({
  step,
  kind,
  initial,
  save,
  submitLabel,
  success,
  onSaved,
}: {
  step: 'education' | 'experience';
  kind: EntryListKind<E>;
  initial: E[];
  save: (entries: E[]) => Promise<QuantProfileView>;
  submitLabel: string;
  success: { title: string; description?: string };
  onSaved: (view: QuantProfileView) => void;
}) {
  return (
    <EntryListForm
      {...kind}
      initial={initial}
      submitLabel={submitLabel}
      dropBlankEntries
      save={save}
      onSaved={(view) => {
        toast(success);
        onSaved(view);
      }}
      failureToast={saveErrorToast(step)}
    />
  );
}

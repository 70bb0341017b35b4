import type { QuantProfileView } from '../../../../shared/quant-profile';
import { EntryListForm } from '../../../components/entry-list/entry-list-form';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { toastSaveError } from '../save-feedback';
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
      // The same error the server would answer, so it reads the same.
      onInvalid={(message, found) => toastSaveError(step, new ApiError(400, 'VALIDATION_FAILED', message, found))}
      onFailed={(error) => toastSaveError(step, error)}
    />
  );
}

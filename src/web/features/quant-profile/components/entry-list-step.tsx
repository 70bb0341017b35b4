import { useState } from 'react';
import type { z } from 'zod';
import type { QuantProfileView } from '../../../../shared/quant-profile';
import { EntryListEditor, type EntryField } from '../../../components/entry-list/entry-list-editor';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { fieldErrorsOf, toastSaveError } from '../save-feedback';

/**
 * The education or experience step: a list of entries, checked with the shared schema (the server's messages,
 * without a round trip), then saved alone. No field is required (spec §5); dates, when given, must be real ones.
 */
export function EntryListStep<E extends { [K in keyof E]: string }>({
  step,
  initial,
  blank,
  fields,
  schema,
  save,
  saving,
  itemLabel,
  submitLabel,
  success,
  onSaved,
}: {
  step: 'education' | 'experience';
  initial: E[];
  blank: E;
  fields: EntryField<E>[];
  schema: z.ZodType;
  save: (entries: E[]) => Promise<QuantProfileView>;
  saving: boolean;
  itemLabel: (entry: E, index: number) => string;
  submitLabel: string;
  success: { title: string; description?: string };
  onSaved: (view: QuantProfileView) => void;
}) {
  const [entries, setEntries] = useState(initial.length > 0 ? initial : [blank]);
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // An entry left wholly blank says nothing; it is dropped here so the indices of any error match what is shown.
    const kept = entries.filter((entry) => Object.values<string>(entry).some((value) => value.trim() !== ''));
    setEntries(kept);
    const checked = schema.safeParse({ entries: kept });
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) found[issue.path.join('.')] ??= issue.message;
      setErrors(found);
      // The same error the server would answer, so it reads the same.
      toastSaveError(step, new ApiError(400, 'VALIDATION_FAILED', checked.error.issues[0]?.message ?? '', found));
      return;
    }
    setErrors({});
    try {
      const view = await save(kept);
      toast(success);
      onSaved(view);
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      toastSaveError(step, error);
    }
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-5">
      <EntryListEditor
        entries={entries}
        onChange={setEntries}
        fields={fields}
        blank={blank}
        errors={errors}
        itemLabel={itemLabel}
      />
      <Button type="submit" disabled={saving}>
        {saving ? 'Saving...' : submitLabel}
      </Button>
    </form>
  );
}

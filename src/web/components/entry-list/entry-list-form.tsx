import { useState } from 'react';
import type { z } from 'zod';
import { Button } from '../ui/button';
import { ApiError } from '../../lib/api-client';
import { EntryListEditor, type EntryField } from './entry-list-editor';

/**
 * A list of entries (schools, jobs) edited and saved as a whole: checked with the shared schema first (the server's
 * messages, without a round trip), then saved; field errors from either land beside their fields. What the form
 * says on success or failure is the caller's (the profile page and the wizard word their toasts differently).
 */
export function EntryListForm<E extends { [K in keyof E]: string }, R>({
  initial,
  blank,
  fields,
  schema,
  itemLabel,
  submitLabel,
  dropBlankEntries = false,
  save,
  onSaved,
  onInvalid,
  onFailed,
}: {
  initial: E[];
  blank: E;
  fields: EntryField<E>[];
  schema: z.ZodType;
  itemLabel: (entry: E, index: number) => string;
  submitLabel: string;
  /** Drop entries left wholly blank before checking, so the indices of any error match what is shown. */
  dropBlankEntries?: boolean;
  save: (entries: E[]) => Promise<R>;
  onSaved: (result: R) => void;
  onInvalid: (message: string, fieldErrors: Record<string, string>) => void;
  onFailed: (error: unknown) => void;
}) {
  const [entries, setEntries] = useState(initial.length > 0 ? initial : [blank]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const kept = dropBlankEntries
      ? entries.filter((entry) => Object.values<string>(entry).some((value) => value.trim() !== ''))
      : entries;
    if (kept !== entries) setEntries(kept);
    const checked = schema.safeParse({ entries: kept });
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) found[issue.path.join('.')] ??= issue.message;
      setErrors(found);
      onInvalid(checked.error.issues[0]?.message ?? '', found);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      onSaved(await save(kept));
    } catch (error) {
      setErrors(error instanceof ApiError ? error.fields : {});
      onFailed(error);
    } finally {
      setSaving(false);
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

import { useFieldArray, useForm, type ArrayPath, type FieldErrors, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../ui/button';
import { ApiError } from '../../lib/api-client';
import { reportSubmitError, type ToastContent } from '../../lib/form-errors';
import { EntryListEditor, type EntryField } from './entry-list-editor';

/** The form's values: the list under `entries`, as the shared schema and the API name it. */
export interface EntryListValues<E> extends FieldValues {
  entries: E[];
}

const isBlank = (entry: object) => Object.values<string>(entry as Record<string, string>).every((v) => !v.trim());

/** `{entries: [{school: {message}}]}` as `{'entries.0.school': message}`, the server's way of naming fields. */
function flatMessages(errors: FieldErrors, prefix = ''): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof (value as { message?: unknown }).message === 'string')
      found[path] = (value as { message: string }).message;
    else Object.assign(found, flatMessages(value as FieldErrors, path));
  }
  return found;
}

/**
 * A list of entries (schools, jobs) edited and saved as a whole in react-hook-form: checked with the shared schema
 * first (the server's messages, without a round trip), then saved; field messages from either land beside their
 * fields, and the failure's toast (the caller's words: the profile page and the wizard word them differently) goes
 * through the one error path, reportSubmitError.
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
  failureToast,
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
  /** The toast for a refused list: a failed check arrives as the 400 the server would answer for it. */
  failureToast: (answer: ApiError | undefined) => ToastContent | null;
}) {
  type Values = EntryListValues<E>;
  // react-hook-form cannot compute its path types for a generic entry type E: the paths below are written out
  // (`entries.<index>.<field>`) and cast, and values read back are E's.
  const {
    control,
    register,
    handleSubmit,
    getValues,
    watch,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ defaultValues: { entries: initial.length > 0 ? initial : [blank] } as Values });
  const list = useFieldArray({ control, name: 'entries' as ArrayPath<Values> });

  const report = (error: unknown) =>
    reportSubmitError<Values>(error, { form: { setError, fields: ['entries'] }, toast: failureToast });

  const submit = handleSubmit(async (values) => {
    try {
      onSaved(await save(values.entries as E[]));
    } catch (error) {
      report(error);
    }
  });

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    clearErrors();
    const { entries } = getValues();
    const kept = dropBlankEntries ? entries.filter((entry) => !isBlank(entry)) : entries;
    if (kept.length !== entries.length) list.replace(kept as never);
    const checked = schema.safeParse({ entries: kept });
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) found[issue.path.join('.')] ??= issue.message;
      report(new ApiError(400, 'VALIDATION_FAILED', checked.error.issues[0]?.message ?? '', found));
      return;
    }
    void submit(event);
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <EntryListEditor
        entries={watch().entries}
        keys={list.fields.map((field) => field.id)}
        register={(index, name) => register(`entries.${index}.${name}` as never)}
        onAdd={() => list.append({ ...blank } as never)}
        onRemove={(index) => list.remove(index)}
        fields={fields}
        errors={flatMessages(errors)}
        itemLabel={itemLabel}
      />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Saving...' : submitLabel}
      </Button>
    </form>
  );
}

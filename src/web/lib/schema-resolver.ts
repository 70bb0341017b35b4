import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver that validates with a shared zod schema, so a form shows exactly the messages the
 * API would answer. `toInput` maps the form's values to the schema's input when they differ.
 */
export function schemaResolver<Values extends FieldValues>(
  schema: z.ZodType,
  toInput: (values: Values) => unknown = (values) => values,
): Resolver<Values> {
  return (values) => {
    const result = schema.safeParse(toInput(values));
    if (result.success) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? 'root');
      errors[field] ??= { type: 'validation', message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}

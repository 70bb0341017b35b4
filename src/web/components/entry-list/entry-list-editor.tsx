import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '../ui/button';
import { Card, CardContent } from '../ui/card';
import { FieldError } from '../ui/field-error';
import { Input } from '../ui/input';
import { Label } from '../ui/label';
import { Textarea } from '../ui/textarea';

export interface EntryField<E> {
  name: keyof E & string;
  label: string;
  placeholder?: string;
  multiline?: boolean;
  /** Half-width fields sit two to a row from the small breakpoint up. */
  half?: boolean;
}

/**
 * Edits a list of entries (education, experience): add, edit, remove. The list lives in the parent's form
 * (react-hook-form's field array), so nothing is lost until the parent saves; `errors` are messages keyed
 * "entries.<index>.<field>", as the server names them.
 */
export function EntryListEditor<E extends { [K in keyof E]: string }>({
  entries,
  keys,
  register,
  onAdd,
  onRemove,
  fields,
  itemLabel,
  errors = {},
}: {
  /** The entries as they stand (each heading names its entry as it is typed). */
  entries: E[];
  /** A stable key per entry, so removing one keeps the others' inputs. */
  keys: string[];
  register: (index: number, name: keyof E & string) => UseFormRegisterReturn;
  onAdd: () => void;
  onRemove: (index: number) => void;
  fields: EntryField<E>[];
  itemLabel: (entry: E, index: number) => string;
  errors?: Record<string, string>;
}) {
  const baseId = useId();
  return (
    <div className="space-y-4">
      {entries.length === 0 && <p className="text-sm text-muted">Nothing added yet.</p>}
      {entries.map((entry, index) => (
        <Card key={keys[index] ?? index} className="bg-background">
          <CardContent className="space-y-4 p-4">
            <div className="flex items-center justify-between gap-2">
              <h3 className="text-sm font-semibold">{itemLabel(entry, index)}</h3>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() => onRemove(index)}
                aria-label={`Remove ${itemLabel(entry, index)}`}
              >
                <Trash2 aria-hidden /> Remove
              </Button>
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              {fields.map((field) => {
                const id = `${baseId}-${index}-${field.name}`;
                const error = errors[`entries.${index}.${field.name}`];
                const common = {
                  id,
                  placeholder: field.placeholder,
                  'aria-invalid': !!error,
                  'aria-describedby': error ? `${id}-error` : undefined,
                  ...register(index, field.name),
                };
                return (
                  <div key={field.name} className={field.half ? 'space-y-2' : 'space-y-2 sm:col-span-2'}>
                    <Label htmlFor={id}>{field.label}</Label>
                    {field.multiline ? <Textarea rows={3} {...common} /> : <Input {...common} />}
                    <FieldError id={`${id}-error`}>{error}</FieldError>
                  </div>
                );
              })}
            </div>
          </CardContent>
        </Card>
      ))}
      <Button type="button" variant="outline" onClick={onAdd}>
        <Plus aria-hidden /> Add another
      </Button>
    </div>
  );
}

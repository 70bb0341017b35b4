import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
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
 * Edits a list of entries (education, experience): add, edit, remove. The list is the parent's state, so nothing
 * is lost until the parent saves; `errors` are the server's messages keyed "entries.<index>.<field>".
 */
export function EntryListEditor<E extends { [K in keyof E]: string }>({
  entries,
  onChange,
  fields,
  blank,
  itemLabel,
  errors = {},
}: {
  entries: E[];
  onChange: (entries: E[]) => void;
  fields: EntryField<E>[];
  blank: E;
  itemLabel: (entry: E, index: number) => string;
  errors?: Record<string, string>;
}) {
  const baseId = useId();
  const update = (index: number, name: keyof E, value: string) =>
    onChange(entries.map((entry, i) => (i === index ? { ...entry, [name]: value } : entry)));

  return (
    <div className="space-y-4">
      {entries.length === 0 && <p className="text-sm text-muted">Nothing added yet.</p>}
      {entries.map((entry, index) => (
        <Card key={index} className="bg-background">
          <CardContent className="space-y-4 p-4">
            <div className="flex items-center justify-between gap-2">
              <h3 className="text-sm font-semibold">{itemLabel(entry, index)}</h3>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() => onChange(entries.filter((_, i) => i !== index))}
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
                  value: entry[field.name] ?? '',
                  placeholder: field.placeholder,
                  'aria-invalid': !!error,
                  'aria-describedby': error ? `${id}-error` : undefined,
                };
                return (
                  <div key={field.name} className={field.half ? 'space-y-2' : 'space-y-2 sm:col-span-2'}>
                    <Label htmlFor={id}>{field.label}</Label>
                    {field.multiline ? (
                      <Textarea rows={3} {...common} onChange={(e) => update(index, field.name, e.target.value)} />
                    ) : (
                      <Input {...common} onChange={(e) => update(index, field.name, e.target.value)} />
                    )}
                    <FieldError id={`${id}-error`}>{error}</FieldError>
                  </div>
                );
              })}
            </div>
          </CardContent>
        </Card>
      ))}
      <Button type="button" variant="outline" onClick={() => onChange([...entries, { ...blank }])}>
        <Plus aria-hidden /> Add another
      </Button>
    </div>
  );
}

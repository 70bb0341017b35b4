import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import { formatBudget, PROJECT_LIMITS, PROJECT_MESSAGES } from '../../../../shared/projects';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-error';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { amountOf, type MilestoneValues, type ProjectFormValues } from '../project-form-values';
import type { ProjectFormParts } from './project-form-context';
import { ProjectField } from './project-field';

const usd = (amount: number) => formatBudget({ type: 'fixed', min: amount, max: amount });

/**
 * The running sum of the milestones against a fixed budget, while typing: the total, and the schema's own message
 * when they differ (the same words the save would answer). Null when there is nothing to compare.
 */
export function milestoneSumNote(
  values: Pick<ProjectFormValues, 'budgetType' | 'budgetMin'>,
  milestones: MilestoneValues[],
) {
  const amounts = milestones.map((m) => amountOf(m.amount));
  if (amounts.every((a) => a === null)) return null;
  const known = amounts.filter((a): a is number => a !== null && Number.isFinite(a));
  const sum = known.reduce((total, a) => total + a, 0);
  const budget = amountOf(values.budgetMin);
  if (values.budgetType !== 'fixed' || budget === null || !Number.isFinite(budget)) {
    return { matches: false, text: `Milestones total ${usd(sum)}.` };
  }
  if (sum === budget && known.length === amounts.length) {
    return { matches: true, text: `Milestones total ${usd(sum)}, the whole fixed budget.` };
  }
  return { matches: false, text: PROJECT_MESSAGES.milestonesSum(usd(sum), usd(budget)) };
}

/** Milestones as a list (title, description, amount), added and removed, with their sum against the budget. */
export function MilestonesField({ form, errors, fieldId }: ProjectFormParts) {
  const { control, register, watch } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'milestones' });
  const milestones = watch('milestones');
  const budgetType = watch('budgetType');
  const budgetMin = watch('budgetMin');
  const note = milestoneSumNote({ budgetType, budgetMin }, milestones);
  const listError = errors.milestones;
  const addId = fieldId('milestones-add');

  function removeAt(index: number) {
    remove(index);
    // The removed row's button is gone: keep the keyboard in the list.
    requestAnimationFrame(() => document.getElementById(addId)?.focus());
  }

  return (
    <fieldset className="min-w-0 space-y-3" aria-describedby={`${fieldId('milestones')}-note`}>
      <legend className="text-sm font-medium">Milestones (optional)</legend>
      <p className="text-xs text-muted">
        Split the work into steps. With a fixed budget, amounts must add up to the budget exactly.
      </p>
      {fields.length > 0 && (
        <ol className="space-y-3">
          {fields.map((field, index) => {
            const path = (name: string) => `milestones.${index}.${name}`;
            const amountError = errors[path('amount')] ?? (listError ? listError : undefined);
            return (
              <li key={field.id} className="space-y-3 rounded-lg border border-border p-3">
                <div className="flex items-center justify-between gap-2">
                  <p className="text-sm font-medium">Milestone {index + 1}</p>
                  <Button type="button" size="sm" variant="ghost" onClick={() => removeAt(index)}>
                    <Trash2 aria-hidden /> Remove<span className="sr-only"> milestone {index + 1}</span>
                  </Button>
                </div>
                <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_10rem]">
                  <ProjectField
                    id={fieldId(path('title'))}
                    label={`Milestone ${index + 1} title`}
                    error={errors[path('title')]}
                  >
                    {(aria) => (
                      <Input
                        {...aria}
                        maxLength={PROJECT_LIMITS.milestoneTitle}
                        {...register(`milestones.${index}.title`)}
                      />
                    )}
                  </ProjectField>
                  <ProjectField
                    id={fieldId(path('amount'))}
                    label={`Milestone ${index + 1} amount (USD)`}
                    // The sum's message is shown once, under the list; the amounts are marked for it.
                    error={errors[path('amount')]}
                  >
                    {(aria) => (
                      <Input
                        {...aria}
                        aria-invalid={!!amountError}
                        inputMode="numeric"
                        placeholder="2000"
                        {...register(`milestones.${index}.amount`)}
                      />
                    )}
                  </ProjectField>
                </div>
                <ProjectField
                  id={fieldId(path('description'))}
                  label={`Milestone ${index + 1} description`}
                  error={errors[path('description')]}
                >
                  {(aria) => <Textarea {...aria} rows={2} {...register(`milestones.${index}.description`)} />}
                </ProjectField>
              </li>
            );
          })}
        </ol>
      )}
      <div id={`${fieldId('milestones')}-note`} aria-live="polite" className="text-sm">
        {listError ? (
          <FieldError>{listError}</FieldError>
        ) : (
          note && <p className={note.matches ? 'text-success' : 'text-warning'}>{note.text}</p>
        )}
      </div>
      <Button
        id={addId}
        type="button"
        variant="outline"
        size="sm"
        disabled={fields.length >= PROJECT_LIMITS.milestones}
        onClick={() => append({ title: '', description: '', amount: '' })}
      >
        <Plus aria-hidden /> Add milestone
      </Button>
    </fieldset>
  );
}

import { BUDGET_TYPE_LABELS, BUDGET_TYPES, DURATION_UNITS, todayUtc } from '../../../../shared/projects';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { MilestonesField } from './milestones-field';
import type { ProjectFormParts } from './project-form-context';
import { ChoiceSelect, ProjectField } from './project-field';

const UNIT_LABELS = { days: 'Days', weeks: 'Weeks', months: 'Months' } as const;

/** The amount boxes' labels for each way of paying. */
const AMOUNT_LABELS = {
  fixed: { min: 'Budget (USD)', max: '' },
  hourly: { min: 'Lowest rate (USD an hour)', max: 'Highest rate (USD an hour)' },
  range: { min: 'Lowest budget (USD)', max: 'Highest budget (USD)' },
} as const;

/** Spec §2 "Timeline & Budget": duration and unit, completion date, budget type and amounts, milestones. */
export function TimelineBudgetSection(parts: ProjectFormParts) {
  const { form, errors, fieldId } = parts;
  const { register, watch } = form;
  const budgetType = watch('budgetType');
  const labels = AMOUNT_LABELS[budgetType];
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">Timeline &amp; Budget</h2>
      </CardHeader>
      <CardContent className="space-y-5">
        <div className="grid gap-5 sm:grid-cols-3">
          <ProjectField id={fieldId('durationValue')} label="Duration" error={errors.durationValue}>
            {(aria) => <Input {...aria} inputMode="numeric" placeholder="6" {...register('durationValue')} />}
          </ProjectField>
          <ProjectField id={fieldId('durationUnit')} label="Duration unit" error={errors.durationUnit}>
            {(aria) => (
              <ChoiceSelect {...aria} values={DURATION_UNITS} labels={UNIT_LABELS} {...register('durationUnit')} />
            )}
          </ProjectField>
          <ProjectField id={fieldId('completionDate')} label="Desired completion date" error={errors.completionDate}>
            {(aria) => <Input {...aria} type="date" min={todayUtc()} {...register('completionDate')} />}
          </ProjectField>
        </div>
        <div className="grid gap-5 sm:grid-cols-3">
          <ProjectField id={fieldId('budgetType')} label="Budget type" error={errors.budgetType}>
            {(aria) => (
              <ChoiceSelect {...aria} values={BUDGET_TYPES} labels={BUDGET_TYPE_LABELS} {...register('budgetType')} />
            )}
          </ProjectField>
          <ProjectField
            id={fieldId('budgetMin')}
            label={labels.min}
            error={errors.budgetMin}
            hint="Whole US dollars. Publishing needs a budget."
          >
            {(aria) => <Input {...aria} inputMode="numeric" placeholder="12000" {...register('budgetMin')} />}
          </ProjectField>
          {budgetType !== 'fixed' && (
            <ProjectField id={fieldId('budgetMax')} label={labels.max} error={errors.budgetMax}>
              {(aria) => <Input {...aria} inputMode="numeric" {...register('budgetMax')} />}
            </ProjectField>
          )}
        </div>
        <MilestonesField {...parts} />
      </CardContent>
    </Card>
  );
}

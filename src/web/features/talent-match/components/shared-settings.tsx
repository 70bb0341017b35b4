import { ANY_AVAILABILITY_LABEL, AVAILABILITY_FILTERS } from '../../../../shared/talent';
import { PRIORITY_SKILLS_MAX } from '../../../../shared/talent-match';
import { Checkbox } from '../../../components/ui/checkbox';
import { FieldError } from '../../../components/ui/field-error';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import type { MatchField, MatchFieldErrors, SharedSettings as Settings } from '../match-form';
import { LabelledField } from './labelled-field';
import { SkillChipsField } from './skill-chips-field';

/**
 * Spec §2's settings both modes share: high priority skills, availability and 'expand search globally', with an
 * optional hourly budget (rate fit is scored only when one is given).
 */
export function SharedSettings({
  settings,
  errors,
  idOf,
  onChange,
}: {
  settings: Settings;
  errors: MatchFieldErrors;
  idOf: (field: MatchField) => string;
  onChange: (patch: Partial<Settings>) => void;
}) {
  const globalId = idOf('expandGlobally');
  return (
    <fieldset className="min-w-0 space-y-5 rounded-lg border border-border p-4">
      <legend className="px-1 text-sm font-medium">Settings for either mode</legend>
      <SkillChipsField
        id={idOf('highPrioritySkills')}
        label="High priority skills"
        hint="Skills that weigh more in the score than the others."
        skills={settings.highPrioritySkills}
        max={PRIORITY_SKILLS_MAX}
        error={errors.highPrioritySkills}
        onChange={(highPrioritySkills) => onChange({ highPrioritySkills })}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <LabelledField id={idOf('availability')} label="Availability" error={errors.availability}>
          {(aria) => (
            <NativeSelect
              {...aria}
              value={settings.availability}
              onChange={(e) => onChange({ availability: e.target.value as Settings['availability'] })}
            >
              <option value="">{ANY_AVAILABILITY_LABEL}</option>
              {AVAILABILITY_FILTERS.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </NativeSelect>
          )}
        </LabelledField>
        <LabelledField
          id={idOf('budgetHourly')}
          label="Hourly budget ($, optional)"
          hint="The most you pay an hour."
          error={errors.budgetHourly}
        >
          {(aria) => (
            <Input
              {...aria}
              inputMode="numeric"
              value={settings.budgetHourly}
              placeholder="150"
              onChange={(e) => onChange({ budgetHourly: e.target.value })}
            />
          )}
        </LabelledField>
      </div>
      <div className="space-y-1">
        <div className="flex items-start gap-3">
          <Checkbox
            id={globalId}
            className="mt-0.5"
            checked={settings.expandGlobally}
            aria-invalid={!!errors.expandGlobally}
            aria-describedby={errors.expandGlobally ? `${globalId}-error` : `${globalId}-hint`}
            onChange={(e) => onChange({ expandGlobally: e.target.checked })}
          />
          <div>
            <label htmlFor={globalId} className="text-sm font-medium">
              Expand search globally
            </label>
            <p id={`${globalId}-hint`} className="text-xs text-muted">
              Quants anywhere count; the location preference is not scored.
            </p>
          </div>
        </div>
        <FieldError id={`${globalId}-error`}>{errors.expandGlobally}</FieldError>
      </div>
    </fieldset>
  );
}

import { DEGREE_LEVELS } from '../../../../shared/talent';
import { REQUIRED_SKILLS_MAX } from '../../../../shared/talent-match';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import type { CriteriaFields as Fields, MatchField, MatchFieldErrors } from '../match-form';
import { LabelledField } from './labelled-field';
import { SkillChipsField } from './skill-chips-field';

const ANY_EDUCATION = 'Any education';

/**
 * The criteria of spec §2 'Match from Description' (job title, description with 6 rows, required skills, years of
 * experience, location preference, education level); 'Match from Project' shows the same fields, filled in by the
 * chosen position and editable before running.
 */
export function CriteriaFields({
  fields,
  errors,
  idOf,
  onChange,
}: {
  fields: Fields;
  errors: MatchFieldErrors;
  idOf: (field: MatchField) => string;
  onChange: (patch: Partial<Fields>) => void;
}) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <LabelledField id={idOf('jobTitle')} label="Job title" error={errors.jobTitle} className="sm:col-span-2">
        {(aria) => (
          <Input
            {...aria}
            value={fields.jobTitle}
            placeholder="e.g. Volatility Researcher"
            onChange={(e) => onChange({ jobTitle: e.target.value })}
          />
        )}
      </LabelledField>
      <LabelledField
        id={idOf('description')}
        label="Description"
        hint="What the work is: its text is compared with each quant's headline, bio and skills."
        error={errors.description}
        className="sm:col-span-2"
      >
        {(aria) => (
          <Textarea
            {...aria}
            rows={6}
            value={fields.description}
            placeholder="The models, markets and tools the role involves"
            onChange={(e) => onChange({ description: e.target.value })}
          />
        )}
      </LabelledField>
      <div className="sm:col-span-2">
        <SkillChipsField
          id={idOf('requiredSkills')}
          label="Required skills"
          hint="Press Enter or Add. Synonyms count: ML finds Machine Learning."
          skills={fields.requiredSkills}
          max={REQUIRED_SKILLS_MAX}
          error={errors.requiredSkills}
          onChange={(requiredSkills) => onChange({ requiredSkills })}
        />
      </div>
      <LabelledField
        id={idOf('minYears')}
        label="Years of experience"
        hint="The fewest years you need; leave empty for any."
        error={errors.minYears}
      >
        {(aria) => (
          <Input
            {...aria}
            inputMode="numeric"
            value={fields.minYears}
            placeholder="3"
            onChange={(e) => onChange({ minYears: e.target.value })}
          />
        )}
      </LabelledField>
      <LabelledField
        id={idOf('location')}
        label="Location preference"
        hint="A city or country, or Remote for remote work. Ignored when you expand the search globally."
        error={errors.location}
      >
        {(aria) => (
          <Input
            {...aria}
            value={fields.location}
            placeholder="e.g. London"
            onChange={(e) => onChange({ location: e.target.value })}
          />
        )}
      </LabelledField>
      <LabelledField id={idOf('education')} label="Education level" error={errors.education}>
        {(aria) => (
          <NativeSelect
            {...aria}
            value={fields.education}
            onChange={(e) => onChange({ education: e.target.value as Fields['education'] })}
          >
            <option value="">{ANY_EDUCATION}</option>
            {DEGREE_LEVELS.map((level) => (
              <option key={level} value={level}>
                {level}
              </option>
            ))}
          </NativeSelect>
        )}
      </LabelledField>
    </div>
  );
}

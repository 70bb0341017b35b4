import {
  EDUCATION_LABELS,
  EDUCATION_LEVELS,
  EXPERIENCE_LABELS,
  EXPERIENCE_LEVELS,
  FIELD_OF_STUDY_LABELS,
  FIELDS_OF_STUDY,
  PROJECT_VISIBILITIES,
  VISIBILITY_LABELS,
  WORK_TYPE_LABELS,
  WORK_TYPES,
} from '../../../../shared/projects';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Textarea } from '../../../components/ui/textarea';
import type { ProjectFormParts } from './project-form-context';
import { ChoiceSelect, ProjectField, RadioChoices } from './project-field';

const VISIBILITY_DETAILS = {
  public: 'Listed on LeapMarket for every quant.',
  private: 'Only the quants you invite can see it.',
} as const;

/** Spec §2 "Candidate Requirements": experience, education, field of study, more requirements, work type, visibility. */
export function RequirementsSection({ form, errors, fieldId }: ProjectFormParts) {
  const { register, watch, setValue } = form;
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">Candidate Requirements</h2>
      </CardHeader>
      <CardContent className="space-y-5">
        <div className="grid gap-5 sm:grid-cols-3">
          <ProjectField id={fieldId('minExperience')} label="Minimum experience" error={errors.minExperience}>
            {(aria) => (
              <ChoiceSelect
                {...aria}
                values={EXPERIENCE_LEVELS}
                labels={EXPERIENCE_LABELS}
                placeholder="Any experience"
                {...register('minExperience')}
              />
            )}
          </ProjectField>
          <ProjectField id={fieldId('education')} label="Education" error={errors.education}>
            {(aria) => (
              <ChoiceSelect
                {...aria}
                values={EDUCATION_LEVELS}
                labels={EDUCATION_LABELS}
                placeholder="No requirement"
                {...register('education')}
              />
            )}
          </ProjectField>
          <ProjectField id={fieldId('fieldOfStudy')} label="Field of study" error={errors.fieldOfStudy}>
            {(aria) => (
              <ChoiceSelect
                {...aria}
                values={FIELDS_OF_STUDY}
                labels={FIELD_OF_STUDY_LABELS}
                placeholder="Any field"
                {...register('fieldOfStudy')}
              />
            )}
          </ProjectField>
        </div>
        <ProjectField
          id={fieldId('additionalRequirements')}
          label="Additional requirements"
          error={errors.additionalRequirements}
        >
          {(aria) => <Textarea {...aria} rows={3} {...register('additionalRequirements')} />}
        </ProjectField>
        <RadioChoices
          name={fieldId('workType')}
          legend="Work type"
          options={WORK_TYPES.map((value) => ({ value, label: WORK_TYPE_LABELS[value] }))}
          value={watch('workType')}
          onChange={(value) => setValue('workType', value, { shouldDirty: true })}
        />
        <RadioChoices
          name={fieldId('visibility')}
          legend="Visibility"
          options={PROJECT_VISIBILITIES.map((value) => ({
            value,
            label: VISIBILITY_LABELS[value],
            detail: VISIBILITY_DETAILS[value],
          }))}
          value={watch('visibility')}
          onChange={(value) => setValue('visibility', value, { shouldDirty: true })}
        />
      </CardContent>
    </Card>
  );
}

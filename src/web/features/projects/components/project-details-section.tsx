import { Controller } from 'react-hook-form';
import {
  PROJECT_CATEGORIES,
  PROJECT_CATEGORY_LABELS,
  PROJECT_LIMITS,
  PROJECT_TYPE_LABELS,
  PROJECT_TYPES,
} from '../../../../shared/projects';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import type { ProjectFormParts } from './project-form-context';
import { ChoiceSelect, ProjectField } from './project-field';
import { SkillsField } from './skills-field';

/** Spec §2 "Project Details": title, description, required skills, type, category, and an NDA project's summary. */
export function ProjectDetailsSection({ form, errors, fieldId }: ProjectFormParts) {
  const { register, control, watch } = form;
  const nda = watch('nda');
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">Project Details</h2>
      </CardHeader>
      <CardContent className="space-y-5">
        <ProjectField id={fieldId('title')} label="Project title" error={errors.title}>
          {(aria) => (
            <Input
              {...aria}
              maxLength={PROJECT_LIMITS.title}
              placeholder="e.g. Volatility surface calibration for FX options"
              {...register('title')}
            />
          )}
        </ProjectField>
        <ProjectField
          id={fieldId('description')}
          label="Project description"
          error={errors.description}
          hint="What the work is, what you provide (data, infrastructure) and what you expect delivered."
        >
          {(aria) => <Textarea {...aria} rows={7} {...register('description')} />}
        </ProjectField>
        {nda && (
          <ProjectField
            id={fieldId('summary')}
            label="Public summary (shown until a quant accepts the NDA)"
            error={errors.summary}
            hint={`At most ${PROJECT_LIMITS.summary} characters. The full description stays hidden until then.`}
          >
            {(aria) => <Textarea {...aria} rows={3} maxLength={PROJECT_LIMITS.summary} {...register('summary')} />}
          </ProjectField>
        )}
        <Controller
          control={control}
          name="skills"
          render={({ field }) => (
            <SkillsField id={fieldId('skills')} skills={field.value} error={errors.skills} onChange={field.onChange} />
          )}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <ProjectField id={fieldId('projectType')} label="Project type" error={errors.projectType}>
            {(aria) => (
              <ChoiceSelect
                {...aria}
                values={PROJECT_TYPES}
                labels={PROJECT_TYPE_LABELS}
                placeholder="Choose a type"
                {...register('projectType')}
              />
            )}
          </ProjectField>
          <ProjectField id={fieldId('category')} label="Category" error={errors.category}>
            {(aria) => (
              <ChoiceSelect
                {...aria}
                values={PROJECT_CATEGORIES}
                labels={PROJECT_CATEGORY_LABELS}
                placeholder="Choose a category"
                {...register('category')}
              />
            )}
          </ProjectField>
        </div>
      </CardContent>
    </Card>
  );
}

import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { EXPERIENCE_LEVELS, profileUpdateSchema, type ProfileUpdate } from '../../../../shared/profile';
import type { Profile } from '../../../../shared/contracts/profile';
import { FormTextArea, FormTextField, type TextFieldSpec } from '../../../components/forms/form-text-field';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-error';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { schemaResolver } from '../../../lib/schema-resolver';
import { reportSubmitError } from '../../../lib/form-errors';

type Values = {
  fullName: string;
  username: string;
  bio: string;
  experienceLevel: string;
  website: string;
  githubUrl: string;
  linkedinUrl: string;
  twitterUrl: string;
};

const toInput = (v: Values): ProfileUpdate => ({
  ...v,
  experienceLevel: (v.experienceLevel || null) as ProfileUpdate['experienceLevel'],
});

const FIELDS: TextFieldSpec<Exclude<keyof Values, 'bio' | 'experienceLevel'>>[] = [
  { name: 'fullName', label: 'Full Name', autoComplete: 'name' },
  { name: 'username', label: 'Username', autoComplete: 'username' },
  { name: 'website', label: 'Website', type: 'url', placeholder: 'https://your-site.com', autoComplete: 'url' },
  { name: 'githubUrl', label: 'GitHub', type: 'url', placeholder: 'https://github.com/you' },
  { name: 'linkedinUrl', label: 'LinkedIn', type: 'url', placeholder: 'https://linkedin.com/in/you' },
  { name: 'twitterUrl', label: 'Twitter', type: 'url', placeholder: 'https://x.com/you' },
];

/**
 * Personal Info (spec §2). `onSave` uploads a chosen picture and saves the fields; the form keeps what was typed
 * when a save fails, and shows the server's field messages beside the fields.
 */
export function PersonalInfoForm({
  profile,
  saving,
  onSave,
}: {
  profile: Profile;
  saving: boolean;
  onSave: (changes: ProfileUpdate) => Promise<void>;
}) {
  const baseId = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values>({
    defaultValues: {
      fullName: profile.fullName ?? '',
      username: profile.username ?? '',
      bio: profile.bio ?? '',
      experienceLevel: profile.experienceLevel ?? '',
      website: profile.website ?? '',
      githubUrl: profile.githubUrl ?? '',
      linkedinUrl: profile.linkedinUrl ?? '',
      twitterUrl: profile.twitterUrl ?? '',
    },
    resolver: schemaResolver<Values>(profileUpdateSchema, toInput),
  });

  const submit = handleSubmit(async (values) => {
    try {
      await onSave(toInput(values));
    } catch (error) {
      // The page's save toasts the outcome; the form shows the server's field messages.
      reportSubmitError<Values>(error, { form: { setError, fields: Object.keys(values) }, toast: () => null });
    }
  });

  const id = (name: string) => `${baseId}-${name}`;
  const described = (name: keyof Values) => (errors[name] ? `${id(name)}-error` : undefined);

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <FormTextField
            key={field.name}
            id={id(field.name)}
            label={field.label}
            type={field.type ?? 'text'}
            placeholder={field.placeholder}
            autoComplete={field.autoComplete}
            error={errors[field.name]?.message}
            registration={register(field.name)}
          />
        ))}
      </div>
      <div className="space-y-2">
        <Label htmlFor={id('experienceLevel')}>Experience Level</Label>
        <NativeSelect
          id={id('experienceLevel')}
          aria-describedby={described('experienceLevel')}
          {...register('experienceLevel')}
        >
          <option value="">Not specified</option>
          {EXPERIENCE_LEVELS.map((level) => (
            <option key={level} value={level}>
              {level}
            </option>
          ))}
        </NativeSelect>
        <FieldError id={`${id('experienceLevel')}-error`}>{errors.experienceLevel?.message}</FieldError>
      </div>
      <FormTextArea
        id={id('bio')}
        label="Bio"
        rows={4}
        placeholder="What you work on, what you are looking for"
        error={errors.bio?.message}
        registration={register('bio')}
      />
      <Button type="submit" disabled={saving}>
        {saving ? 'Saving...' : 'Save Personal Info'}
      </Button>
    </form>
  );
}

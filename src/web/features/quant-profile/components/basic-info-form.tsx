import { useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import {
  basicInfoSchema,
  type BasicInfo,
  type ProjectPreferences,
  type QuantProfileView,
} from '../../../../shared/quant-profile';
import { FormTextArea, FormTextField, type TextFieldSpec } from '../../../components/forms/form-text-field';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-error';
import { FormAlert } from '../../../components/ui/form-alert';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { schemaResolver } from '../../../lib/schema-resolver';
import { toast } from '../../../lib/toast-store';
import { useSaveBasicInfo } from '../api';
import type { WizardDraft } from '../draft';
import { saveErrorToast } from '../save-feedback';
import { reportSubmitError } from '../../../lib/form-errors';

type Values = WizardDraft['basic'];

type FieldSpec = TextFieldSpec<Exclude<keyof Values, 'bio' | 'hourlyRateMin'>>;

const HEADLINE_FIELDS: FieldSpec[] = [
  { name: 'fullName', label: 'Full Name', autoComplete: 'name' },
  { name: 'title', label: 'Professional Title', placeholder: 'Quantitative Researcher' },
  { name: 'location', label: 'Location', placeholder: 'London, UK', autoComplete: 'address-level2' },
];

const LINK_FIELDS: FieldSpec[] = [
  { name: 'linkedinUrl', label: 'LinkedIn', type: 'url', placeholder: 'https://linkedin.com/in/you' },
  { name: 'githubUrl', label: 'GitHub', type: 'url', placeholder: 'https://github.com/you' },
];

/** Spec §5: the rate is parsed as an integer (the schema drops the fraction); an empty input means no rate. */
const toRate = (value: string) => (value.trim() === '' ? null : Number(value));

/**
 * The basic step. The side card's visibility and preferences are saved with it (spec §4); what was typed stays
 * when a save fails, with the server's messages beside the fields.
 */
export function BasicInfoForm({
  initial,
  isVisible,
  preferences,
  onSaved,
}: {
  initial: Values;
  isVisible: boolean;
  preferences: ProjectPreferences;
  onSaved: (view: QuantProfileView) => void;
}) {
  const baseId = useId();
  const save = useSaveBasicInfo();
  // The resolver reads the side card's current state when the form is submitted.
  const side = useRef({ isVisible, preferences });
  side.current = { isVisible, preferences };
  const toInput = (values: Values): BasicInfo => ({
    ...values,
    hourlyRateMin: toRate(values.hourlyRateMin),
    ...side.current,
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values>({ defaultValues: initial, resolver: schemaResolver<Values>(basicInfoSchema, toInput) });

  const submit = handleSubmit(async (values) => {
    try {
      const view = await save.mutateAsync(toInput(values));
      toast({ title: 'Information saved' });
      onSaved(view);
    } catch (error) {
      // Visibility and preferences have no field here: their message goes above the button.
      reportSubmitError<Values>(error, {
        form: { setError, fields: Object.keys(initial), elsewhere: 'root.server' },
        toast: saveErrorToast('basic'),
      });
    }
  });

  const id = (name: string) => `${baseId}-${name}`;
  const described = (name: keyof Values) => (errors[name] ? `${id(name)}-error` : undefined);

  const textField = (field: FieldSpec) => (
    <FormTextField
      key={field.name}
      id={id(field.name)}
      label={field.label}
      type={field.type ?? 'text'}
      placeholder={field.placeholder}
      autoComplete={field.autoComplete}
      required={field.name === 'fullName'}
      error={errors[field.name]?.message}
      registration={register(field.name)}
    />
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        {HEADLINE_FIELDS.map(textField)}
        <div className="space-y-2">
          <Label htmlFor={id('hourlyRateMin')}>Minimum hourly rate (USD)</Label>
          <Input
            id={id('hourlyRateMin')}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            placeholder="150"
            aria-invalid={!!errors.hourlyRateMin}
            aria-describedby={described('hourlyRateMin') ?? `${id('hourlyRateMin')}-hint`}
            {...register('hourlyRateMin')}
          />
          {errors.hourlyRateMin ? (
            <FieldError id={`${id('hourlyRateMin')}-error`}>{errors.hourlyRateMin.message}</FieldError>
          ) : (
            <p id={`${id('hourlyRateMin')}-hint`} className="text-xs text-muted">
              US dollars; cents are dropped (120.70 is saved as 120). Leave empty if you would rather not say.
            </p>
          )}
        </div>
        {LINK_FIELDS.map(textField)}
      </div>
      <FormTextArea
        id={id('bio')}
        label="Bio"
        rows={4}
        placeholder="Your research, the markets you know, what you are looking for"
        error={errors.bio?.message}
        registration={register('bio')}
      />
      <FormAlert tone="error">{errors.root?.server?.message}</FormAlert>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save & Continue'}
      </Button>
    </form>
  );
}

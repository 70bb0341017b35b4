import { useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { AVAILABILITY } from '../../../../shared/availability';
import { basicInfoSchema, type BasicInfo, type ProjectPreferences } from '../../../../shared/quant-profile';
import type { QuantProfileView } from '../../../../shared/contracts/quant-profile';
import { FormSelect, FormTextArea, FormTextField, type TextFieldSpec } from '../../../components/forms/form-text-field';
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

type RateName = 'hourlyRateMin' | 'hourlyRateMax';
type FieldSpec = TextFieldSpec<Exclude<keyof Values, 'bio' | RateName | 'availability' | 'availableFrom'>>;

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

const RATE_FIELDS: { name: RateName; label: string; placeholder: string; hint: string }[] = [
  {
    name: 'hourlyRateMin',
    label: 'Minimum hourly rate (USD)',
    placeholder: '150',
    hint: 'US dollars per hour; cents are dropped (120.70 is saved as 120). Leave empty if you would rather not say.',
  },
  {
    name: 'hourlyRateMax',
    label: 'Maximum hourly rate (USD)',
    placeholder: '200',
    hint: 'US dollars per hour, at least the minimum. Firms see the range, e.g. $150–200/hr.',
  },
];

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
    hourlyRateMax: toRate(values.hourlyRateMax),
    // The select offers only these, and "Not set" (empty) clears a saved availability.
    availability: AVAILABILITY.find((a) => a === values.availability) ?? null,
    availableFrom: values.availableFrom === '' ? null : values.availableFrom,
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
        {LINK_FIELDS.map(textField)}
      </div>
      <fieldset className="space-y-4">
        <legend className="text-base font-semibold">Rate and availability</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          {RATE_FIELDS.map((field) => (
            <div key={field.name} className="space-y-2">
              <Label htmlFor={id(field.name)}>{field.label}</Label>
              <Input
                id={id(field.name)}
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                placeholder={field.placeholder}
                aria-invalid={!!errors[field.name]}
                aria-describedby={described(field.name) ?? `${id(field.name)}-hint`}
                {...register(field.name)}
              />
              {errors[field.name] ? (
                <FieldError id={`${id(field.name)}-error`}>{errors[field.name]?.message}</FieldError>
              ) : (
                <p id={`${id(field.name)}-hint`} className="text-xs text-muted">
                  {field.hint}
                </p>
              )}
            </div>
          ))}
          <FormSelect
            id={id('availability')}
            label="Availability"
            placeholder="Not set"
            options={AVAILABILITY}
            error={errors.availability?.message}
            registration={register('availability')}
          />
          <FormTextField
            id={id('availableFrom')}
            label="Available from (optional)"
            type="date"
            error={errors.availableFrom?.message}
            registration={register('availableFrom')}
          />
        </div>
      </fieldset>
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

import { useId, useState, type ComponentProps } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import {
  COMPENSATION_BOUNDS,
  COMPENSATION_LEVELS,
  COMPENSATION_REGIONS,
  COMPENSATION_ROLES,
  COMPENSATION_TEXT,
  MONEY_STEP,
  compensationSubmissionSchema,
  currentYear,
  type CompensationSubmissionInput,
} from '../../../../shared/compensation';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FieldError } from '../../../components/ui/field-error';
import { FormAlert } from '../../../components/ui/form-alert';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import { ApiError } from '../../../lib/api-client';
import { schemaResolver } from '../../../lib/schema-resolver';
import { toast } from '../../../lib/toast-store';
import { useSubmitCompensation } from '../api';
import { HoneypotField } from '../../../components/forms/honeypot-field';
import { reportSubmitError } from '../../../lib/form-errors';

interface FormValues {
  role: string;
  level: string;
  region: string;
  baseSalary: string;
  bonus: string;
  stockValue: string;
  notes: string;
  year: string;
  website: string;
}

const empty = (): FormValues => ({
  role: '',
  level: '',
  region: '',
  baseSalary: '',
  bonus: '',
  stockValue: '',
  notes: '',
  year: String(currentYear()),
  website: '',
});

/** The shared schema reads the form's text as the API reads JSON: empty optional amounts are left out. */
const toInput = (values: FormValues): CompensationSubmissionInput =>
  ({ ...values, website: values.website || undefined }) as CompensationSubmissionInput;

function SelectField({
  label,
  prompt,
  options,
  error,
  registration,
}: {
  label: string;
  prompt: string;
  options: readonly string[];
  error: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  const id = useId();
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
        {...registration}
      >
        {/* A prompt, not an option: it cannot be chosen, so an unchosen list fails with the spec's message. */}
        <option value="" disabled>
          {prompt}
        </option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </NativeSelect>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

function NumberField({
  label,
  error,
  registration,
  ...props
}: {
  label: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
} & ComponentProps<'input'>) {
  const id = useId();
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
        {...props}
        {...registration}
      />
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

export interface SubmitDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Submit Data (spec §2, §4, §5, §8): an anonymous entry, checked by the schema the API uses. Loaded when its button
 * is first hovered, focused or pressed (submit-data-button.tsx), with the form library and the dialog's code.
 */
export function SubmitDialog({ open, onOpenChange }: SubmitDialogProps) {
  const [banner, setBanner] = useState<string | null>(null);
  const notesId = useId();
  const submit = useSubmitCompensation();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<FormValues>({
    defaultValues: empty(),
    resolver: schemaResolver<FormValues>(compensationSubmissionSchema, toInput),
  });

  const onSubmit = handleSubmit(async (values) => {
    setBanner(null);
    try {
      await submit.mutateAsync(toInput(values));
      toast(COMPENSATION_TEXT.submitted);
      reset(empty());
      onOpenChange(false);
    } catch (error) {
      setBanner(
        error instanceof ApiError
          ? `Error submitting data: ${error.message}`
          : error instanceof Error && error.message
            ? error.message
            : 'Unknown error occurred',
      );
      reportSubmitError<FormValues>(error, {
        form: { setError, fields: Object.keys(values) },
        toast: (answer) =>
          answer
            ? { title: 'Submission failed', description: `Error: ${answer.message}`, variant: 'destructive' }
            : {
                title: 'Error',
                description: 'Failed to submit compensation data. Please try again.',
                variant: 'destructive',
              },
      });
    }
  });

  const busy = submit.isPending;
  const year = currentYear();
  const changeOpen = (next: boolean) => {
    onOpenChange(next);
    if (!next) setBanner(null);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      title="Submit Compensation Data"
      description={`Anonymous: nothing that identifies you is stored with your entry. ${COMPENSATION_TEXT.reviewNote}`}
      className="max-w-[500px]"
    >
      <form onSubmit={onSubmit} noValidate className="relative space-y-4">
        <HoneypotField registration={register('website')} />
        <SelectField
          label="Role"
          prompt="Select a role"
          options={COMPENSATION_ROLES}
          error={errors.role?.message}
          registration={register('role')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Level"
            prompt="Select a level"
            options={COMPENSATION_LEVELS}
            error={errors.level?.message}
            registration={register('level')}
          />
          <SelectField
            label="Region"
            prompt="Select a region"
            options={COMPENSATION_REGIONS}
            error={errors.region?.message}
            registration={register('region')}
          />
        </div>
        <NumberField
          label="Base Salary (USD)"
          min={0}
          step={MONEY_STEP}
          error={errors.baseSalary?.message}
          registration={register('baseSalary')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberField
            label="Bonus (USD)"
            min={0}
            step={MONEY_STEP}
            error={errors.bonus?.message}
            registration={register('bonus')}
          />
          <NumberField
            label="Stock Value (USD)"
            min={0}
            step={MONEY_STEP}
            error={errors.stockValue?.message}
            registration={register('stockValue')}
          />
        </div>
        <NumberField
          label="Year"
          min={COMPENSATION_BOUNDS.firstYear}
          max={year}
          step={1}
          error={errors.year?.message}
          registration={register('year')}
        />
        <div className="space-y-2">
          <Label htmlFor={notesId}>
            Notes <span className="font-normal text-muted">(optional)</span>
          </Label>
          <Textarea
            id={notesId}
            rows={3}
            maxLength={COMPENSATION_BOUNDS.notesMaxLength}
            placeholder="Firm type, city, anything that gives context"
            aria-invalid={!!errors.notes}
            aria-describedby={errors.notes ? `${notesId}-error` : undefined}
            {...register('notes')}
          />
          <FieldError id={`${notesId}-error`}>{errors.notes?.message}</FieldError>
        </div>
        <FormAlert tone="error">{banner}</FormAlert>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" disabled={busy} onClick={() => changeOpen(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Submitting...' : 'Submit'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

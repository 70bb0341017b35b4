import { useId } from 'react';
import { useForm } from 'react-hook-form';
import {
  INTERNSHIP_REGIONS,
  INTERNSHIP_ROLES,
  positionEditSchema,
  type InternshipRegion,
  type InternshipRole,
  type PositionEdit,
} from '../../../../shared/internships';
import type { PostedPosition } from '../../../../shared/contracts/internship-board';
import { PAY_PERIODS, payRangeSchema, type PayRange } from '../../../../shared/pay';
import { FormSelect, FormTextArea, FormTextField } from '../../../components/forms/form-text-field';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-error';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { failureToast, reportSubmitError } from '../../../lib/form-errors';
import { schemaResolver } from '../../../lib/schema-resolver';
import { PayBenchmarkNote } from './pay-benchmark-note';

interface Values {
  title: string;
  department: string;
  location: string;
  region: string;
  role: string;
  deadline: string;
  /** One requirement per line. */
  requirements: string;
  description: string;
  payPeriod: string;
  payMin: string;
  payMax: string;
}

const PERIOD_LABELS: Record<(typeof PAY_PERIODS)[number], string> = { month: 'per month', hour: 'per hour' };

/** The amounts as typed: both blank is "no pay yet" (a draft may wait); anything else is checked as a range. */
function payOf(values: Values): PayRange | null {
  if (!values.payMin.trim() && !values.payMax.trim()) return null;
  const amount = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(/[,$\s]/g, '')));
  return { period: values.payPeriod as PayRange['period'], min: amount(values.payMin), max: amount(values.payMax) };
}

const toInput = (values: Values): PositionEdit => ({
  title: values.title,
  department: values.department,
  location: values.location,
  region: values.region as InternshipRegion,
  role: values.role as InternshipRole,
  deadline: values.deadline,
  description: values.description,
  requirements: values.requirements
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean),
  pay: payOf(values),
});

const valuesOf = (position: PostedPosition | undefined): Values => ({
  title: position?.title ?? '',
  department: position?.department ?? '',
  location: position?.location ?? '',
  region: position?.region ?? '',
  role: position?.role ?? '',
  deadline: position?.deadline ?? '',
  requirements: position?.requirements.join('\n') ?? '',
  description: position?.description ?? '',
  payPeriod: position?.pay?.period ?? 'month',
  payMin: position?.pay ? String(position.pay.min) : '',
  payMax: position?.pay ? String(position.pay.max) : '',
});

/** The first message under a form error: its own, or a nested field's (the server names pay.max). */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string') return message;
  for (const [key, value] of Object.entries(error)) {
    const nested = key === 'ref' ? undefined : firstMessage(value);
    if (nested) return nested;
  }
  return undefined;
}

/** The pay's check alone, for the live comparison (the whole form is checked on submit). */
const validPay = (values: Values): PayRange | null => {
  const parsed = payRangeSchema.safeParse(payOf(values));
  return parsed.success ? parsed.data : null;
};

export interface PositionFormAction {
  label: string;
  busyLabel: string;
  variant?: 'default' | 'outline';
  /** Saves; a failure is thrown back here, where its field messages are shown. */
  run: (input: PositionEdit) => Promise<unknown>;
}

/**
 * A position's fields, checked with the shared schema as the API checks them; each button saves in its own way
 * (Save Draft, Publish, Save changes). What was typed stays when a save fails, with the server's messages beside
 * the fields.
 */
export function PositionForm({ position, actions }: { position?: PostedPosition; actions: PositionFormAction[] }) {
  const baseId = useId();
  const id = (name: keyof Values) => `${baseId}-${name}`;
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    defaultValues: valuesOf(position),
    resolver: schemaResolver<Values>(positionEditSchema, toInput),
  });
  const values = watch();

  const submitWith = (action: PositionFormAction) =>
    handleSubmit(async (typed) => {
      try {
        await action.run(toInput(typed));
      } catch (error) {
        reportSubmitError<Values>(error, {
          // The schema's `pay` (and pay.min, pay.max) has no input of its own: its message shows under the amounts.
          form: { setError, fields: [...Object.keys(typed), 'pay'], elsewhere: 'root.server' },
          toast: failureToast('Could not save the position'),
        });
      }
    });

  // The resolver and the server name the schema's `pay`; its three inputs share the one message under them.
  const payError = firstMessage((errors as Record<string, unknown>).pay);
  const [primary] = actions;
  return (
    <form
      noValidate
      // Enter in a field does what the first button says (Save Draft, Save changes).
      onSubmit={(event) => {
        event.preventDefault();
        if (primary) void submitWith(primary)();
      }}
      className="space-y-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FormTextField
          id={id('title')}
          label="Title"
          required
          error={errors.title?.message}
          registration={register('title')}
        />
        <FormTextField
          id={id('department')}
          label="Department"
          placeholder="Research"
          error={errors.department?.message}
          registration={register('department')}
        />
        <FormTextField
          id={id('location')}
          label="Location"
          required
          placeholder="London, UK"
          error={errors.location?.message}
          registration={register('location')}
        />
        <FormTextField
          id={id('deadline')}
          label="Application deadline"
          required
          type="date"
          error={errors.deadline?.message}
          registration={register('deadline')}
        />
        <FormSelect
          id={id('region')}
          label="Region"
          required
          placeholder="Choose a region"
          options={INTERNSHIP_REGIONS}
          error={errors.region?.message}
          registration={register('region')}
        />
        <FormSelect
          id={id('role')}
          label="Role"
          required
          placeholder="Choose a role"
          options={INTERNSHIP_ROLES}
          error={errors.role?.message}
          registration={register('role')}
        />
      </div>
      <fieldset className="space-y-3 rounded-lg border border-border p-4" aria-describedby={`${id('payMin')}-note`}>
        <legend className="px-1 text-sm font-medium">Pay (USD) — required to publish</legend>
        <div className="grid gap-3 sm:grid-cols-3">
          <div className="space-y-2">
            <Label htmlFor={id('payMin')}>From</Label>
            <Input
              id={id('payMin')}
              inputMode="numeric"
              placeholder="8000"
              aria-invalid={!!payError}
              aria-describedby={payError ? `${id('payMin')}-error` : undefined}
              {...register('payMin')}
            />
          </div>
          <div className="space-y-2">
            <Label htmlFor={id('payMax')}>To</Label>
            <Input
              id={id('payMax')}
              inputMode="numeric"
              placeholder="10000"
              aria-invalid={!!payError}
              aria-describedby={payError ? `${id('payMin')}-error` : undefined}
              {...register('payMax')}
            />
          </div>
          <div className="space-y-2">
            <Label htmlFor={id('payPeriod')}>Paid</Label>
            <NativeSelect id={id('payPeriod')} {...register('payPeriod')}>
              {PAY_PERIODS.map((period) => (
                <option key={period} value={period}>
                  {PERIOD_LABELS[period]}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
        <FieldError id={`${id('payMin')}-error`}>{payError}</FieldError>
        <div id={`${id('payMin')}-note`}>
          <PayBenchmarkNote
            region={(values.region || undefined) as InternshipRegion | undefined}
            role={(values.role || undefined) as InternshipRole | undefined}
            pay={validPay(values)}
          />
        </div>
      </fieldset>
      <FormTextArea
        id={id('requirements')}
        label="Requirements (one per line)"
        rows={3}
        placeholder={'Python\nProbability and statistics'}
        error={errors.requirements?.message}
        registration={register('requirements')}
      />
      <FormTextArea
        id={id('description')}
        label="Description"
        required
        rows={6}
        placeholder="What the intern will work on, with whom, and what they will learn"
        error={errors.description?.message}
        registration={register('description')}
      />
      <FieldError>{errors.root?.server?.message}</FieldError>
      <div className="flex flex-wrap justify-end gap-3">
        {actions.map((action) => (
          <Button
            key={action.label}
            type="button"
            variant={action.variant ?? 'default'}
            disabled={isSubmitting}
            onClick={() => void submitWith(action)()}
          >
            {isSubmitting ? action.busyLabel : action.label}
          </Button>
        ))}
      </div>
    </form>
  );
}

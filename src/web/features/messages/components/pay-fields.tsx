import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { PAY_PERIODS, payRangeSchema, type PayRange } from '../../../../shared/pay';
import { FieldError } from '../../../components/ui/field-error';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import type { OfferGroup } from '../api';
import { amountOf, type ComposeValues } from '../compose-values';
import { OfferBenchmarkNote } from './offer-benchmark-note';

const PERIOD_LABELS: Record<(typeof PAY_PERIODS)[number], string> = { month: 'a month', hour: 'an hour' };

/** The range as typed, when it passes the shared pay check (for the live comparison). */
function validPay(pay: ComposeValues['offer']['pay']): PayRange | null {
  const parsed = payRangeSchema.safeParse({ period: pay.period, min: amountOf(pay.min), max: amountOf(pay.max) });
  return parsed.success ? parsed.data : null;
}

/** The offer's pay range in whole US dollars, per month or hour, with QuantLeap data beside it. */
export function PayFields({
  register,
  errors,
  pay,
  group,
}: {
  register: UseFormRegister<ComposeValues>;
  errors: FieldErrors<ComposeValues>['offer'];
  pay: ComposeValues['offer']['pay'];
  group: OfferGroup | null;
}) {
  const id = useId();
  const amountError = (key: 'min' | 'max') => errors?.pay?.[key]?.message;
  return (
    <fieldset className="space-y-3 rounded-lg border border-border p-4">
      <legend className="px-1 text-sm font-medium">Pay (whole US dollars)</legend>
      <div className="grid gap-3 sm:grid-cols-3">
        {(['min', 'max'] as const).map((key) => (
          <div key={key} className="space-y-2">
            <Label htmlFor={`${id}-${key}`}>
              {key === 'min' ? 'From' : 'To'}
              <span aria-hidden> *</span>
            </Label>
            <Input
              id={`${id}-${key}`}
              inputMode="numeric"
              placeholder={key === 'min' ? '8000' : '10000'}
              aria-required
              aria-invalid={!!amountError(key)}
              aria-describedby={`${id}-${key}-error ${id}-note`}
              {...register(`offer.pay.${key}`)}
            />
            <FieldError id={`${id}-${key}-error`}>{amountError(key)}</FieldError>
          </div>
        ))}
        <div className="space-y-2">
          <Label htmlFor={`${id}-period`}>Paid</Label>
          <NativeSelect id={`${id}-period`} {...register('offer.pay.period')}>
            {PAY_PERIODS.map((period) => (
              <option key={period} value={period}>
                {PERIOD_LABELS[period]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <div id={`${id}-note`}>
        <OfferBenchmarkNote group={group} period={pay.period} pay={validPay(pay)} />
      </div>
    </fieldset>
  );
}

import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { OFFER_PAY_PERIODS, offerPaySchema, type OfferPay, type OfferPayPeriod } from '../../../../shared/pay';
import { FieldError } from '../../../components/ui/field-error';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import type { OfferGroup } from '../api';
import { payOf, type ComposeValues } from '../compose-values';
import { OfferBenchmarkNote } from './offer-benchmark-note';

const PERIOD_LABELS: Record<OfferPayPeriod, string> = { year: 'a year', month: 'a month', hour: 'an hour' };
const PLACEHOLDERS: Record<OfferPayPeriod, { min: string; max: string }> = {
  year: { min: '150000', max: '200000' },
  month: { min: '8000', max: '10000' },
  hour: { min: '60', max: '90' },
};

/** The range as typed, when it passes the shared pay check (for the live comparison). */
function validPay(pay: ComposeValues['offer']['pay']): OfferPay | null {
  const parsed = offerPaySchema.safeParse(payOf(pay));
  return parsed.success ? parsed.data : null;
}

/**
 * The approach's pay in whole US dollars: a yearly salary (a full-time role, with an optional yearly bonus), or
 * pay per month or hour, with QuantLeap data for the same period beside it.
 */
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
  const amountError = (key: 'min' | 'max' | 'bonus') => errors?.pay?.[key]?.message;
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
              placeholder={PLACEHOLDERS[pay.period][key]}
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
            {OFFER_PAY_PERIODS.map((period) => (
              <option key={period} value={period}>
                {PERIOD_LABELS[period]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {pay.period === 'year' && (
        <div className="space-y-2 sm:max-w-[calc((100%-1.5rem)/3)]">
          <Label htmlFor={`${id}-bonus`}>Yearly bonus, up to (optional)</Label>
          <Input
            id={`${id}-bonus`}
            inputMode="numeric"
            placeholder="50000"
            aria-invalid={!!amountError('bonus')}
            aria-describedby={`${id}-bonus-error`}
            {...register('offer.pay.bonus')}
          />
          <FieldError id={`${id}-bonus-error`}>{amountError('bonus')}</FieldError>
        </div>
      )}
      <div id={`${id}-note`}>
        <OfferBenchmarkNote group={group} period={pay.period} pay={validPay(pay)} />
      </div>
    </fieldset>
  );
}

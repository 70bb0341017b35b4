import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { COMPENSATION_LEVELS, COMPENSATION_REGIONS, COMPENSATION_ROLES } from '../../../../shared/compensation';
import { FormSelect, FormTextField } from '../../../components/forms/form-text-field';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';
import type { ComposeValues } from '../compose-values';

/**
 * The role a firm's first message offers: its title, the compensation group it belongs to (kind, level, region:
 * what the pay is compared with), and where it is.
 */
export function OfferFields({
  register,
  errors,
  remote,
}: {
  register: UseFormRegister<ComposeValues>;
  errors: FieldErrors<ComposeValues>['offer'];
  remote: boolean;
}) {
  const id = useId();
  return (
    <fieldset className="space-y-4">
      <legend className="text-base font-semibold">The role</legend>
      <FormTextField
        id={`${id}-title`}
        label="Role title"
        required
        placeholder="Volatility Researcher"
        error={errors?.roleTitle?.message}
        registration={register('offer.roleTitle')}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <FormSelect
          id={`${id}-kind`}
          label="Kind of role"
          required
          placeholder="Choose a kind"
          options={COMPENSATION_ROLES}
          error={errors?.roleCategory?.message}
          registration={register('offer.roleCategory')}
        />
        <FormSelect
          id={`${id}-level`}
          label="Level"
          required
          placeholder="Choose a level"
          options={COMPENSATION_LEVELS}
          error={errors?.level?.message}
          registration={register('offer.level')}
        />
        <FormSelect
          id={`${id}-region`}
          label="Region"
          required
          placeholder="Choose a region"
          options={COMPENSATION_REGIONS}
          error={errors?.region?.message}
          registration={register('offer.region')}
        />
      </div>
      <div className="flex items-center gap-2">
        <Checkbox id={`${id}-remote`} {...register('offer.remote')} />
        <Label htmlFor={`${id}-remote`}>Remote</Label>
      </div>
      <FormTextField
        id={`${id}-location`}
        label={remote ? 'Location (optional for a remote role)' : 'Location'}
        required={!remote}
        placeholder="London, UK"
        error={errors?.location?.message}
        registration={register('offer.location')}
      />
    </fieldset>
  );
}

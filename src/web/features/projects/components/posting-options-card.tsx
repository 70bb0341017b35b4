import { Controller } from 'react-hook-form';
import {
  POSTING_EXTRAS,
  POSTING_OPTIONS_FREE_NOTE,
  POSTING_PLAN_DETAILS,
  POSTING_PLANS,
} from '../../../../shared/projects';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import type { ProjectFormParts } from './project-form-context';
import { RadioChoices } from './project-field';

const EXTRAS = ['featured', 'urgent', 'nda'] as const;

/**
 * Spec §9 posting options with their prices, stored as chosen; the card says plainly that nothing is charged
 * during the beta (POSTING_OPTIONS_FREE_NOTE).
 */
export function PostingOptionsCard({ form, fieldId }: ProjectFormParts) {
  const { control, watch, setValue } = form;
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">Posting Options</h2>
        <p role="note" className="rounded-lg border border-success/40 bg-success/5 p-3 text-sm">
          {POSTING_OPTIONS_FREE_NOTE}
        </p>
      </CardHeader>
      <CardContent className="space-y-5">
        <RadioChoices
          name={fieldId('plan')}
          legend="Listing"
          options={POSTING_PLANS.map((plan) => {
            const details = POSTING_PLAN_DETAILS[plan];
            return { value: plan, label: `${details.label} — ${details.price}`, detail: `${details.days}-day listing` };
          })}
          value={watch('plan')}
          onChange={(plan) => setValue('plan', plan, { shouldDirty: true })}
        />
        <fieldset className="space-y-3">
          <legend className="mb-2 text-sm font-medium">Extras</legend>
          {EXTRAS.map((extra) => {
            const details = POSTING_EXTRAS[extra];
            const id = fieldId(extra);
            return (
              <Controller
                key={extra}
                control={control}
                name={extra}
                render={({ field }) => (
                  <div className="flex items-start gap-3">
                    <Checkbox
                      id={id}
                      className="mt-1"
                      checked={field.value}
                      aria-describedby={`${id}-detail`}
                      onChange={(event) => field.onChange(event.target.checked)}
                      ref={field.ref}
                    />
                    <div className="min-w-0">
                      <label htmlFor={id} className="text-sm font-medium">
                        {details.label} <span className="text-muted">({details.price})</span>
                      </label>
                      <p id={`${id}-detail`} className="text-xs text-muted">
                        {details.description}
                      </p>
                    </div>
                  </div>
                )}
              />
            );
          })}
        </fieldset>
      </CardContent>
    </Card>
  );
}

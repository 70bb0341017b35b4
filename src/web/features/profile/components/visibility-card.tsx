import { Switch } from 'radix-ui';
import { useId } from 'react';
import { Link } from 'react-router';
import { isPlaceholderProfile, VISIBILITY_MESSAGES } from '../../../../shared/quant-profile';
import { Card, CardContent } from '../../../components/ui/card';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { useQuantProfile, useSetVisibility, useVisibility } from '../../quant-profile/api';

/** 'Make profile visible to funds' (spec §2, §4, §8): the first switch-on creates a placeholder quant profile. */
export function VisibilityCard() {
  const labelId = useId();
  const visibility = useVisibility();
  const setVisibility = useSetVisibility();
  const checked = setVisibility.isPending ? !!setVisibility.variables : !!visibility.data?.isVisible;
  // No quant profile, or only the spec's placeholder (which the first switch-on creates): visible to nobody's use.
  const quantProfile = useQuantProfile();
  const empty = !!quantProfile.data && (!quantProfile.data.exists || isPlaceholderProfile(quantProfile.data));

  async function onChange(next: boolean) {
    try {
      await setVisibility.mutateAsync(next);
      toast({
        title: 'Visibility Updated',
        description:
          next && empty
            ? `${VISIBILITY_MESSAGES.visible} ${VISIBILITY_MESSAGES.nothingToSeeYet}`
            : next
              ? VISIBILITY_MESSAGES.visible
              : VISIBILITY_MESSAGES.private,
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        toast({
          title: 'Authentication Required',
          description: VISIBILITY_MESSAGES.signInRequired,
          variant: 'destructive',
        });
        return;
      }
      toast({
        title: 'Visibility Update Failed',
        description: error instanceof Error ? error.message : 'Please try again.',
        variant: 'destructive',
      });
    }
  }

  return (
    <Card>
      <CardContent className="space-y-3 p-6">
        <div className="flex items-center justify-between gap-4">
          <label id={labelId} htmlFor={`${labelId}-switch`} className="text-sm font-medium">
            Make profile visible to funds
          </label>
          <Switch.Root
            id={`${labelId}-switch`}
            checked={checked}
            disabled={visibility.isPending || setVisibility.isPending}
            onCheckedChange={(next) => void onChange(next)}
            className="relative h-6 w-11 shrink-0 rounded-full bg-border transition-colors data-[state=checked]:bg-primary disabled:opacity-60"
          >
            <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
          </Switch.Root>
        </div>
        <p className="text-xs text-muted">
          {checked
            ? 'Hiring firms can find your quant profile.'
            : 'Only you can see your quant profile. Funds never see a private profile.'}
        </p>
        {empty && (
          <p className="text-xs text-warning">
            {checked
              ? 'Your quant profile holds no details yet: firms see nothing useful until you fill it in. '
              : 'Switching on creates an empty quant profile: firms see nothing useful until you fill it in. '}
            <Link to="/quants/create-profile" className="underline underline-offset-4">
              Complete your quant profile
            </Link>
          </p>
        )}
      </CardContent>
    </Card>
  );
}

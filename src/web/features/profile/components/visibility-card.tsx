import { Link } from 'react-router';
import { isPlaceholderProfile, VISIBILITY_MESSAGES } from '../../../../shared/quant-profile';
import { Card, CardContent } from '../../../components/ui/card';
import { ToggleRow } from '../../../components/ui/toggle-row';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { useQuantProfile, useSetVisibility, useVisibility } from '../../quant-profile/api';

/** 'Make profile visible to funds' (spec §2, §4, §8): the first switch-on creates a placeholder quant profile. */
export function VisibilityCard() {
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
        <ToggleRow
          label="Make profile visible to funds"
          checked={checked}
          disabled={visibility.isPending || setVisibility.isPending}
          onCheckedChange={(next) => void onChange(next)}
        />
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

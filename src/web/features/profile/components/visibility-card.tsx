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
  // Visible but not listed (the server's answer, not a guess): firms will not find it until it is filled in.
  const saved = visibility.data;
  const unlisted = !setVisibility.isPending && !!saved?.isVisible && !saved.listed;

  async function onChange(next: boolean) {
    try {
      const state = await setVisibility.mutateAsync(next);
      toast({
        title: 'Visibility Updated',
        description: !next
          ? VISIBILITY_MESSAGES.private
          : state.listed
            ? VISIBILITY_MESSAGES.visible
            : `${VISIBILITY_MESSAGES.visible} ${VISIBILITY_MESSAGES.nothingToSeeYet}`,
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
          {!checked
            ? 'Only you can see your quant profile. Funds never see a private profile.'
            : unlisted
              ? 'Visible to funds, but not listed for them yet.'
              : 'Hiring firms can find your quant profile.'}
        </p>
        {unlisted ? (
          <p className="text-xs text-warning">
            {empty ? 'Your quant profile holds no details yet: ' : 'Your quant profile is not complete yet: '}
            firms will not find it until it is completed.{' '}
            <Link to="/quants/create-profile" className="underline underline-offset-4">
              Complete your quant profile
            </Link>
          </p>
        ) : (
          !checked &&
          empty && (
            <p className="text-xs text-warning">
              Switching on creates an empty quant profile: firms will not find it until it is completed.{' '}
              <Link to="/quants/create-profile" className="underline underline-offset-4">
                Complete your quant profile
              </Link>
            </p>
          )
        )}
      </CardContent>
    </Card>
  );
}

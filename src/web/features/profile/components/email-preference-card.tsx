import { Card, CardContent } from '../../../components/ui/card';
import { ToggleRow } from '../../../components/ui/toggle-row';
import { reportActionFailure } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast-store';
import { useProfile, useSetEmailPreference, type EmailPreference } from '../api';

/**
 * One kind of e-mail the user can turn off: a switch that shows the new choice while it saves (the saved one
 * once the server answers, or again the old one if saving fails), what it covers, and a toast saying what changed.
 * Every kind is on by default, as the server stores it.
 */
export function EmailPreferenceCard({
  preference,
  label,
  hint,
  savedOn,
  savedOff,
}: {
  preference: EmailPreference;
  label: string;
  hint: string;
  /** The toast's description once turned on, and once turned off. */
  savedOn: string;
  savedOff: string;
}) {
  const profile = useProfile();
  const setPreference = useSetEmailPreference(preference);
  const checked = setPreference.isPending ? !!setPreference.variables : (profile.data?.[preference] ?? true);

  async function onChange(next: boolean) {
    try {
      await setPreference.mutateAsync(next);
      toast({ title: 'E-mail preference saved', description: next ? savedOn : savedOff });
    } catch (error) {
      reportActionFailure('Saving failed')(error);
    }
  }

  return (
    <Card>
      <CardContent className="space-y-3 p-6">
        <ToggleRow
          label={label}
          checked={checked}
          disabled={profile.isPending || setPreference.isPending}
          onCheckedChange={(next) => void onChange(next)}
        />
        <p className="text-xs text-muted">{hint}</p>
      </CardContent>
    </Card>
  );
}

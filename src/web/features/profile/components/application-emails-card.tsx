import { Card, CardContent } from '../../../components/ui/card';
import { ToggleRow } from '../../../components/ui/toggle-row';
import { reportActionFailure } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast-store';
import { useProfile, useSetApplicationEmails } from '../api';

/** The applicant's say over status e-mails: on by default, since hearing back is what applicants ask for most. */
export function ApplicationEmailsCard() {
  const profile = useProfile();
  const setEmails = useSetApplicationEmails();
  const checked = setEmails.isPending ? !!setEmails.variables : (profile.data?.applicationStatusEmails ?? true);

  async function onChange(next: boolean) {
    try {
      await setEmails.mutateAsync(next);
      toast({
        title: 'E-mail preference saved',
        description: next
          ? 'We will e-mail you when a firm moves one of your applications on.'
          : 'No more e-mails about your applications; your dashboard still shows every change.',
      });
    } catch (error) {
      reportActionFailure('Saving failed')(error);
    }
  }

  return (
    <Card>
      <CardContent className="space-y-3 p-6">
        <ToggleRow
          label="E-mail me about my applications"
          checked={checked}
          disabled={profile.isPending || setEmails.isPending}
          onCheckedChange={(next) => void onChange(next)}
        />
        <p className="text-xs text-muted">
          When a firm shortlists you, records your interview, makes an offer or declines. Your dashboard always shows
          where each application stands.
        </p>
      </CardContent>
    </Card>
  );
}

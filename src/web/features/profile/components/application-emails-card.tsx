import { EmailPreferenceCard } from './email-preference-card';

/** The applicant's say over status e-mails: on by default, since hearing back is what applicants ask for most. */
export function ApplicationEmailsCard() {
  return (
    <EmailPreferenceCard
      preference="applicationStatusEmails"
      label="E-mail me about my applications"
      hint="When a firm shortlists you, records your interview, makes an offer or declines. Your dashboard always shows where each application stands."
      savedOn="We will e-mail you when a firm moves one of your applications on."
      savedOff="No more e-mails about your applications; your dashboard still shows every change."
    />
  );
}

import { MailCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { AWAITS_APP_ATTRIBUTE } from '../../../../shared/auth-links';
import { COMPANY_MESSAGES, INVITATION_TOKEN_PATTERN } from '../../../../shared/company-messages';
import type { InvitationPreview } from '../../../../shared/contracts/company';
import { ROUTES } from '../../../../shared/routes';
import { LoadError } from '../../../components/layout/load-error';
import { PageContainer } from '../../../components/layout/page';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { FormAlert } from '../../../components/ui/form-alert';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { formatDayOf } from '../../../lib/format-date';
import { forgetInvitation, pendingInvitation, rememberInvitation } from '../../../lib/pending-invitation';
import { useAuth } from '../../../lib/session';
import { toast } from '../../../lib/toast-store';
import { useAcceptInvitation, useInvitationPreview } from '../api';

/** The token of an invitation link (/company-invitation#token=…), or null when the link carries none that could be real. */
function tokenFrom(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token !== null && INVITATION_TOKEN_PATTERN.test(token) ? token : null;
}

/**
 * The link's token once the page runs in the browser, or undefined before. The page is prerendered without a
 * fragment (the server never sees one), so the browser's first render must not read it either: hydration then
 * meets the same HTML.
 */
function useLinkToken(): string | null | undefined {
  const location = useLocation();
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);
  return inBrowser ? tokenFrom(location.hash) : undefined;
}

/**
 * Where an invitation e-mail's link lands: what the invitation is for, and accepting it with the account it was
 * sent to (the server checks that too). The token stays in the fragment, which no server logs. The page is
 * prerendered, so its heading and what accepting means paint before the app has loaded; the boot script starts the
 * app at once to open the invitation.
 */
export function CompanyInvitationPage() {
  const token = useLinkToken();
  const preview = useInvitationPreview(token ?? null);

  let body: React.ReactNode;
  if (token === undefined) {
    body = (
      <div {...{ [AWAITS_APP_ATTRIBUTE]: '' }}>
        <Spinner label="Opening your invitation" />
      </div>
    );
  } else if (!token) body = <Refusal message={COMPANY_MESSAGES.invitationInvalid} />;
  else if (preview.isPending) body = <Spinner label="Opening your invitation" />;
  else if (preview.isError) {
    body =
      preview.error instanceof ApiError && preview.error.status < 500 && preview.error.status !== 0 ? (
        <Refusal message={preview.error.message} />
      ) : (
        <LoadError message={preview.error.message} onRetry={() => void preview.refetch()} />
      );
  } else if (preview.data.state === 'expired') body = <Refusal message={COMPANY_MESSAGES.invitationExpired} />;
  else if (preview.data.state === 'used') body = <Refusal message={COMPANY_MESSAGES.invitationUsed} />;
  else body = <OpenInvitation token={token} invitation={preview.data} />;

  return (
    <PageContainer className="max-w-xl">
      <Card>
        <CardContent className="flex flex-col items-center gap-4 p-8 text-center">
          <MailCheck aria-hidden className="size-10 text-primary" />
          <h1 className="text-2xl font-bold tracking-tight">Company invitation</h1>
          <p className="text-muted">
            Accepting adds your account to a company's team on QuantLeap as a recruiter. Once the company is verified,
            its team browses quants who chose to be seen, writes to them, and posts internships and projects. An account
            belongs to one company at a time.
          </p>
          {body}
        </CardContent>
      </Card>
    </PageContainer>
  );
}

function Refusal({ message }: { message: string }) {
  // A refused invitation is no longer one to bring the visitor back to after signing in.
  useEffect(() => {
    const token = tokenFrom(window.location.hash);
    if (token && pendingInvitation()?.token === token) forgetInvitation();
  }, []);
  return (
    <>
      <FormAlert tone="error">{message}</FormAlert>
      <Link to={ROUTES.home} className={buttonVariants({ variant: 'outline' })}>
        Go to the home page
      </Link>
    </>
  );
}

function OpenInvitation({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const { user, loading } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const accept = useAcceptInvitation();

  async function onAccept() {
    try {
      const { company } = await accept.mutateAsync(token);
      forgetInvitation();
      toast({ title: `You joined ${company.name}`, description: 'You act for the company as a recruiter.' });
      navigate(ROUTES.companyDashboard);
    } catch {
      // The reason shows under the button (accept.error).
    }
  }

  const intro = (
    <p className="text-muted">
      <span className="font-semibold text-foreground">{invitation.companyName}</span> invites{' '}
      <span className="font-semibold break-all text-foreground">{invitation.email}</span> to join as a recruiter. The
      link works once, until {formatDayOf(invitation.expiresAt)}.
    </p>
  );

  if (loading) return <Spinner label="Checking your session" />;
  if (!user) {
    return (
      <>
        {intro}
        <p className="text-sm text-muted">
          Sign in with {invitation.email} to accept. No account yet? Create one with that address and confirm it from
          the e-mail we send: signing in then brings you back here.
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Link
            to={ROUTES.login}
            state={{ from: location, invitedEmail: invitation.email, companyName: invitation.companyName }}
            className={buttonVariants()}
          >
            Sign in to accept
          </Link>
          <Link
            to={ROUTES.signup}
            state={{ from: location, invitedEmail: invitation.email, companyName: invitation.companyName }}
            onClick={() =>
              rememberInvitation({
                token,
                email: invitation.email,
                companyName: invitation.companyName,
                expiresAt: invitation.expiresAt,
              })
            }
            className={buttonVariants({ variant: 'outline' })}
          >
            Create an account
          </Link>
        </div>
      </>
    );
  }
  if (user.email.toLowerCase() !== invitation.email.toLowerCase()) {
    return (
      <>
        {intro}
        <FormAlert tone="error">
          {COMPANY_MESSAGES.invitationWrongAccount(invitation.email)} You are signed in as {user.email}.
        </FormAlert>
      </>
    );
  }
  return (
    <>
      {intro}
      <Button onClick={() => void onAccept()} disabled={accept.isPending}>
        {accept.isPending ? 'Joining...' : `Join ${invitation.companyName}`}
      </Button>
      {accept.error && <FormAlert tone="error">{accept.error.message}</FormAlert>}
    </>
  );
}

import type { UseMutationResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AUDIENCE_MESSAGES } from '../../../../shared/audience';
import { AWAITS_APP_ATTRIBUTE } from '../../../../shared/auth-links';
import { ROUTES } from '../../../../shared/routes';
import { PageContainer } from '../../../components/layout/page';
import { buttonVariants } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { FormAlert } from '../../../components/ui/form-alert';
import { Spinner } from '../../../components/ui/spinner';

/**
 * Where a link from an e-mail lands (confirming a newsletter address, unsubscribing): the page sends the link's
 * token once, as it opens, and says whether it worked. Sending it from the page rather than on the GET keeps mail
 * scanners, which fetch links without running them, from confirming or unsubscribing anyone.
 */
export function MailLinkPage({
  icon: Icon,
  title,
  busyLabel,
  action,
  success,
}: {
  icon: LucideIcon;
  title: string;
  busyLabel: string;
  action: UseMutationResult<{ message: string }, Error, string>;
  /** Extra words under the success message. */
  success?: string;
}) {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const sent = useRef(false);
  const { mutate } = action;
  useEffect(() => {
    // Once per page, also under React's development double effects.
    if (!token || sent.current) return;
    sent.current = true;
    mutate(token);
  }, [token, mutate]);

  let body: React.ReactNode;
  if (!token) body = <FormAlert tone="error">{AUDIENCE_MESSAGES.badLink}</FormAlert>;
  else if (action.isError) body = <FormAlert tone="error">{action.error.message}</FormAlert>;
  else if (action.isSuccess) {
    body = (
      <>
        <FormAlert tone="success">{action.data.message}</FormAlert>
        {success ? <p className="text-sm text-muted">{success}</p> : null}
      </>
    );
  } else {
    // Rendered on the server too: the boot script then starts the app at once to send the token.
    body = (
      <div {...{ [AWAITS_APP_ATTRIBUTE]: '' }}>
        <Spinner label={busyLabel} />
      </div>
    );
  }

  return (
    <PageContainer className="max-w-xl">
      <Card>
        <CardContent className="flex flex-col items-center gap-4 p-8 text-center">
          <Icon aria-hidden className="size-10 text-primary" />
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          {body}
          <Link to={ROUTES.home} className={buttonVariants({ variant: 'outline' })}>
            Go to the home page
          </Link>
        </CardContent>
      </Card>
    </PageContainer>
  );
}

import { Inbox, Lock, Mail, PartyPopper, Send } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  EMAIL_TEST_MESSAGES,
  emailTestSchema,
  failedToSendMessage,
  unexpectedErrorMessage,
  type EmailTestType,
} from '../../../../shared/email-test';
import { PageContainer, PageHeader } from '../../../components/layout/page';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { cn } from '../../../lib/utils';
import { useEmailTestStatus, useSendTestEmail } from '../api';

const TYPES: { value: EmailTestType; label: string; hint: string; icon: typeof Mail }[] = [
  { value: 'test', label: 'Test Email', hint: 'A short message to check delivery.', icon: Mail },
  { value: 'welcome', label: 'Welcome Email', hint: 'The mail new members receive.', icon: PartyPopper },
];

/** The toast text for a failed send: the server's own words where it gave them (spec §8). */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status > 0) {
    // A 502 already reads 'Email service error: …'.
    return error.code === 'UNAVAILABLE' ? error.message : failedToSendMessage(error.message);
  }
  return unexpectedErrorMessage(error instanceof Error ? error.message : String(error));
}

export function EmailTestPage() {
  const ids = { type: useId(), email: useId(), name: useId(), note: useId() };
  const emailRef = useRef<HTMLInputElement>(null);
  const [type, setType] = useState<EmailTestType>('test');
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [emailInvalid, setEmailInvalid] = useState(false);
  const status = useEmailTestStatus();
  const send = useSendTestEmail();

  const refused = status.data?.allowed === false;
  const isOutbox = status.data?.transport === 'outbox';
  const busy = send.isPending;

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The same schema the server checks: an empty address gets the spec's toast and nothing is sent.
    const parsed = emailTestSchema.safeParse({ type, email, name: type === 'welcome' ? name : undefined });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const onEmail = issue?.path[0] === 'email';
      setEmailInvalid(onEmail);
      if (onEmail) emailRef.current?.focus();
      toast({ title: issue?.message ?? EMAIL_TEST_MESSAGES.emailRequired, variant: 'destructive' });
      return;
    }
    setEmailInvalid(false);
    try {
      const result = await send.mutateAsync(parsed.data);
      if (!result?.success) {
        toast({ title: EMAIL_TEST_MESSAGES.unknownResult, variant: 'destructive' });
        return;
      }
      toast({
        title: EMAIL_TEST_MESSAGES.delivered,
        description: isOutbox ? 'It is in the development mailbox.' : (result.message ?? EMAIL_TEST_MESSAGES.sent),
      });
    } catch (error) {
      console.warn('email test failed', error);
      if (error instanceof ApiError && error.fields.email) setEmailInvalid(true);
      toast({ title: failureMessage(error), variant: 'destructive' });
    }
  }

  return (
    <PageContainer className="max-w-2xl">
      <PageHeader
        title="Email Testing Tool"
        lead="Send a test or welcome e-mail to any address to check that QuantLeap's mail arrives and looks right."
      />
      <Card className="mt-10">
        <CardContent className="p-6 sm:p-8">
          {refused && (
            <p
              id={ids.note}
              className="mb-6 flex items-start gap-3 rounded-lg border border-warning/30 bg-warning/10 p-4 text-sm"
            >
              <Lock aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
              <span>{EMAIL_TEST_MESSAGES.forbidden} Sign in with an operator account to use it.</span>
            </p>
          )}
          <form onSubmit={onSubmit} noValidate>
            <fieldset
              disabled={refused}
              aria-describedby={refused ? ids.note : undefined}
              className="space-y-6 disabled:opacity-60"
            >
              <fieldset>
                <legend className="mb-3 text-sm font-medium">Email type</legend>
                <div className="grid gap-3 sm:grid-cols-2">
                  {TYPES.map((option) => {
                    const Icon = option.icon;
                    const checked = type === option.value;
                    return (
                      <label
                        key={option.value}
                        className={cn(
                          'relative flex cursor-pointer items-start gap-3 rounded-lg border p-4 transition-colors',
                          'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary/40',
                          checked ? 'border-primary bg-primary/10' : 'border-border hover:bg-surface-raised',
                        )}
                      >
                        <input
                          type="radio"
                          name="email-type"
                          value={option.value}
                          checked={checked}
                          onChange={() => setType(option.value)}
                          aria-labelledby={`${ids.type}-${option.value}`}
                          aria-describedby={`${ids.type}-${option.value}-hint`}
                          // Invisible but covering the whole card: the card is the radio's click target.
                          className="absolute inset-0 cursor-pointer opacity-0"
                        />
                        <Icon aria-hidden className={cn('mt-0.5 size-5', checked ? 'text-primary' : 'text-muted')} />
                        <span className="grid gap-1">
                          <span id={`${ids.type}-${option.value}`} className="text-sm font-semibold">
                            {option.label}
                          </span>
                          <span id={`${ids.type}-${option.value}-hint`} className="text-xs text-muted">
                            {option.hint}
                          </span>
                        </span>
                      </label>
                    );
                  })}
                </div>
              </fieldset>

              <div className="space-y-2">
                <Label htmlFor={ids.email}>Email address</Label>
                <Input
                  ref={emailRef}
                  id={ids.email}
                  type="email"
                  autoComplete="email"
                  placeholder="you@example.com"
                  required
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                  aria-invalid={emailInvalid}
                />
              </div>

              {type === 'welcome' && (
                <div className="space-y-2">
                  <Label htmlFor={ids.name}>
                    Name <span className="font-normal text-muted">(optional)</span>
                  </Label>
                  <Input
                    id={ids.name}
                    autoComplete="name"
                    maxLength={100}
                    placeholder="User"
                    aria-describedby={`${ids.name}-hint`}
                    value={name}
                    onChange={(e) => setName(e.target.value)}
                  />
                  <p id={`${ids.name}-hint`} className="text-xs text-muted">
                    The welcome mail greets this name, or &lsquo;User&rsquo;.
                  </p>
                </div>
              )}

              <Button type="submit" size="lg" className="w-full" disabled={busy}>
                <Send aria-hidden />
                {busy ? 'Sending...' : 'Send Email'}
              </Button>
            </fieldset>
          </form>
        </CardContent>
      </Card>
      {isOutbox && (
        <div className="mt-6 flex items-center justify-center gap-2 text-sm text-muted">
          <Inbox aria-hidden className="size-4" />
          <span>
            No SMTP server is configured, so mail stays on this machine.{' '}
            <Link to="/dev/mailbox" className="text-primary underline underline-offset-4">
              Open the development mailbox
            </Link>
          </span>
        </div>
      )}
    </PageContainer>
  );
}

import { ArrowLeft } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import type { RecipientAnswer } from '../../../../shared/contracts/messages';
import { MESSAGE_MESSAGES } from '../../../../shared/message-rules';
import { conversationPath, ROUTES } from '../../../../shared/routes';
import { LoadError } from '../../../components/layout/load-error';
import { PageContainer } from '../../../components/layout/page';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useRecipient } from '../api';
import { ComposeForm } from '../components/compose-form';
import { composeTargetFrom, type ComposeTarget } from '../compose-target';

function Frame({ title, lead, children }: { title: string; lead?: string | null; children: ReactNode }) {
  return (
    <PageContainer className="max-w-3xl space-y-6 py-8 md:py-12">
      <Link
        to={ROUTES.messages}
        className="inline-flex items-center gap-2 text-sm text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" /> Back to messages
      </Link>
      <div className="space-y-2 [overflow-wrap:anywhere]">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        {lead && <p className="text-muted">{lead}</p>}
      </div>
      {children}
    </PageContainer>
  );
}

/** Under the name: the quant's headline, or the application the conversation is about. */
function leadOf(target: ComposeTarget, recipient: RecipientAnswer): string | null {
  if (recipient.positionTitle) {
    return target.as === 'quant'
      ? `About your application for ${recipient.positionTitle}`
      : `About their application for ${recipient.positionTitle}`;
  }
  return recipient.headline;
}

/** The firm's limits, said before it writes: how many new conversations today, and one message until a reply. */
function rulesOf(target: ComposeTarget, recipient: RecipientAnswer): string | null {
  if (target.as !== 'company' || recipient.remainingToday === null) return null;
  const n = recipient.remainingToday;
  return `You can start ${n} more conversation${n === 1 ? '' : 's'} today, and send one message in each until they reply.`;
}

function Compose({ target }: { target: ComposeTarget }) {
  const recipient = useRecipient(target);
  if (recipient.isPending) {
    return (
      <PageContainer className="flex justify-center">
        <Spinner label="Loading recipient" />
      </PageContainer>
    );
  }
  if (recipient.isError) {
    // The server's word on this recipient (hidden, not an applicant, no company): said as it is, no retry.
    const refused =
      recipient.error instanceof ApiError && recipient.error.status >= 400 && recipient.error.status < 500;
    return (
      <Frame title="New message">
        {refused ? (
          <p className="text-muted">{recipient.error.message}</p>
        ) : (
          <LoadError message={recipient.error.message} onRetry={() => void recipient.refetch()} />
        )}
      </Frame>
    );
  }
  const answer = recipient.data;
  if (answer.existingConversationId) return <Navigate to={conversationPath(answer.existingConversationId)} replace />;
  return (
    <Frame title={`Write to ${answer.name}`} lead={leadOf(target, answer)}>
      {answer.canStart ? (
        <ComposeForm target={target} rules={rulesOf(target, answer)} />
      ) : (
        <p className="rounded-lg border border-border bg-surface p-4 text-sm">{answer.cannotStartReason}</p>
      )}
    </Frame>
  );
}

/**
 * /messages/new?profile=… (a firm, from the directory) or ?application=…&as=company|quant: the first message of a
 * conversation. An existing conversation with the same person opens instead.
 */
export function NewConversationPage() {
  const [search] = useSearchParams();
  const target = useMemo(() => composeTargetFrom(search), [search]);
  if (!target) {
    return (
      <Frame title="New message">
        <p className="text-muted">{MESSAGE_MESSAGES.recipientRequired}.</p>
      </Frame>
    );
  }
  return <Compose target={target} />;
}

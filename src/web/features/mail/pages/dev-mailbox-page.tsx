import { useQuery } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { Fragment } from 'react';
import { LoadError } from '../../../components/layout/load-error';
import { PageContainer, PageHeader } from '../../../components/layout/page';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { getDevMailbox } from '../api';
import { isMailboxRefusal, MailboxUnavailable } from '../components/mailbox-unavailable';

const URL_PATTERN = /(https?:\/\/\S+)/g;

/** The mail text with its links clickable; everything else stays plain text. */
function MailText({ text }: { text: string }) {
  return (
    <p className="text-sm whitespace-pre-wrap text-muted">
      {text.split(URL_PATTERN).map((part, index) =>
        index % 2 === 1 ? (
          <a key={index} href={part} className="break-all text-primary underline underline-offset-4">
            {part}
          </a>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </p>
  );
}

/** The development mailbox: what the server would have e-mailed, when no SMTP server is configured. */
export function DevMailboxPage() {
  const { data, isPending, isError, error, refetch } = useQuery({
    queryKey: ['dev-mailbox'],
    queryFn: ({ signal }) => getDevMailbox(signal),
    // Switched off (404) or refused (403) stays so until the server is reconfigured: no retries, no polling.
    retry: (failures, failure) => !isMailboxRefusal(failure) && failures < 3,
    refetchInterval: (query) => (isMailboxRefusal(query.state.error) ? false : 3000),
  });
  return (
    <PageContainer className="max-w-3xl">
      <PageHeader
        title="Development mailbox"
        lead="Mail the server sent while no SMTP server is configured. Newest first; refreshes every few seconds."
      />
      <div className="mt-10 space-y-4">
        {isPending ? (
          <div className="flex justify-center py-12">
            <Spinner label="Loading mail" />
          </div>
        ) : isMailboxRefusal(error) ? (
          <MailboxUnavailable message={error.message} />
        ) : isError ? (
          <LoadError message={error.message} onRetry={() => void refetch()} />
        ) : data.messages.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-border p-12 text-center">
            <Inbox aria-hidden className="size-8 text-muted" />
            <p>No mail yet.</p>
            <p className="text-sm text-muted">Sign up or ask for a sign-in link, and the message appears here.</p>
          </div>
        ) : (
          data.messages.map((message) => (
            <Card key={message.id} role="article" aria-labelledby={`mail-${message.id}`}>
              <CardHeader>
                <h2 id={`mail-${message.id}`} className="text-base font-semibold">
                  {message.subject}
                </h2>
                <p className="text-xs text-muted">
                  To {message.to} · {new Date(message.createdAt).toLocaleString()}
                </p>
              </CardHeader>
              <CardContent>
                <MailText text={message.text} />
                {message.attachments.length > 0 && (
                  <ul aria-label="Attachments" className="mt-3 flex flex-wrap gap-3 text-sm">
                    {message.attachments.map((file) => (
                      <li key={file.filename}>
                        <a
                          download={file.filename}
                          href={`data:${file.contentType};charset=utf-8,${encodeURIComponent(file.content)}`}
                          className="text-primary underline underline-offset-4"
                        >
                          {file.filename}
                        </a>
                      </li>
                    ))}
                  </ul>
                )}
              </CardContent>
            </Card>
          ))
        )}
      </div>
    </PageContainer>
  );
}

import { messageParts } from '../message-links';

/**
 * A message's text as written: React escapes it, and http(s) addresses become links that open in a new tab,
 * carry no referrer and tell search engines nothing. Nothing is fetched or previewed.
 */
export function MessageBody({ body }: { body: string }) {
  return (
    <>
      {messageParts(body).map((part, index) =>
        part.kind === 'link' ? (
          <a
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
            className="text-primary underline underline-offset-2"
          >
            {part.text}
          </a>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}

/** A run of a message's text: plain, or a web address shown as a link. */
export type MessagePart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/** http(s) addresses up to the next space or angle bracket; quotes end one too (a pasted "https://…"). */
const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+/gi;
/** Punctuation that ends a sentence after an address rather than belonging to it. */
const TRAILING_PUNCTUATION = /[.,;:!?)\]}]+$/;

const count = (text: string, character: string) => text.split(character).length - 1;
const OPENERS: Record<string, string> = { ')': '(', ']': '[', '}': '{' };

/** Closing brackets that the address opened itself stay part of it (a Wikipedia title "Kelly_(criterion)"). */
function trimTrailing(candidate: string): string {
  let address = candidate;
  while (TRAILING_PUNCTUATION.test(address)) {
    const last = address.at(-1)!;
    const opener = OPENERS[last];
    if (opener && count(address, opener) >= count(address, last)) break;
    address = address.slice(0, -1);
  }
  return address;
}

function isWebAddress(text: string): boolean {
  try {
    return new URL(text).hostname !== '';
  } catch {
    return false;
  }
}

/**
 * A message's text split into plain runs and http(s) links, so the thread can make addresses clickable while
 * React escapes everything else. Nothing is fetched or previewed: the link is only an <a>.
 */
export function messageParts(body: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let from = 0;
  for (const match of body.matchAll(URL_PATTERN)) {
    const address = trimTrailing(match[0]);
    // "https://" followed by punctuation alone is not an address.
    if (!isWebAddress(address)) continue;
    if (match.index > from) parts.push({ kind: 'text', text: body.slice(from, match.index) });
    parts.push({ kind: 'link', text: address, href: address });
    from = match.index + address.length;
  }
  if (from < body.length) parts.push({ kind: 'text', text: body.slice(from) });
  return parts;
}

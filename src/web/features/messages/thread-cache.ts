import type { Conversation, Message } from '../../../shared/contracts/messages';

/** Message ids are 64-bit integers written in decimal: compared as BigInt, never as strings or floats. */
export function compareMessageIds(a: string, b: string): number {
  const x = BigInt(a);
  const y = BigInt(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Both lists' messages once each, oldest first. */
function union(a: Message[], b: Message[]): Message[] {
  const byId = new Map<string, Message>();
  for (const message of [...a, ...b]) byId.set(message.id, message);
  return [...byId.values()].sort((x, y) => compareMessageIds(x.id, y.id));
}

/**
 * The thread after a poll: the newest page as fetched, plus the older messages already on screen (loaded with
 * "Load older messages") when the two meet without a gap. If more messages arrived between two polls than a page
 * holds, the older ones are dropped and can be loaded again, rather than showing a hole.
 */
export function mergeNewest(previous: Conversation | undefined, newest: Conversation): Conversation {
  const shown = previous?.id === newest.id ? previous.messages : [];
  const oldestFetched = newest.messages[0];
  const newestShown = shown.at(-1);
  if (!newestShown || !oldestFetched) return newest;
  const meets = newest.olderCursor === null || compareMessageIds(oldestFetched.id, newestShown.id) <= 0;
  if (!meets) return newest;
  // The cursor belongs to whichever list reaches further back.
  const shownReachesFurther = compareMessageIds(shown[0]!.id, oldestFetched.id) <= 0;
  return {
    ...newest,
    messages: union(shown, newest.messages),
    olderCursor: shownReachesFurther ? previous!.olderCursor : newest.olderCursor,
  };
}

/** The thread with a page of older messages put before what is shown. */
export function withOlder(current: Conversation, older: Conversation): Conversation {
  return { ...current, messages: union(older.messages, current.messages), olderCursor: older.olderCursor };
}

/** The newest message written from the other side, whose arrival the caller marks read. */
export function newestFromOtherSide(conversation: Conversation): Message | undefined {
  return conversation.messages.findLast((message) => message.side !== conversation.side);
}

/**
 * The read receipt under the caller's side's newest message: "Seen" once the other side has read through it.
 * Firm members share a conversation, so a colleague's message counts as their side's too.
 */
export function readReceipt(conversation: Conversation): { messageId: string; label: 'Seen' | 'Sent' } | null {
  const mine = conversation.messages.findLast((message) => message.side === conversation.side);
  if (!mine) return null;
  const through = conversation.readByOtherThrough;
  const seen = through !== null && compareMessageIds(through, mine.id) >= 0;
  return { messageId: mine.id, label: seen ? 'Seen' : 'Sent' };
}

/**
 * How often an open thread and the header's unread badge ask for news (decision 0019: polling, not SSE). Apart from
 * message-rules.ts, which re-exports it: the header's badge is in every page's first load, and the rest of the rules
 * (the messages' texts, the reasons' labels) are needed only by the pages that show them.
 */
export const MESSAGE_POLL_MS = 2_000;

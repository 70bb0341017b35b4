import { MESSAGE_POLL_MS } from '../../shared/message-poll';

/**
 * What a page shows of another person's decisions (an application's stage, an interview invitation, a proposal's
 * answer) is asked for again as often as an open thread asks for messages, while the tab is visible, so it reaches
 * an open page as messages do (decision 0019: polling, not a push channel). A failed poll keeps what was shown.
 */
export const LIVE_QUERY = {
  refetchInterval: MESSAGE_POLL_MS,
  refetchIntervalInBackground: false,
  staleTime: MESSAGE_POLL_MS,
} as const;

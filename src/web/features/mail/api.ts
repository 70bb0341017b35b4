import { api } from '../../lib/api-client';

/** The development mailbox's messages, newest first (GET /api/dev/mailbox). */
export function getDevMailbox(signal?: AbortSignal) {
  return api.get('/dev/mailbox', { signal });
}

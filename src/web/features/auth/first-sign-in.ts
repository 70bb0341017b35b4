import type { AccountEvent } from '../../../shared/contracts/audit-log';

/** How young an account must be for its sign-in to be greeted as its first (older ones predate the audit log). */
const NEW_ACCOUNT_MS = 24 * 60 * 60 * 1000;

/**
 * Whether a sign-in is the account's first: the account is under a day old and its only sign-in in the audit log
 * (the server records each device's first, stamped with its session's creation) is this session's. Signing out and
 * in again keeps the one event, stamped with the earlier session, so that visitor is welcomed back.
 */
export function isFirstSignInOf(input: {
  accountCreatedAt: string;
  sessionCreatedAt: string;
  /** The newest page of the account's own events. */
  events: readonly Pick<AccountEvent, 'action' | 'at'>[];
  hasMore: boolean;
  now: number;
}): boolean {
  const signIns = input.events.filter((event) => event.action === 'sign_in_new_device');
  const [only] = signIns;
  if (input.hasMore || signIns.length !== 1 || !only) return false;
  const accountAge = input.now - Date.parse(input.accountCreatedAt);
  return accountAge < NEW_ACCOUNT_MS && Date.parse(only.at) === Date.parse(input.sessionCreatedAt);
}

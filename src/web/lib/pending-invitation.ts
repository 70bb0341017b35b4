import type { Location } from 'react-router';
import { ROUTES } from '../../shared/routes';

/**
 * A company invitation the visitor opened before having an account. Kept in this browser while they sign up and
 * confirm their address, so that signing in lands on "Join <company>" instead of the home page; the welcome e-mail
 * points a person who confirms in another browser back to the invitation e-mail.
 */
export interface PendingInvitation {
  token: string;
  email: string;
  companyName: string;
  /** ISO time after which the invitation no longer works. */
  expiresAt: string;
}

const KEY = 'quantleap.pending-invitation';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage refused (a privacy mode): the invitation link still works by hand
  }
}

export function rememberInvitation(invitation: PendingInvitation): void {
  storage()?.setItem(KEY, JSON.stringify(invitation));
}

export function forgetInvitation(): void {
  storage()?.removeItem(KEY);
}

/** The remembered invitation while it can still be accepted; null otherwise. */
export function pendingInvitation(now = Date.now()): PendingInvitation | null {
  const raw = storage()?.getItem(KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PendingInvitation>;
    const { token, email, companyName, expiresAt } = value;
    if (typeof token !== 'string' || typeof email !== 'string' || typeof companyName !== 'string') return null;
    if (typeof expiresAt !== 'string' || !(Date.parse(expiresAt) > now)) {
      forgetInvitation();
      return null;
    }
    return { token, email, companyName, expiresAt };
  } catch {
    forgetInvitation();
    return null;
  }
}

/** The invitation page for a remembered invitation; its token stays in the fragment, which no server sees. */
export function invitationPath(invitation: PendingInvitation): string {
  return `${ROUTES.companyInvitation}#token=${encodeURIComponent(invitation.token)}`;
}

/**
 * Where signing in leads: back where the visitor came from, else to an invitation they opened before having an
 * account, else home.
 */
export function afterSignInPath(from: Location | undefined): string {
  if (from) return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
  const invitation = pendingInvitation();
  return invitation ? invitationPath(invitation) : ROUTES.home;
}

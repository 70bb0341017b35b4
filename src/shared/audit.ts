/**
 * The audit log's vocabulary (issue 43): what operators did, and what happened to an account's security. The label
 * is what operators read in the console and what a person reads about their own account on /profile.
 */
export const AUDIT_ACTIONS = [
  'sign_in_new_device',
  'password_changed',
  'password_reset',
  'two_factor_enabled',
  'two_factor_disabled',
  'ownership_transferred',
  'company_verified',
  'company_rejected',
  'company_suspended',
  'company_restored',
  'account_suspended',
  'account_restored',
  'report_resolved',
  'report_dismissed',
  'report_warned',
  'compensation_approved',
  'compensation_hidden',
  'compensation_unhidden',
  'inbox_handled',
  'inbox_unhandled',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  sign_in_new_device: 'Signed in from a new device',
  password_changed: 'Password changed',
  password_reset: 'Password reset by e-mail link',
  two_factor_enabled: 'Two-factor authentication turned on',
  two_factor_disabled: 'Two-factor authentication turned off',
  ownership_transferred: 'Company ownership transferred',
  company_verified: 'Company verified by an operator',
  company_rejected: 'Company verification refused by an operator',
  company_suspended: 'Company suspended',
  company_restored: 'Company restored',
  account_suspended: 'Account suspended',
  account_restored: 'Account restored',
  report_resolved: 'Report resolved',
  report_dismissed: 'Report dismissed',
  report_warned: 'Warned after a report',
  compensation_approved: 'Held compensation entry approved',
  compensation_hidden: 'Compensation entry hidden',
  compensation_unhidden: 'Compensation entry shown again',
  inbox_handled: 'Waitlist entry or contact message marked handled',
  inbox_unhandled: 'Waitlist entry or contact message marked not handled',
};

/** Who acted: an operator, or the account's own holder. */
export const AUDIT_ACTOR_KINDS = ['operator', 'account'] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

export const AUDIT_PAGE_SIZE = 25;

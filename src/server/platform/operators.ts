/**
 * Operators are the accounts whose e-mail is in ADMIN_EMAILS (DESIGN.md "Who is who"). Compared trimmed and
 * case-insensitively, as config lists are typed by hand.
 */
export function operatorEmails(adminEmails: readonly string[]): (email: string) => boolean {
  const operators = new Set(adminEmails.map((email) => email.trim().toLowerCase()).filter(Boolean));
  return (email) => operators.has(email.trim().toLowerCase());
}

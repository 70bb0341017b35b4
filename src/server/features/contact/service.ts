import type { ContactSubmission } from '../../../shared/contact';
import type { Db } from '../../db/client';
import { contactSubmissions } from '../../db/schema';

/** Stores what the person typed (already trimmed by the schema); it is only ever rendered as text or escaped. */
export async function createContactSubmission(
  db: Db,
  input: ContactSubmission,
  csrfToken: string,
): Promise<{ id: string }> {
  const isNewsletter = input.formType === 'newsletter';
  const [row] = await db
    .insert(contactSubmissions)
    .values({
      formType: input.formType,
      email: input.email,
      name: isNewsletter ? null : input.name,
      message: isNewsletter ? null : input.message || null,
      company: isNewsletter ? null : input.company || null,
      role: input.formType === 'waitlist' ? input.role : null,
      newsletterSignup: isNewsletter ? true : input.newsletterSignup,
      csrfToken,
    })
    .returning({ id: contactSubmissions.id });
  if (!row) throw new Error('insert returned no row');
  return row;
}

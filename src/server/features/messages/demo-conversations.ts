import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conversations, internshipPositions, userApplications } from '../../db/schema';
import { findCompanyAccess } from '../../platform/company-access';
import type { Caller } from './parties';
import { sendMessage } from './send';
import { startConversation } from './start';

/**
 * `npm run seed:demo`: two conversations of the demo company with its demo applicants, so /messages has something
 * to show on a fresh install. The firm wrote first to one (with an offer; the applicant answered, the firm
 * replied), the other applicant asked about their application and waits for an answer. They belong to the demo
 * company and demo accounts, so removing those removes them. Idempotent. Returns how many were added.
 */
export async function seedDemoConversations(db: Db, companyId: string, ownerUserId: string): Promise<number> {
  const company = await findCompanyAccess(db, ownerUserId);
  if (!company || company.id !== companyId) return 0;
  const firm: Caller = { userId: ownerUserId, company };
  const applications = await db
    .select({ id: userApplications.id, userId: userApplications.userId, title: internshipPositions.title })
    .from(userApplications)
    .innerJoin(internshipPositions, eq(internshipPositions.id, userApplications.opportunityId))
    .where(eq(userApplications.companyId, companyId))
    .orderBy(asc(userApplications.createdAt))
    .limit(2);
  let added = 0;
  for (const [index, application] of applications.entries()) {
    const [existing] = await db
      .select({ id: conversations.id })
      .from(conversations)
      .where(and(eq(conversations.companyId, companyId), eq(conversations.quantUserId, application.userId)));
    if (existing) continue;
    const applicant: Caller = { userId: application.userId, company: undefined };
    if (index === 0) {
      const { id } = await startConversation(
        db,
        firm,
        {
          as: 'company',
          to: { kind: 'application', applicationId: application.id },
          offer: {
            roleTitle: application.title,
            roleCategory: 'Quant Researcher',
            level: 'Intern',
            region: 'North America',
            remote: false,
            location: 'New York, NY',
            pay: { period: 'month', min: 9500, max: 11000, bonus: null },
            nextStep: 'A 30-minute call with the research lead this week',
          },
          body: 'Thanks for applying. Your thesis on volatility forecasting stood out: could we talk this week?',
        },
        Number.MAX_SAFE_INTEGER,
      );
      await sendMessage(db, applicant, id, 'Thank you! Thursday or Friday afternoon (New York time) works for me.');
      await sendMessage(db, firm, id, 'Thursday at 3 pm then. I will send a video link the day before.');
    } else {
      await startConversation(
        db,
        applicant,
        {
          as: 'quant',
          to: { kind: 'application', applicationId: application.id },
          body: 'Hello! Is the internship open to students graduating in 2027, and is there a remote option?',
        },
        Number.MAX_SAFE_INTEGER,
      );
    }
    added += 1;
  }
  return added;
}

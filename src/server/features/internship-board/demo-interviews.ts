import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { interviewBatches, interviewSlots, userApplications } from '../../db/schema';

const DAY_MS = 86_400_000;

/**
 * `npm run seed:demo`: the demo company's shortlisted applicants have each booked an interview two days from now
 * at 14:00 UTC, so its dashboard's Pending Interviews and the interviews ahead show real bookings. Idempotent: an
 * application that already holds a time is left alone. Removing the demo company removes them. Returns how many
 * were booked.
 */
export async function seedDemoInterviews(db: Db, companyId: string, creatorName: string, now = new Date()) {
  const waiting = await db
    .select({ id: userApplications.id })
    .from(userApplications)
    .leftJoin(interviewSlots, eq(interviewSlots.applicationId, userApplications.id))
    .where(
      and(
        eq(userApplications.companyId, companyId),
        eq(userApplications.status, 'Shortlisted'),
        isNull(interviewSlots.id),
      ),
    );
  if (waiting.length === 0) return 0;
  const startsAt = new Date(now.getTime() + 2 * DAY_MS);
  startsAt.setUTCHours(14, 0, 0, 0);
  return db.transaction(async (tx) => {
    const [batch] = await tx
      .insert(interviewBatches)
      .values({ companyId, creatorName, durationMinutes: 45, location: 'Video call (demo), link sent by e-mail' })
      .returning({ id: interviewBatches.id });
    await tx.insert(interviewSlots).values(
      waiting.map((application, i) => {
        const start = new Date(startsAt.getTime() + i * DAY_MS);
        return {
          batchId: batch!.id,
          companyId,
          startsAt: start,
          endsAt: new Date(start.getTime() + 45 * 60_000),
          applicationId: application.id,
          bookedAt: now,
        };
      }),
    );
    return waiting.length;
  });
}

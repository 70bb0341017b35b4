import { and, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import { ROUTES } from '../../../shared/routes';
import type { Db } from '../../db/client';
import { companyMembers, companyProfiles, internshipPositions, user } from '../../db/schema';
import type { Mailer } from '../../platform/mail/mailer';
import { stalePositionsClosedMail, stillHiringMail } from '../../platform/mail/templates';

/** An open position nobody changed for this long asks its firm whether it is still hiring. */
export const STALE_AFTER_DAYS = 30;
/** Without an answer this long after asking, the position closes itself. */
export const CLOSE_AFTER_DAYS = 14;

const DAY_MS = 86_400_000;
const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

export interface SweepResult {
  asked: number;
  closed: number;
}

/** The day a position asked at `askedAt` closes without an answer. */
export function closesOn(askedAt: Date): Date {
  return new Date(askedAt.getTime() + CLOSE_AFTER_DAYS * DAY_MS);
}

/**
 * Finds open positions nobody touched for 30 days, asks their firm (every member, by e-mail) whether it is still
 * hiring, and closes those asked 14 days ago without an answer. Each step claims its rows with one UPDATE … RETURNING,
 * so several processes may sweep at once and each position is asked, and closed, once.
 */
export async function sweepStalePositions(
  db: Db,
  mailer: Mailer,
  publicUrl: string,
  now: Date = new Date(),
): Promise<SweepResult> {
  const asked = await db
    .update(internshipPositions)
    .set({ hiringCheckSentAt: now })
    .where(
      and(
        eq(internshipPositions.status, 'Open'),
        isNotNull(internshipPositions.companyId),
        isNull(internshipPositions.hiringCheckSentAt),
        lt(internshipPositions.updatedAt, new Date(now.getTime() - STALE_AFTER_DAYS * DAY_MS)),
      ),
    )
    .returning({ companyId: internshipPositions.companyId, title: internshipPositions.title });

  const closed = await db
    .update(internshipPositions)
    .set({ status: 'Closed', hiringCheckSentAt: null, updatedAt: now })
    .where(
      and(
        eq(internshipPositions.status, 'Open'),
        isNotNull(internshipPositions.companyId),
        lt(internshipPositions.hiringCheckSentAt, new Date(now.getTime() - CLOSE_AFTER_DAYS * DAY_MS)),
      ),
    )
    .returning({ companyId: internshipPositions.companyId, title: internshipPositions.title });

  const boardUrl = `${publicUrl}${ROUTES.internshipBoard}`;
  for (const [companyId, titles] of byCompany(asked)) {
    await tellMembers(db, mailer, companyId, (companyName) =>
      stillHiringMail({ companyName, titles, closesOn: DAY.format(closesOn(now)), url: boardUrl }),
    );
  }
  for (const [companyId, titles] of byCompany(closed)) {
    await tellMembers(db, mailer, companyId, (companyName) =>
      stalePositionsClosedMail({ companyName, titles, url: boardUrl }),
    );
  }
  return { asked: asked.length, closed: closed.length };
}

function byCompany(rows: { companyId: string | null; title: string }[]): Map<string, string[]> {
  const grouped = new Map<string, string[]>();
  for (const { companyId, title } of rows) {
    if (companyId) grouped.set(companyId, [...(grouped.get(companyId) ?? []), title]);
  }
  return grouped;
}

async function tellMembers(
  db: Db,
  mailer: Mailer,
  companyId: string,
  template: (companyName: string) => ReturnType<typeof stillHiringMail>,
): Promise<void> {
  const members = await db
    .select({ email: user.email, companyName: companyProfiles.name })
    .from(companyMembers)
    .innerJoin(user, eq(user.id, companyMembers.userId))
    .innerJoin(companyProfiles, eq(companyProfiles.id, companyMembers.companyId))
    .where(eq(companyMembers.companyId, companyId));
  for (const member of members) await mailer.send({ to: member.email, ...template(member.companyName) });
}

import { and, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import { EXPIRY_NOTICE_DAYS } from '../../../shared/projects';
import { ROUTES } from '../../../shared/routes';
import type { Db } from '../../db/client';
import { companyMembers, companyProfiles, projects, user } from '../../db/schema';
import type { Mailer } from '../../platform/mail/mailer';
import { projectListingEndingMail } from '../../platform/mail/templates';

const DAY_MS = 86_400_000;
const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const TIME = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });

export interface ProjectSweepResult {
  /** Listings whose company was told they end within EXPIRY_NOTICE_DAYS. */
  noticed: number;
  /** Listings closed because their end has passed. */
  closed: number;
}

/** "Nov 28, 2026 at 14:05 UTC": the listing ends at an exact time, and firms read the mail in any time zone. */
export function listingEndWords(end: Date): string {
  return `${DAY.format(end)} at ${TIME.format(end)} UTC`;
}

/**
 * Issue 17: a LeapMarket listing ends itself when its 30 or 60 days are over, and its company is e-mailed
 * EXPIRY_NOTICE_DAYS before. Each step claims its rows with one UPDATE … RETURNING whose condition the claim itself
 * falsifies (status no longer 'published'; expiry_notice_at no longer null), so several processes may sweep at once
 * and each listing is closed once and noticed once per listing period (renewing and reopening clear the notice).
 */
export async function sweepProjectListings(
  db: Db,
  mailer: Mailer,
  publicUrl: string,
  now: Date = new Date(),
): Promise<ProjectSweepResult> {
  // Closing first: a listing whose end has passed (the server was down, say) is closed, not told it "ends" then.
  // LeapMarket already stopped listing it at expires_at, so closed_at is that moment rather than the sweep's.
  const closed = await db
    .update(projects)
    .set({ status: 'closed', closedAt: sql`${projects.expiresAt}`, updatedAt: now })
    .where(and(eq(projects.status, 'published'), lte(projects.expiresAt, now)))
    .returning({ id: projects.id });

  // Only a verified company's listings are noticed: an unverified company's are not shown on LeapMarket and it could
  // not renew them, so the notice would promise what the renew route refuses. Verified again before the end, it is
  // noticed by the next sweep.
  const noticed = await db
    .update(projects)
    .set({ expiryNoticeAt: now })
    .where(
      and(
        eq(projects.status, 'published'),
        sql`exists (select 1 from ${companyProfiles} where ${companyProfiles.id} = ${projects.companyId} and ${companyProfiles.verification} = 'verified')`,
        isNull(projects.expiryNoticeAt),
        gt(projects.expiresAt, now),
        lte(projects.expiresAt, new Date(now.getTime() + EXPIRY_NOTICE_DAYS * DAY_MS)),
      ),
    )
    .returning({
      companyId: projects.companyId,
      title: projects.title,
      expiresAt: projects.expiresAt,
      renewedAt: projects.renewedAt,
    });

  const members = await membersOf(db, [...new Set(noticed.map((p) => p.companyId))]);
  const url = `${publicUrl}${ROUTES.companyDashboard}`;
  for (const project of noticed) {
    const mail = (companyName: string) =>
      projectListingEndingMail({
        companyName,
        projectTitle: project.title,
        endsOn: listingEndWords(project.expiresAt!),
        renewable: project.renewedAt === null,
        url,
      });
    for (const member of members.get(project.companyId) ?? []) {
      await mailer.send({ to: member.email, ...mail(member.companyName) });
    }
  }
  return { noticed: noticed.length, closed: closed.length };
}

/** Every member (owner and recruiters) of each company, with the company's name, in one statement. */
async function membersOf(db: Db, companyIds: string[]) {
  const byCompany = new Map<string, { email: string; companyName: string }[]>();
  if (companyIds.length === 0) return byCompany;
  const rows = await db
    .select({ companyId: companyMembers.companyId, email: user.email, companyName: companyProfiles.name })
    .from(companyMembers)
    .innerJoin(user, eq(user.id, companyMembers.userId))
    .innerJoin(companyProfiles, eq(companyProfiles.id, companyMembers.companyId))
    .where(inArray(companyMembers.companyId, companyIds));
  for (const { companyId, ...member } of rows) byCompany.set(companyId, [...(byCompany.get(companyId) ?? []), member]);
  return byCompany;
}

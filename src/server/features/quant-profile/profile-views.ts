import { desc, eq } from 'drizzle-orm';
import type { ProfileView } from '../../../shared/contracts/quant-profile';
import type { Db } from '../../db/client';
import { companyProfiles, quantProfileViews } from '../../db/schema';

/**
 * "Who viewed my profile": the companies that opened the quant's full profile, newest first, with how often.
 * The firm side records a view (once per company, counted); this only reads the caller's own.
 */
export async function listProfileViews(db: Db, userId: string): Promise<ProfileView[]> {
  const rows = await db
    .select({
      companyName: companyProfiles.name,
      companySlug: companyProfiles.slug,
      lastViewedAt: quantProfileViews.lastViewedAt,
      viewCount: quantProfileViews.viewCount,
    })
    .from(quantProfileViews)
    .innerJoin(companyProfiles, eq(companyProfiles.id, quantProfileViews.companyId))
    .where(eq(quantProfileViews.quantUserId, userId))
    .orderBy(desc(quantProfileViews.lastViewedAt), companyProfiles.name);
  return rows.map((row) => ({ ...row, lastViewedAt: row.lastViewedAt.toISOString() }));
}

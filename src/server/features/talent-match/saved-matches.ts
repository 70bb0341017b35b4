import { and, desc, eq, inArray } from 'drizzle-orm';
import type { MatchRun, RecentMatch } from '../../../shared/contracts/talent';
import { canonicalSkill } from '../../../shared/skill-synonyms';
import { MATCH_MESSAGES, RECENT_MATCHES_LIMIT, type MatchCriteria } from '../../../shared/talent-match';
import type { Db } from '../../db/client';
import { quantProfiles, talentMatches } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import type { CompanyAccess } from '../../platform/company-access';
import { listedFor } from '../../platform/talent-visibility';
import { listOwnPositions } from '../internship-board/service';
import { ownProjectTitle } from '../projects/service';
import { rankTalent } from './ranking';

type Company = Pick<CompanyAccess, 'id' | 'domain'>;
const TOP_SHOWN = 5;

/** What a match was for: its position's or project's title, else its job title, else its first required skills. */
function titleOf(criteria: MatchCriteria, sourceTitle: string | undefined): string {
  if (sourceTitle) return sourceTitle;
  if (criteria.jobTitle) return criteria.jobTitle;
  const skills = criteria.requiredSkills.map(canonicalSkill);
  return skills.length > 0 ? skills.slice(0, 3).join(', ') : 'Description match';
}

/**
 * The title of the position or project the criteria came from; 404 when it is not one of the company's own (another
 * company's, or gone), before anything is ranked or saved.
 */
async function sourceTitle(db: Db, company: Company, criteria: MatchCriteria): Promise<string | undefined> {
  if (criteria.positionId) {
    const position = (await listOwnPositions(db, company.id)).find((p) => p.id === criteria.positionId);
    if (!position) throw new AppError('NOT_FOUND', MATCH_MESSAGES.positionNotFound);
    return position.title;
  }
  if (criteria.projectId) {
    const title = await ownProjectTitle(db, company.id, criteria.projectId);
    if (title === null) throw new AppError('NOT_FOUND', MATCH_MESSAGES.projectNotFound);
    return title;
  }
  return undefined;
}

/** Ranks, then saves the criteria and the top results as one of the company's recent matches. */
export async function runMatch(
  db: Db,
  company: Company,
  by: { id: string; name: string },
  criteria: MatchCriteria,
): Promise<MatchRun> {
  const title = titleOf(criteria, await sourceTitle(db, company, criteria));
  const ranking = await rankTalent(db, company, criteria);
  const [saved] = await db
    .insert(talentMatches)
    .values({
      companyId: company.id,
      createdByUserId: by.id,
      createdByName: by.name,
      title,
      criteria,
      results: ranking.results.map((r) => ({ profileId: r.profile.id, percent: r.percent })),
    })
    .returning({ id: talentMatches.id, createdAt: talentMatches.createdAt });
  return {
    id: saved!.id,
    title,
    createdAt: saved!.createdAt.toISOString(),
    criteria,
    total: ranking.total,
    totalCapped: ranking.totalCapped,
    results: ranking.results,
  };
}

/**
 * The company's recent matches, newest first. Their saved results are read back through listedFor, so a quant who
 * has since hidden their profile or blocked the company is no longer in them.
 */
export async function recentMatches(db: Db, company: Company): Promise<RecentMatch[]> {
  const matches = await db
    .select()
    .from(talentMatches)
    .where(eq(talentMatches.companyId, company.id))
    .orderBy(desc(talentMatches.createdAt), desc(talentMatches.id))
    .limit(RECENT_MATCHES_LIMIT);
  const ids = [...new Set(matches.flatMap((m) => m.results.map((r) => r.profileId)))];
  const visible =
    ids.length === 0
      ? []
      : await db
          .select({ id: quantProfiles.id, fullName: quantProfiles.fullName })
          .from(quantProfiles)
          .where(and(inArray(quantProfiles.id, ids), listedFor(company)));
  const names = new Map(visible.map((p) => [p.id, p.fullName?.trim() || 'Unknown User']));
  return matches.map((m) => ({
    id: m.id,
    title: m.title,
    createdAt: m.createdAt.toISOString(),
    createdByName: m.createdByName,
    criteria: m.criteria,
    top: m.results
      .filter((r) => names.has(r.profileId))
      .slice(0, TOP_SHOWN)
      .map((r) => ({ profileId: r.profileId, fullName: names.get(r.profileId)!, percent: r.percent })),
  }));
}

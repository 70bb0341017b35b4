import { and, asc, desc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { TalentPage, TalentProfile } from '../../../shared/contracts/talent';
import { parseEducation, parseExperience, withoutPlaceholders } from '../../../shared/quant-profile';
import {
  effectiveSort,
  TALENT_COUNT_CAP,
  TALENT_MESSAGES,
  TALENT_PAGE_SIZE,
  type TalentQuery,
} from '../../../shared/talent';
import type { Db } from '../../db/client';
import { profiles, quantProfileViews, quantProfiles, quantSearch } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import type { CompanyAccess } from '../../platform/company-access';
import { listedFor, searchListedFor } from '../../platform/talent-visibility';
import { countUpTo } from './capped-count';
import { filterKeyGroups, hasAnyKey } from './filter-keys';
import { keywordCondition, keywordRank } from './keyword';
import { rateHigh, rateLow } from './rate-range';
import { talentCardColumns, toTalentCard } from './talent-card';

type Viewer = Pick<CompanyAccess, 'id' | 'domain'>;

/**
 * Every filter of the directory as SQL on quant_search (the narrow search table), on top of what the company may
 * see at all. Skills, experience bands, education and availability are all filter keys, so the GIN index on
 * filter_keys intersects them.
 */
export function talentConditions(company: Viewer, query: TalentQuery): SQL {
  const conditions: (SQL | undefined)[] = [searchListedFor(company)];
  if (query.q) conditions.push(keywordCondition(query.q));
  for (const group of filterKeyGroups(query)) conditions.push(hasAnyKey(group));
  // The firm's range and the quant's overlap; a quant without a rate has none to overlap.
  if (query.rateMin !== undefined) conditions.push(sql`${rateHigh} >= ${query.rateMin}`);
  if (query.rateMax !== undefined) conditions.push(sql`${rateLow} <= ${query.rateMax}`);
  return and(...conditions)!;
}

/**
 * One page of the quants `company` may see, filtered and sorted by the server (spec §2 Talent directory), in one
 * statement on quant_search (decision 0034):
 *  - `matching`: the first TALENT_COUNT_CAP + 1 matches in the order's index (newest, or the lowest rate; a
 *    keyword's relevance takes the newest), so no request reads more than that many matches, and their number is
 *    the capped count;
 *  - `shown`: the first TALENT_COUNT_CAP of them, the most a firm pages through (50 pages). Sorted by relevance,
 *    these are the newest matches, ranked by ts_rank: a keyword matching more profiles than that ranks its newest
 *    1,000, not all of them (the contract says so);
 *  - `page`: the page's 20 of them; then only those 20 are read from quant_profiles for their cards, through the
 *    same visibility rule.
 */
export async function listTalent(db: Db, company: Viewer, query: TalentQuery): Promise<TalentPage> {
  const sort = effectiveSort(query);
  const byRate = sort === 'rate';
  const rank = sort === 'relevance' && query.q ? keywordRank(query.q) : sql<number>`0::real`;
  // Only what the order needs, so the unfiltered pages read the order's index alone (it holds the user for blocks).
  const matching = db.$with('matching').as(
    db
      .select({
        profileId: quantSearch.profileId,
        sortKey: sql`${byRate ? quantSearch.rateLow : quantSearch.createdAt}`.as('sort_key'),
        rank: rank.as('rank'),
      })
      .from(quantSearch)
      .where(talentConditions(company, query))
      .orderBy(
        ...(byRate
          ? [sql`${quantSearch.rateLow} asc nulls last`, asc(quantSearch.profileId)]
          : [desc(quantSearch.createdAt), desc(quantSearch.profileId)]),
      )
      .limit(TALENT_COUNT_CAP + 1),
  );
  const inOrder = (of: Record<'profileId' | 'sortKey' | 'rank', SQLWrapper>, ranked: boolean): SQL[] => [
    ...(ranked ? [sql`${of.rank} desc`] : []),
    ...(byRate
      ? [sql`${of.sortKey} asc nulls last`, sql`${of.profileId} asc`]
      : [sql`${of.sortKey} desc`, sql`${of.profileId} desc`]),
  ];
  const shown = db.$with('shown').as(
    db
      .select()
      .from(matching)
      .orderBy(...inOrder(matching, false))
      .limit(TALENT_COUNT_CAP),
  );
  const page = db.$with('page').as(
    db
      .select()
      .from(shown)
      .orderBy(...inOrder(shown, sort === 'relevance'))
      .limit(TALENT_PAGE_SIZE)
      .offset((query.page - 1) * TALENT_PAGE_SIZE),
  );
  const rows = await db
    .with(matching, shown, page)
    .select({ ...talentCardColumns, matched: sql<number>`(select count(*) from ${matching})::int` })
    .from(page)
    .innerJoin(quantProfiles, eq(quantProfiles.id, page.profileId))
    .where(listedFor(company))
    .orderBy(...inOrder(page, sort === 'relevance'));
  // A page past the last has no row to carry the count: count on its own (page 1 without rows matched nothing).
  const counted =
    rows[0] !== undefined
      ? { total: Math.min(rows[0].matched, TALENT_COUNT_CAP), capped: rows[0].matched > TALENT_COUNT_CAP }
      : query.page === 1
        ? { total: 0, capped: false }
        : await countUpTo(db, talentConditions(company, query), TALENT_COUNT_CAP);
  const { total, capped } = counted;
  return {
    profiles: rows.map(toTalentCard),
    total,
    totalCapped: capped,
    page: query.page,
    pageSize: TALENT_PAGE_SIZE,
    pageCount: Math.max(1, Math.ceil(total / TALENT_PAGE_SIZE)),
  };
}

/**
 * One quant's full profile, when `company` may see it (404 otherwise: hidden, blocked and unknown look the same).
 * Opening it is recorded in the quant's "who viewed my profile", once per company with its latest time.
 */
export async function talentProfile(db: Db, company: Viewer, profileId: string): Promise<TalentProfile> {
  const [row] = await db
    .select({
      ...talentCardColumns,
      userId: quantProfiles.userId,
      experienceData: quantProfiles.experienceData,
      prefersFullTime: quantProfiles.prefersFullTime,
      prefersContract: quantProfiles.prefersContract,
      updatedAt: quantProfiles.updatedAt,
      linkedinUrl: profiles.linkedinUrl,
      githubUrl: profiles.githubUrl,
    })
    .from(quantProfiles)
    .leftJoin(profiles, eq(profiles.id, quantProfiles.userId))
    .where(and(eq(quantProfiles.id, profileId), listedFor(company)));
  if (!row) throw new AppError('NOT_FOUND', TALENT_MESSAGES.notFound);
  await db
    .insert(quantProfileViews)
    .values({ quantUserId: row.userId, companyId: company.id })
    .onConflictDoUpdate({
      target: [quantProfileViews.quantUserId, quantProfileViews.companyId],
      set: { lastViewedAt: sql`now()`, viewCount: sql`${quantProfileViews.viewCount} + 1` },
    });
  const lists = withoutPlaceholders({
    title: row.title,
    bio: row.bio,
    location: row.location,
    hourlyRateMin: row.hourlyRateMin,
    skills: row.skills,
    education: parseEducation(row.education),
    experienceData: parseExperience(row.experienceData),
  });
  return {
    ...toTalentCard(row),
    educationEntries: lists.education,
    experienceEntries: lists.experienceData,
    preferences: { remote: row.prefersRemote, fullTime: row.prefersFullTime, contract: row.prefersContract },
    linkedinUrl: row.linkedinUrl ?? null,
    githubUrl: row.githubUrl ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

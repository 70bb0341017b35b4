import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { TalentPage, TalentProfile } from '../../../shared/contracts/talent';
import { parseEducation, parseExperience, withoutPlaceholders } from '../../../shared/quant-profile';
import {
  availableBy,
  effectiveSort,
  EXPERIENCE_BANDS,
  TALENT_COUNT_CAP,
  TALENT_MESSAGES,
  TALENT_PAGE_SIZE,
  type TalentQuery,
} from '../../../shared/talent';
import type { Db } from '../../db/client';
import { profiles, quantProfileViews, quantProfiles } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import type { CompanyAccess } from '../../platform/company-access';
import { listedFor } from '../../platform/talent-visibility';
import { countUpTo } from './capped-count';
import { hasSkillCondition, keywordCondition, keywordRank } from './keyword';
import { rateHigh, rateLow } from './rate-range';
import { talentCardColumns, toTalentCard } from './talent-card';

type Viewer = Pick<CompanyAccess, 'id' | 'domain'>;

/** Every filter of the directory as SQL, on top of what the company may see at all. */
export function talentConditions(company: Viewer, query: TalentQuery): SQL {
  const conditions: (SQL | undefined)[] = [listedFor(company)];
  if (query.q) conditions.push(keywordCondition(query.q));
  for (const skill of query.skills) conditions.push(hasSkillCondition(skill));
  if (query.experience.length > 0) {
    const bands = EXPERIENCE_BANDS.filter((band) => query.experience.includes(band.key));
    conditions.push(
      or(
        ...bands.map((band) =>
          band.max === null
            ? sql`${quantProfiles.experienceYears} >= ${band.min}`
            : sql`${quantProfiles.experienceYears} >= ${band.min} and ${quantProfiles.experienceYears} < ${band.max}`,
        ),
      ),
    );
  }
  // The firm's range and the quant's overlap; a quant without a rate has none to overlap.
  if (query.rateMin !== undefined) conditions.push(sql`${rateHigh} >= ${query.rateMin}`);
  if (query.rateMax !== undefined) conditions.push(sql`${rateLow} <= ${query.rateMax}`);
  if (query.education.length > 0) conditions.push(inArray(quantProfiles.highestDegree, query.education));
  if (query.availability) conditions.push(inArray(quantProfiles.availability, availableBy(query.availability)));
  return and(...conditions)!;
}

function talentOrder(query: TalentQuery): SQL[] {
  const newest = [desc(quantProfiles.createdAt), desc(quantProfiles.id)];
  const sort = effectiveSort(query);
  if (sort === 'relevance' && query.q) return [desc(keywordRank(query.q)), ...newest];
  if (sort === 'rate') return [sql`${rateLow} asc nulls last`, asc(quantProfiles.id)];
  return newest;
}

/** One page of the quants `company` may see, filtered and sorted by the server (spec §2 Talent directory). */
export async function listTalent(db: Db, company: Viewer, query: TalentQuery): Promise<TalentPage> {
  const where = talentConditions(company, query);
  // An index-ordered page and a capped count read a few rows, not every match.
  const [rows, counted] = await Promise.all([
    db
      .select(talentCardColumns)
      .from(quantProfiles)
      .where(where)
      .orderBy(...talentOrder(query))
      .limit(TALENT_PAGE_SIZE)
      .offset((query.page - 1) * TALENT_PAGE_SIZE),
    countUpTo(db, where, TALENT_COUNT_CAP),
  ]);
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

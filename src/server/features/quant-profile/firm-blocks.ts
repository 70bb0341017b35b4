import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { BlockCandidate, BlocksAnswer, FirmBlock } from '../../../shared/contracts/quant-profile';
import {
  BLOCK_MESSAGES,
  BLOCK_SEARCH_LIMIT,
  parseExperience,
  type blockFirmSchema,
} from '../../../shared/quant-profile';
import type { Db } from '../../db/client';
import { companyProfiles, firms, quantFirmBlocks, quantProfiles } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { notBlockedBy } from '../../platform/talent-visibility';
import { firmNameWords, isCurrentJob, normalisedName, sameFirm, wordRuns } from './firm-names';
import { registrableDomain } from '../company/service';

type BlockInput = z.output<typeof blockFirmSchema>;
type BlockRow = typeof quantFirmBlocks.$inferSelect;

/**
 * The registrable domain of a reference firm's website (janestreet.com for https://www.janestreet.com), computed as
 * a company's domain is, so a block on a firm meets the company verified at that domain.
 */
const firmDomain = (url: string) => registrableDomain(url);

const toBlock = (row: BlockRow): FirmBlock => ({
  id: row.id,
  kind: row.companyId ? 'company' : 'firm',
  name: row.name,
  domain: row.domain,
  createdAt: row.createdAt.toISOString(),
});

/** What the quant already hides from: a candidate with one of these ids or domains is covered. */
interface Covered {
  companyIds: Set<string>;
  firmIds: Set<number>;
  domains: Set<string>;
}

function coveredBy(rows: readonly BlockRow[]): Covered {
  return {
    companyIds: new Set(rows.flatMap((r) => (r.companyId ? [r.companyId] : []))),
    firmIds: new Set(rows.flatMap((r) => (r.firmId === null ? [] : [r.firmId]))),
    domains: new Set(rows.flatMap((r) => (r.domain ? [r.domain] : []))),
  };
}

const isCovered = (candidate: BlockCandidate, covered: Covered) =>
  (candidate.domain !== null && covered.domains.has(candidate.domain)) ||
  (candidate.kind === 'company' ? covered.companyIds.has(candidate.id) : covered.firmIds.has(Number(candidate.id)));

async function blockRows(db: Db, userId: string): Promise<BlockRow[]> {
  return db
    .select()
    .from(quantFirmBlocks)
    .where(eq(quantFirmBlocks.userId, userId))
    .orderBy(asc(sql`lower(${quantFirmBlocks.name})`), asc(quantFirmBlocks.createdAt));
}

/**
 * Only verified companies can be picked: an unverified one sees no talent and has no public page, and its name is
 * still an unproven claim; a block on the reference firm of its name, or on the company once verified, covers it.
 */
const isVerified = eq(companyProfiles.verification, 'verified');

/** Not covered by one of the quant's blocks (its id, or its domain), in SQL so a LIMIT counts only the rest. */
const companyNotBlocked = (userId: string) =>
  notBlockedBy({ id: companyProfiles.id, domain: companyProfiles.domain }, sql`${userId}`);

const companyCandidate = (c: { id: string; name: string; domain: string | null }): BlockCandidate => ({
  kind: 'company',
  id: c.id,
  name: c.name,
  domain: c.domain,
});

/**
 * The reference firms (about 150 rows, so matched here) as candidates. A firm that shares its domain with a listed
 * company is left out: the two are one firm, and blocking either covers the domain.
 */
async function referenceFirmCandidates(
  db: Db,
  listedCompanies: readonly BlockCandidate[],
  where?: SQL,
): Promise<BlockCandidate[]> {
  const rows = await db.select({ id: firms.id, name: firms.name, url: firms.url }).from(firms).where(where);
  const companyDomains = new Set(listedCompanies.flatMap((c) => (c.domain ? [c.domain] : [])));
  return rows
    .map((f): BlockCandidate => ({ kind: 'firm', id: String(f.id), name: f.name, domain: firmDomain(f.url) }))
    .filter((f) => f.domain === null || !companyDomains.has(f.domain));
}

/**
 * The current-employer suggestions: for each job whose end is 'Present', the companies and firms of the same name
 * (equal, or one inside the other, legal suffixes aside), not yet covered by a block.
 */
async function suggestionsFor(db: Db, userId: string, covered: Covered): Promise<BlockCandidate[]> {
  const [profile] = await db
    .select({ experience: quantProfiles.experienceData })
    .from(quantProfiles)
    .where(eq(quantProfiles.userId, userId));
  const jobs = parseExperience(profile?.experience)
    .filter((job) => isCurrentJob(job.toDate))
    .map((job) => ({ ...job, words: firmNameWords(job.company) }))
    .filter((job) => job.words.length > 0);
  if (jobs.length === 0) return [];
  // A company inside the job's name is one of its runs of words; one around it holds every word of it.
  const name = normalisedName(sql`${companyProfiles.name}`);
  const sameName = or(
    ...jobs.flatMap((job) => [
      inArray(name, wordRuns(job.words)),
      sql`' ' || ${name} || ' ' like ${`% ${job.words.join(' ')} %`}`,
    ]),
  );
  const companies = (
    await db
      .select({ id: companyProfiles.id, name: companyProfiles.name, domain: companyProfiles.domain })
      .from(companyProfiles)
      .where(and(isVerified, sameName))
  ).map(companyCandidate);
  const candidates = [...companies, ...(await referenceFirmCandidates(db, companies))];
  const suggestions = new Map<string, BlockCandidate>();
  for (const job of jobs) {
    for (const candidate of candidates) {
      const key = `${candidate.kind}:${candidate.id}`;
      if (suggestions.has(key) || isCovered(candidate, covered) || !sameFirm(job.company, candidate.name)) continue;
      const title = job.jobTitle.trim() || job.company.trim();
      suggestions.set(key, { ...candidate, reason: `Your current job (${title}, Present)` });
    }
  }
  return [...suggestions.values()];
}

/** The firms the quant hides from (by name), and the current-employer suggestions not yet taken. */
export async function listBlocks(db: Db, userId: string): Promise<BlocksAnswer> {
  const rows = await blockRows(db, userId);
  return { blocks: rows.map(toBlock), suggestions: await suggestionsFor(db, userId, coveredBy(rows)) };
}

/**
 * Companies and reference firms whose name contains `q` (any case), not already covered by a block: names that
 * start with it first, then by name, at most BLOCK_SEARCH_LIMIT.
 */
export async function searchBlockCandidates(db: Db, userId: string, q: string): Promise<BlockCandidate[]> {
  const needle = q.toLowerCase();
  const contains = (name: SQL) => sql`position(${needle} in lower(${name})) > 0`;
  const startsWith = (name: SQL) => sql`starts_with(lower(${name}), ${needle})`;
  const [companies, rows] = await Promise.all([
    db
      .select({ id: companyProfiles.id, name: companyProfiles.name, domain: companyProfiles.domain })
      .from(companyProfiles)
      .where(and(isVerified, contains(sql`${companyProfiles.name}`), companyNotBlocked(userId)))
      .orderBy(desc(startsWith(sql`${companyProfiles.name}`)), asc(sql`lower(${companyProfiles.name})`))
      .limit(BLOCK_SEARCH_LIMIT),
    blockRows(db, userId),
  ]);
  const companyCandidates = companies.map(companyCandidate);
  const covered = coveredBy(rows);
  const firmCandidates = (await referenceFirmCandidates(db, companyCandidates, contains(sql`${firms.name}`))).filter(
    (f) => !isCovered(f, covered),
  );
  const rank = (c: BlockCandidate) => (c.name.toLowerCase().startsWith(needle) ? 0 : 1);
  return [...companyCandidates, ...firmCandidates]
    .sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name, 'en'))
    .slice(0, BLOCK_SEARCH_LIMIT);
}

/** The name and domain a new block stores, or a 404 when the company (verified) or the firm does not exist. */
async function blockTarget(db: Db, input: BlockInput) {
  if (input.kind === 'company') {
    const [company] = await db
      .select({ name: companyProfiles.name, domain: companyProfiles.domain })
      .from(companyProfiles)
      .where(and(eq(companyProfiles.id, input.id), eq(companyProfiles.verification, 'verified')));
    if (!company) throw new AppError('NOT_FOUND', BLOCK_MESSAGES.noCompany);
    return { companyId: input.id, name: company.name, domain: company.domain };
  }
  const [firm] = await db.select({ name: firms.name, url: firms.url }).from(firms).where(eq(firms.id, input.id));
  if (!firm) throw new AppError('NOT_FOUND', BLOCK_MESSAGES.noFirm);
  return { firmId: input.id, name: firm.name, domain: firmDomain(firm.url) };
}

/** Hides the quant from a company or a reference firm. Blocking one already blocked changes nothing. */
export async function addBlock(db: Db, userId: string, input: BlockInput): Promise<BlocksAnswer> {
  const target = await blockTarget(db, input);
  await db
    .insert(quantFirmBlocks)
    .values({ userId, ...target })
    .onConflictDoNothing();
  return listBlocks(db, userId);
}

/** Stops hiding from a firm: only the caller's own block; any other id is not found. */
export async function removeBlock(db: Db, userId: string, blockId: string): Promise<BlocksAnswer> {
  const removed = await db
    .delete(quantFirmBlocks)
    .where(and(eq(quantFirmBlocks.id, blockId), eq(quantFirmBlocks.userId, userId)))
    .returning({ id: quantFirmBlocks.id });
  if (removed.length === 0) throw new AppError('NOT_FOUND', BLOCK_MESSAGES.notFound);
  return listBlocks(db, userId);
}

/**
 * Hides the quant from the company they are in a conversation with (messages' Block): the company need not be
 * verified any more, since the conversation proves the quant knows it. Blocking it twice changes nothing.
 */
export async function blockCompany(db: Db, userId: string, companyId: string): Promise<void> {
  const [company] = await db
    .select({ name: companyProfiles.name, domain: companyProfiles.domain })
    .from(companyProfiles)
    .where(eq(companyProfiles.id, companyId));
  if (!company) throw new AppError('NOT_FOUND', BLOCK_MESSAGES.noCompany);
  await db
    .insert(quantFirmBlocks)
    .values({ userId, companyId, name: company.name, domain: company.domain })
    .onConflictDoNothing();
}

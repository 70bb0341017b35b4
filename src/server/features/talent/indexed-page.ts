import type { TalentPage } from '../../../shared/contracts/talent';
import { skillVariants } from '../../../shared/skill-synonyms';
import { effectiveSort, TALENT_COUNT_CAP, TALENT_PAGE_SIZE, type TalentQuery } from '../../../shared/talent';
import type { Db } from '../../db/client';
import type { CompanyAccess } from '../../platform/company-access';
import { blockedKeysOf } from '../../platform/talent-visibility';
import { cardRowsById } from './cards-by-id';
import { filterKeyGroups } from './filter-keys';
import { firstByRank } from './first-by-rank';
import { talentIndex } from './search-index/index-sync';
import type { KeywordTerms } from './search-index/keyword-terms';
import { toTalentCard } from './talent-card';

/**
 * The directory's page from the talent index (decision 0025), with the SQL path's answer (decision 0017): the
 * first TALENT_COUNT_CAP + 1 matches in the order's sequence give the capped count; the first TALENT_COUNT_CAP are
 * what a firm pages through, ranked by ts_rank when sorted by relevance (the newest 1,000 matches, as the contract
 * says); the page's 20 cards are then read from quant_profiles through listedFor, so a quant the index has not
 * yet seen hide or block cannot appear on it.
 */
export async function listTalentFromIndex(
  db: Db,
  company: Pick<CompanyAccess, 'id' | 'domain'>,
  query: TalentQuery,
  keyword: KeywordTerms | undefined,
): Promise<TalentPage> {
  const sort = effectiveSort(query);
  const index = await talentIndex(db);
  const found = index.search({
    groups: filterKeyGroups(query),
    keyword: keyword && query.q ? { terms: keyword.terms, skillKeys: skillVariants(query.q) } : undefined,
    blockedKeys: blockedKeysOf(company),
    rateMin: query.rateMin,
    rateMax: query.rateMax,
    order: sort === 'rate' ? 'rate' : 'newest',
    limit: TALENT_COUNT_CAP + 1,
  });
  const shown = found.slice(0, TALENT_COUNT_CAP);
  const start = (query.page - 1) * TALENT_PAGE_SIZE;
  const end = start + TALENT_PAGE_SIZE;
  const pageSlots =
    sort === 'relevance' && keyword
      ? firstByRank(shown, index.ranks(shown, keyword.terms), end).slice(start)
      : shown.slice(start, end);
  const ids = pageSlots.map((slot) => index.profileId(slot));
  const byId = await cardRowsById(db, company, ids);
  const total = Math.min(found.length, TALENT_COUNT_CAP);
  return {
    profiles: ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toTalentCard(row)] : [];
    }),
    total,
    totalCapped: found.length > TALENT_COUNT_CAP,
    page: query.page,
    pageSize: TALENT_PAGE_SIZE,
    pageCount: Math.max(1, Math.ceil(total / TALENT_PAGE_SIZE)),
  };
}

import { sql, type SQL } from 'drizzle-orm';
import type { Availability } from '../../../shared/availability';
import type { DegreeLevel } from '../../../shared/internships';
import { skillVariants } from '../../../shared/skill-synonyms';
import { quantSearch } from '../../db/schema';

/**
 * quant_search.filter_keys, as the database function quant_filter_keys writes them (migration 0023): the skill
 * keys, which are lower case, and one key per filterable fact, with capitals so that no skill key can equal one.
 * One GIN index answers a skill, an experience band, an availability and a degree together, so the directory's
 * filters intersect in the index instead of on every row (decision 0017).
 */

/** Experience is kept in whole years up to this many; the key of this many stands for it or more. */
export const EXPERIENCE_KEY_MAX = 40;

export const experienceKeys = (min: number, max: number | null): string[] => {
  const keys: string[] = [];
  const last = max === null ? EXPERIENCE_KEY_MAX : Math.min(max - 1, EXPERIENCE_KEY_MAX);
  for (let years = Math.max(min, 0); years <= last; years++) keys.push(`Experience=${years}`);
  return keys;
};
export const availabilityKeys = (values: readonly Availability[]) => values.map((value) => `Availability=${value}`);
export const degreeKeys = (values: readonly DegreeLevel[]) => values.map((value) => `Degree=${value}`);

/** Any of `keys` is among the quant's filter keys (false for none): served by the GIN index on filter_keys. */
export function hasAnyKey(keys: readonly string[]): SQL {
  return sql`${quantSearch.filterKeys} && ${sql.param([...keys])}::text[]`;
}

/** A skill (or any of its synonyms) is among the quant's skills. */
export const hasSkill = (skill: string): SQL => hasAnyKey(skillVariants(skill));

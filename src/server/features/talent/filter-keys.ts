import { sql, type SQL } from 'drizzle-orm';
import { availableBy, type Availability } from '../../../shared/availability';
import type { DegreeLevel } from '../../../shared/internships';
import { skillVariants } from '../../../shared/skill-synonyms';
import { EXPERIENCE_BANDS, type TalentQuery } from '../../../shared/talent';
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

/**
 * The directory's filters that are filter keys, as groups: a quant meets a group with any of its keys and must meet
 * every group (each skill with its synonyms, the experience bands, education, availability); the GIN index on
 * filter_keys intersects them.
 */
export function filterKeyGroups(query: TalentQuery): string[][] {
  const groups: string[][] = query.skills.map((skill) => skillVariants(skill));
  if (query.experience.length > 0) {
    const bands = EXPERIENCE_BANDS.filter((band) => query.experience.includes(band.key));
    groups.push(bands.flatMap((band) => experienceKeys(band.min, band.max)));
  }
  if (query.education.length > 0) groups.push(degreeKeys(query.education));
  if (query.availability) groups.push(availabilityKeys(availableBy(query.availability)));
  return groups;
}

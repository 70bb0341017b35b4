import type { TalentCard } from '../../../shared/contracts/talent';
import { isPlaceholderValue, parseEducation } from '../../../shared/quant-profile';
import { quantProfiles } from '../../db/schema';

/** What a firm may read of a quant profile: never user_id, never anything that leads to an e-mail. */
export const talentCardColumns = {
  id: quantProfiles.id,
  fullName: quantProfiles.fullName,
  title: quantProfiles.title,
  location: quantProfiles.location,
  experienceYears: quantProfiles.experienceYears,
  highestDegree: quantProfiles.highestDegree,
  education: quantProfiles.education,
  bio: quantProfiles.bio,
  skills: quantProfiles.skills,
  hourlyRateMin: quantProfiles.hourlyRateMin,
  hourlyRateMax: quantProfiles.hourlyRateMax,
  availability: quantProfiles.availability,
  availableFrom: quantProfiles.availableFrom,
  prefersRemote: quantProfiles.prefersRemote,
};

type CardRow = { [K in keyof typeof talentCardColumns]: (typeof talentCardColumns)[K]['_']['data'] | null };

/** A row of talentCardColumns as a query that reads a profile (an inner join) gives it. */
export type TalentCardRow = Pick<typeof quantProfiles.$inferSelect, keyof typeof talentCardColumns>;

const own = (value: string | null) => (value && value.trim() && !isPlaceholderValue(value) ? value.trim() : null);

/** "Ph.D. · Princeton University": the highest degree and the first school listed, either alone, or null. */
function educationLine(highestDegree: string | null, education: unknown): string | null {
  const school = parseEducation(education)
    .map((entry) => own(entry.school))
    .find((name) => name !== null);
  return [highestDegree, school].filter(Boolean).join(' · ') || null;
}

/** A row of talentCardColumns as the firm sees it (spec §3 "Talent profile"; placeholders left out). */
export function toTalentCard(row: CardRow): TalentCard {
  return {
    id: row.id!,
    fullName: own(row.fullName) ?? 'Unknown User',
    title: own(row.title),
    location: own(row.location),
    experienceYears: row.experienceYears ?? 0,
    highestDegree: row.highestDegree ?? null,
    education: educationLine(row.highestDegree ?? null, row.education),
    bio: own(row.bio),
    skills: (Array.isArray(row.skills) ? row.skills : []).filter((skill) => !isPlaceholderValue(skill)),
    hourlyRateMin: row.hourlyRateMin ?? null,
    hourlyRateMax: row.hourlyRateMax ?? null,
    availability: row.availability ?? null,
    availableFrom: row.availableFrom ?? null,
    prefersRemote: row.prefersRemote ?? false,
  };
}

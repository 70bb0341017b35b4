import { z } from 'zod';

/** Spec §3 "Education entry"; stored as a JSON list on the quant profile. */
export interface EducationEntry {
  school: string;
  degree: string;
  field: string;
  fromYear: string;
  toYear: string;
  description: string;
}

/** Spec §3 "Experience entry": dates as MM/YYYY, the end date may be 'Present'. */
export interface ExperienceEntry {
  jobTitle: string;
  company: string;
  fromDate: string;
  toDate: string;
  description: string;
}

export const PLACEHOLDER_TEXT = 'Update your profile';
export const PLACEHOLDER_SKILL = 'Update your skills';

/** Spec §8 visibility messages. */
export const VISIBILITY_MESSAGES = {
  visible: 'Your profile is now visible to funds.',
  private: 'Your profile is now private.',
  signInRequired: 'Please sign in to update your profile visibility.',
} as const;

export const visibilitySchema = z.object({ isVisible: z.boolean({ error: 'isVisible must be true or false' }) });

/**
 * Reads the education column: a JSON list of entries; legacy plain text (or invalid JSON) is one school name
 * (spec §3, §8: invalid JSON is tolerated silently).
 */
export function parseEducation(stored: unknown): EducationEntry[] {
  const empty: EducationEntry = { school: '', degree: '', field: '', fromYear: '', toYear: '', description: '' };
  if (Array.isArray(stored)) return stored.map((e) => ({ ...empty, ...(e as Partial<EducationEntry>) }));
  if (typeof stored !== 'string' || stored.trim() === '') return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    if (Array.isArray(parsed)) return parsed.map((e) => ({ ...empty, ...(e as Partial<EducationEntry>) }));
  } catch {
    // Not JSON: legacy text.
  }
  return [{ ...empty, school: stored.trim() }];
}

/**
 * The spec's placeholder values of a quant profile and how to see past them, kept free of zod so the dashboard's
 * JavaScript does not carry the wizard's schemas of src/shared/quant-profile.ts.
 */
export const PLACEHOLDER_TEXT = 'Update your profile';
export const PLACEHOLDER_SKILL = 'Update your skills';

/**
 * The values the spec's placeholders store (the visibility switch's, and the old wizard's education 'Pending'):
 * never the quant's own data, so never shown as if it were.
 */
const PLACEHOLDER_VALUES: ReadonlySet<string> = new Set([PLACEHOLDER_TEXT, PLACEHOLDER_SKILL, 'Pending']);
export const isPlaceholderValue = (value: string | null | undefined): boolean =>
  !!value && PLACEHOLDER_VALUES.has(value.trim());
const isBlankOrPlaceholder = (value: string | null | undefined) => !value?.trim() || isPlaceholderValue(value);

/** What the checks read of a quant profile (a QuantProfileView, or the rows it is built from). */
interface ProfileContent {
  title: string | null;
  bio: string | null;
  location: string | null;
  hourlyRateMin: number | null;
  skills: string[];
  education: object[];
  experienceData: object[];
}

/** The quant's own data only: placeholder skills, and entries holding nothing but placeholders, are left out. */
export function withoutPlaceholders<T extends ProfileContent>(view: T): T {
  const ownEntry = (entry: object) =>
    !Object.values(entry).every((v) => typeof v !== 'string' || isBlankOrPlaceholder(v));
  return {
    ...view,
    title: isPlaceholderValue(view.title) ? null : view.title,
    skills: view.skills.filter((skill) => !isPlaceholderValue(skill)),
    education: view.education.filter(ownEntry),
    experienceData: view.experienceData.filter(ownEntry),
  };
}

/**
 * A quant profile that holds none of the quant's own data: the placeholder the visibility switch creates (spec §4),
 * before any step of the wizard is saved. Hiring firms learn nothing from it, so it counts as not yet complete.
 */
export function isPlaceholderProfile(view: ProfileContent): boolean {
  const own = withoutPlaceholders(view);
  return (
    isBlankOrPlaceholder(own.title) &&
    isBlankOrPlaceholder(own.bio) &&
    isBlankOrPlaceholder(own.location) &&
    own.hourlyRateMin === null &&
    own.skills.length === 0 &&
    own.education.length === 0 &&
    own.experienceData.length === 0
  );
}

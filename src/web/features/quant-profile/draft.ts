import type { DegreeLevel } from '../../../shared/internships';
import type { Profile } from '../../../shared/contracts/profile';
import {
  isPlaceholderValue as isPlaceholder,
  type EducationEntry,
  type ExperienceEntry,
  type ProjectPreferences,
  type WizardStep,
} from '../../../shared/quant-profile';
import type { QuantProfileView } from '../../../shared/contracts/quant-profile';

/** What the wizard's forms start from: a returning quant edits what they saved rather than starting over. */
export interface WizardDraft {
  basic: {
    fullName: string;
    title: string;
    location: string;
    bio: string;
    hourlyRateMin: string;
    hourlyRateMax: string;
    /** One of AVAILABILITY, or '' for "Not set". */
    availability: string;
    /** YYYY-MM-DD, or ''. */
    availableFrom: string;
    linkedinUrl: string;
    githubUrl: string;
  };
  isVisible: boolean;
  preferences: ProjectPreferences;
  education: EducationEntry[];
  /** The degree shown to firms, or '' to derive it from the education entries. */
  degreeOverride: DegreeLevel | '';
  skills: string[];
  experience: ExperienceEntry[];
  /** The steps with something of the quant's own saved: the completion meter counts these. */
  saved: WizardStep[];
}

const real = (value: string | null | undefined) => (value && !isPlaceholder(value) ? value : '');

/** An entry whose only content is a placeholder is not the quant's own, so the wizard does not show it. */
function isPlaceholderEntry(entry: object): boolean {
  const values = Object.values(entry).filter((v): v is string => typeof v === 'string' && v.trim() !== '');
  return values.length > 0 && values.every(isPlaceholder);
}

export function draftFrom(
  view: QuantProfileView,
  profile: Pick<Profile, 'fullName' | 'bio' | 'linkedinUrl' | 'githubUrl'>,
): WizardDraft {
  const skills = view.skills.filter((s) => !isPlaceholder(s));
  const education = view.education.filter((e) => !isPlaceholderEntry(e));
  const experience = view.experienceData.filter((e) => !isPlaceholderEntry(e));
  const saved: WizardStep[] = [];
  // The visibility switch stores a placeholder profile: that is not the quant's basic step.
  if (view.exists && real(view.fullName)) saved.push('basic');
  if (education.length > 0) saved.push('education');
  if (skills.length > 0) saved.push('skills');
  if (experience.length > 0) saved.push('experience');
  return {
    basic: {
      fullName: real(view.fullName) || (profile.fullName ?? ''),
      title: real(view.title),
      location: real(view.location),
      bio: real(view.bio) || (profile.bio ?? ''),
      hourlyRateMin: view.hourlyRateMin === null ? '' : String(view.hourlyRateMin),
      hourlyRateMax: view.hourlyRateMax === null ? '' : String(view.hourlyRateMax),
      availability: view.availability ?? '',
      availableFrom: view.availableFrom ?? '',
      linkedinUrl: profile.linkedinUrl ?? '',
      githubUrl: profile.githubUrl ?? '',
    },
    isVisible: view.isVisible,
    preferences: { ...view.preferences },
    education,
    degreeOverride: view.degreeOverride ?? '',
    skills,
    experience,
    saved,
  };
}

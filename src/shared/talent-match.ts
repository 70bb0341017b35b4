import { z } from 'zod';
import { oneLine } from './one-line';
import { SKILL_MAX_LENGTH } from './quant-profile';
import { AVAILABILITY_FILTERS, DEGREE_LEVELS, TALENT_MESSAGES } from './talent';
import { MAX_HOURLY_RATE } from './quant-profile';

export const MATCH_RESULT_LIMIT = 20;
/** Candidates are counted up to this many, like the directory's TALENT_COUNT_CAP. */
export const MATCH_COUNT_CAP = 1000;
export const RECENT_MATCHES_LIMIT = 10;
export const MATCH_DESCRIPTION_MAX = 5000;
export const REQUIRED_SKILLS_MAX = 20;
export const PRIORITY_SKILLS_MAX = 10;

export const MATCH_MESSAGES = {
  nothingToMatch: 'Give a job title, a description or at least one required skill to match against.',
  jobTitle: 'Job title must be at most 120 characters',
  description: `Description must be at most ${MATCH_DESCRIPTION_MAX.toLocaleString('en-US')} characters`,
  requiredSkills: `List at most ${REQUIRED_SKILLS_MAX} required skills, each at most ${SKILL_MAX_LENGTH} characters`,
  prioritySkills: `List at most ${PRIORITY_SKILLS_MAX} high-priority skills, each at most ${SKILL_MAX_LENGTH} characters`,
  years: 'Years of experience must be a whole number from 0 to 50',
  location: 'Location preference must be at most 100 characters',
  education: TALENT_MESSAGES.education,
  availability: TALENT_MESSAGES.availability,
  budget: `Budget must be a whole number of US dollars an hour from 1 to ${MAX_HOURLY_RATE.toLocaleString('en-US')}`,
  positionNotFound: 'No such position.',
  projectNotFound: 'No such project.',
  oneSource: 'Match from one position or one project, not both.',
  matchNotFound: 'No such match.',
} as const;

const skillList = (max: number, message: string) =>
  z
    .array(oneLine(z.string({ error: message }).trim().min(1, message).max(SKILL_MAX_LENGTH, message)), {
      error: message,
    })
    .max(max, message)
    .default([]);

/** What a firm matches against (spec §2 AI Talent Match: both modes end in these fields). */
export const matchCriteriaSchema = z
  .object({
    /** Set when the criteria came from one of the company's own positions ('Match from Project'). */
    positionId: z.string().uuid(MATCH_MESSAGES.positionNotFound).optional(),
    /** Set when the criteria came from one of the company's own projects ('Match from Project'). */
    projectId: z.string({ error: MATCH_MESSAGES.projectNotFound }).uuid(MATCH_MESSAGES.projectNotFound).optional(),
    jobTitle: oneLine(z.string({ error: MATCH_MESSAGES.jobTitle }).trim().max(120, MATCH_MESSAGES.jobTitle)).default(
      '',
    ),
    description: z
      .string({ error: MATCH_MESSAGES.description })
      .trim()
      .max(MATCH_DESCRIPTION_MAX, MATCH_MESSAGES.description)
      .default(''),
    requiredSkills: skillList(REQUIRED_SKILLS_MAX, MATCH_MESSAGES.requiredSkills),
    highPrioritySkills: skillList(PRIORITY_SKILLS_MAX, MATCH_MESSAGES.prioritySkills),
    minYears: z
      .number({ error: MATCH_MESSAGES.years })
      .int(MATCH_MESSAGES.years)
      .min(0, MATCH_MESSAGES.years)
      .max(50, MATCH_MESSAGES.years)
      .nullable()
      .default(null),
    location: oneLine(z.string({ error: MATCH_MESSAGES.location }).trim().max(100, MATCH_MESSAGES.location)).default(
      '',
    ),
    education: z.enum(DEGREE_LEVELS, { error: MATCH_MESSAGES.education }).nullable().default(null),
    availability: z.enum(AVAILABILITY_FILTERS, { error: MATCH_MESSAGES.availability }).nullable().default(null),
    expandGlobally: z.boolean({ error: 'Expand search globally must be on or off' }).default(false),
    /** The most the firm pays an hour; rate fit is scored only when it is given. */
    budgetHourly: z
      .number({ error: MATCH_MESSAGES.budget })
      .int(MATCH_MESSAGES.budget)
      .min(1, MATCH_MESSAGES.budget)
      .max(MAX_HOURLY_RATE, MATCH_MESSAGES.budget)
      .nullable()
      .default(null),
  })
  .refine((c) => c.jobTitle !== '' || c.description !== '' || c.requiredSkills.length > 0, {
    path: ['requiredSkills'],
    message: MATCH_MESSAGES.nothingToMatch,
  })
  // A saved match is titled after its one source, so it cannot have two.
  .refine((c) => c.positionId === undefined || c.projectId === undefined, {
    path: ['projectId'],
    message: MATCH_MESSAGES.oneSource,
  });
export type MatchCriteria = z.output<typeof matchCriteriaSchema>;
export type MatchCriteriaInput = z.input<typeof matchCriteriaSchema>;

/** How well one requirement is met by one quant. */
export const REQUIREMENT_STATES = ['met', 'partial', 'missing'] as const;
export type RequirementState = (typeof REQUIREMENT_STATES)[number];

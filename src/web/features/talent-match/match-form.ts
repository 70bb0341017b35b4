import type { z } from 'zod';
import type { MatchSource, RecentMatch } from '../../../shared/contracts/talent';
import { AVAILABILITY_FILTERS, type AvailabilityFilter, type DegreeLevel } from '../../../shared/talent';
import { matchCriteriaSchema, type MatchCriteriaInput } from '../../../shared/talent-match';
import { isOneOf } from '../../lib/utils';

/** The two modes of spec §2 AI Talent Match, as the tabs name them. */
export const MATCH_MODES = [
  { value: 'project', label: 'Match from Project' },
  { value: 'description', label: 'Match from Description' },
] as const;
export type MatchMode = (typeof MATCH_MODES)[number]['value'];

/** What a mode's criteria hold, as typed: numbers stay text until the form is sent. */
export interface CriteriaFields {
  jobTitle: string;
  description: string;
  requiredSkills: string[];
  minYears: string;
  location: string;
  education: DegreeLevel | '';
}

/** The settings both modes share (spec §2: high priority skills, availability, 'expand search globally'). */
export interface SharedSettings {
  highPrioritySkills: string[];
  availability: AvailabilityFilter | '';
  expandGlobally: boolean;
  budgetHourly: string;
}

/** The internship position or project 'Match from Project' took its criteria from. */
export type SourceRef = Pick<MatchSource, 'kind' | 'id'>;

/**
 * The whole form. Each mode keeps its own criteria, so switching tabs never loses what was typed in the other;
 * 'Match from Project' edits the criteria its position or project filled in.
 */
export interface MatchForm {
  mode: MatchMode;
  source: SourceRef | null;
  project: CriteriaFields;
  description: CriteriaFields;
  shared: SharedSettings;
}

/** Every input of the form that an error can name: the criteria's fields, plus the position-or-project select. */
export type MatchField = keyof CriteriaFields | keyof SharedSettings | 'source';
export type MatchFieldErrors = Partial<Record<MatchField, string>>;

/** The order the inputs appear in, so the first one in error gets the focus. */
export const FIELD_ORDER: readonly MatchField[] = [
  'source',
  'jobTitle',
  'description',
  'requiredSkills',
  'minYears',
  'location',
  'education',
  'highPrioritySkills',
  'availability',
  'expandGlobally',
  'budgetHourly',
];

export const CHOOSE_SOURCE = 'Choose one of your positions or projects to match from.';

/** The select's value for a source: positions and projects are different tables, so the kind is part of it. */
export const sourceKey = (source: SourceRef) => `${source.kind}:${source.id}`;

/** The id the API takes for a source: `positionId` for a position, `projectId` for a project. */
function sourceIdOf(source: SourceRef): Pick<MatchCriteriaInput, 'positionId' | 'projectId'> {
  return source.kind === 'position' ? { positionId: source.id } : { projectId: source.id };
}

/** The source a saved match came from, if any (matches saved before projects existed have at most a position). */
export function sourceOfCriteria(criteria: SavedCriteria): SourceRef | null {
  if (criteria.projectId) return { kind: 'project', id: criteria.projectId };
  if (criteria.positionId) return { kind: 'position', id: criteria.positionId };
  return null;
}

export const emptyCriteria = (): CriteriaFields => ({
  jobTitle: '',
  description: '',
  requiredSkills: [],
  minYears: '',
  location: '',
  education: '',
});

export const emptyForm = (): MatchForm => ({
  mode: 'description',
  source: null,
  project: emptyCriteria(),
  description: emptyCriteria(),
  shared: { highPrioritySkills: [], availability: '', expandGlobally: false, budgetHourly: '' },
});

type SavedCriteria = RecentMatch['criteria'];

/**
 * A whole number as typed ('150', '$1,500'), null when blank. Anything else becomes NaN, which the shared schema
 * refuses with its own message, so the form says what the API would.
 */
export function numberOf(text: string): number | null {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (cleaned === '') return null;
  return /^\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/**
 * What the form sends: the active mode's criteria with the shared settings (and, from 'Match from Project', the
 * position's or project's id).
 */
export function criteriaOf(form: MatchForm): MatchCriteriaInput {
  const fields = form[form.mode];
  return {
    ...(form.mode === 'project' && form.source ? sourceIdOf(form.source) : {}),
    jobTitle: fields.jobTitle,
    description: fields.description,
    requiredSkills: fields.requiredSkills,
    highPrioritySkills: form.shared.highPrioritySkills,
    minYears: numberOf(fields.minYears),
    location: fields.location,
    education: fields.education || null,
    availability: form.shared.availability || null,
    expandGlobally: form.shared.expandGlobally,
    budgetHourly: numberOf(form.shared.budgetHourly),
  };
}

/** A saved match's (or a position's, or a project's) criteria as the form holds them. */
export function fieldsOf(criteria: SavedCriteria): CriteriaFields {
  return {
    jobTitle: criteria.jobTitle,
    description: criteria.description,
    requiredSkills: [...criteria.requiredSkills],
    minYears: criteria.minYears === null ? '' : String(criteria.minYears),
    location: criteria.location,
    education: criteria.education ?? '',
  };
}

export function settingsOf(criteria: SavedCriteria): SharedSettings {
  return {
    highPrioritySkills: [...criteria.highPrioritySkills],
    availability: isOneOf(AVAILABILITY_FILTERS, criteria.availability) ? criteria.availability : '',
    expandGlobally: criteria.expandGlobally,
    budgetHourly: criteria.budgetHourly === null ? '' : String(criteria.budgetHourly),
  };
}

/**
 * 'Match from Project': choosing a position or project fills the tab's criteria with what it asks for. An hourly
 * project also fills the hourly budget (a shared setting); a source without one leaves the budget as typed.
 */
export function chooseSource(form: MatchForm, source: MatchSource | undefined): MatchForm {
  if (!source) return { ...form, source: null, project: emptyCriteria() };
  const budget = source.criteria.budgetHourly;
  return {
    ...form,
    source: { kind: source.kind, id: source.id },
    project: fieldsOf(source.criteria),
    shared: budget === null ? form.shared : { ...form.shared, budgetHourly: String(budget) },
  };
}

/**
 * 'Edit criteria' of a recent match: its criteria into the form, in the mode it was run in. A match from a position
 * or project the company no longer offers (closed, deleted) opens as a description match, so it can still be run.
 */
export function loadCriteria(form: MatchForm, criteria: SavedCriteria, sources: readonly MatchSource[]): MatchForm {
  const shared = settingsOf(criteria);
  const source = sourceOfCriteria(criteria);
  if (source && sources.some((s) => s.kind === source.kind && s.id === source.id)) {
    return { ...form, mode: 'project', source, project: fieldsOf(criteria), shared };
  }
  return { ...form, mode: 'description', description: fieldsOf(criteria), shared };
}

/** What a recent match was run from, beside its title: a project, an internship position, or neither (null). */
export function originOf(criteria: SavedCriteria): string | null {
  const source = sourceOfCriteria(criteria);
  if (!source) return null;
  return source.kind === 'project' ? 'From a project' : 'From an internship position';
}

/** 'Run again': the saved criteria as the API takes them. */
export function rerunCriteria(criteria: SavedCriteria): MatchCriteriaInput {
  return {
    ...criteria,
    // Saved after the API checked it, so it is one of the filters; the contract only types it as text.
    availability: isOneOf(AVAILABILITY_FILTERS, criteria.availability) ? criteria.availability : null,
  };
}

/** The form's fields named in a server's (or the schema's) error paths: `requiredSkills.3` is `requiredSkills`. */
export function fieldErrorsOf(fields: Record<string, string>): MatchFieldErrors {
  const errors: MatchFieldErrors = {};
  for (const [path, message] of Object.entries(fields)) {
    const name = path.split('.')[0] ?? '';
    // The API names the source by its id; the form shows one select for both.
    const field = name === 'positionId' || name === 'projectId' ? 'source' : name;
    if (isOneOf(FIELD_ORDER, field)) errors[field] ??= message;
  }
  return errors;
}

/**
 * The form checked as the API checks it (the shared schema, its messages), before anything is sent; in 'Match from
 * Project', a position or project must be chosen first.
 */
export function validateForm(form: MatchForm): MatchFieldErrors {
  if (form.mode === 'project' && !form.source) return { source: CHOOSE_SOURCE };
  const parsed = matchCriteriaSchema.safeParse(criteriaOf(form));
  return parsed.success ? {} : fieldErrorsOf(issuesByPath(parsed.error));
}

function issuesByPath(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.join('.')] ??= issue.message;
  return fields;
}

/** The first field in error, in the order the form shows them (it gets the focus). */
export const firstErrorField = (errors: MatchFieldErrors): MatchField | undefined =>
  FIELD_ORDER.find((field) => errors[field]);

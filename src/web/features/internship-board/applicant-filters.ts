import {
  APPLICANT_SORTS,
  APPLICATION_STATUSES,
  FILTER_GRADUATION_YEARS,
  PIPELINE_MESSAGES,
  type ApplicantSort,
  type ApplicationStatus,
} from '../../../shared/applications';
import { DEGREE_LEVELS, type DegreeLevel } from '../../../shared/internships';
import { parsePage } from '../../lib/use-url-filters';
import { isOneOf } from '../../lib/utils';

/**
 * The Internship Applications tab's filters as the URL holds them (spec §2): the page's address is the one place
 * they live, so a reload, the back button or a shared link shows the same list.
 */
export interface ApplicantFilters {
  q: string;
  university: string;
  degreeLevel: DegreeLevel | undefined;
  /** Comma-separated, as typed. */
  skills: string;
  /** "3.5", as the server reads it. */
  minGpa: string;
  graduationYear: string | undefined;
  status: ApplicationStatus | undefined;
  positionId: string | undefined;
  sort: ApplicantSort;
  page: number;
}

/** The URL parameters of the filters (the tab's own `tab` and the others' are left alone). */
export const FILTER_PARAMS = [
  'q',
  'university',
  'degreeLevel',
  'skills',
  'minGpa',
  'graduationYear',
  'status',
  'positionId',
  'sort',
  'page',
] as const;

const GRADUATION_YEARS = FILTER_GRADUATION_YEARS.map(String);

/**
 * The filters a URL names. A hand-edited choice outside a list (status=Hired) means "any"; typed text goes to the
 * server as it is, whose schema answers a bad value with its message (shown above the list).
 */
export function readApplicantFilters(params: URLSearchParams): ApplicantFilters {
  const text = (name: string) => params.get(name)?.trim() ?? '';
  const degreeLevel = params.get('degreeLevel');
  const status = params.get('status');
  const sort = params.get('sort');
  const year = params.get('graduationYear');
  return {
    q: text('q'),
    university: text('university'),
    degreeLevel: isOneOf(DEGREE_LEVELS, degreeLevel) ? degreeLevel : undefined,
    skills: text('skills'),
    minGpa: text('minGpa'),
    graduationYear: isOneOf(GRADUATION_YEARS, year) ? year : undefined,
    status: isOneOf(APPLICATION_STATUSES, status) ? status : undefined,
    positionId: params.get('positionId') || undefined,
    sort: isOneOf(APPLICANT_SORTS, sort) ? sort : 'newest',
    page: parsePage(params.get('page')),
  };
}

/** The API's query string for the filters: only what narrows the list, the default sort and page 1 left out. */
export function applicantsQuery(filters: ApplicantFilters): URLSearchParams {
  const query = new URLSearchParams();
  const set = (name: string, value: string | undefined) => {
    if (value) query.set(name, value);
  };
  set('q', filters.q);
  set('university', filters.university);
  set('degreeLevel', filters.degreeLevel);
  // "Python, , SQL " → "Python,SQL": the server splits on commas and every skill must match.
  set(
    'skills',
    filters.skills
      .split(',')
      .map((skill) => skill.trim())
      .filter(Boolean)
      .join(','),
  );
  set('minGpa', filters.minGpa);
  set('graduationYear', filters.graduationYear);
  set('status', filters.status);
  set('positionId', filters.positionId);
  if (filters.sort !== 'newest') query.set('sort', filters.sort);
  if (filters.page > 1) query.set('page', String(filters.page));
  return query;
}

/** Whether any filter narrows the list (sort and page do not): an empty list then means "none match". */
export function hasActiveFilters(filters: ApplicantFilters): boolean {
  const { sort: _sort, page: _page, ...narrowing } = filters;
  return Object.values(narrowing).some(Boolean);
}

/** Every filter parameter removed: the URL change that Clear filters makes. */
export function clearedFilters(): Record<string, undefined> {
  return Object.fromEntries(FILTER_PARAMS.map((name) => [name, undefined]));
}

/**
 * The minimum GPA as typed into the number box, checked as the server checks it: 0 to 4.0 in steps of 0.1. A
 * browser's "3.50" or "3" are the same filter as "3.5" and "3.0"; blank is no filter.
 */
export function normalizeMinGpa(text: string): { value: string | undefined } | { error: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { value: undefined };
  const number = Number(trimmed);
  const tenths = Math.round(number * 10);
  if (!Number.isFinite(number) || number < 0 || number > 4 || Math.abs(number * 10 - tenths) > 1e-9) {
    return { error: PIPELINE_MESSAGES.minGpa };
  }
  return { value: (tenths / 10).toFixed(1) };
}

import type { FieldErrors } from '../../../shared/errors';
import { canonicalSkill, hasSkill } from '../../../shared/skill-synonyms';
import {
  DEGREE_LEVELS,
  effectiveSort,
  EXPERIENCE_BANDS,
  TALENT_SORTS,
  talentQuerySchema,
  type TalentSort,
} from '../../../shared/talent';
import { isOneOf } from '../../lib/utils';

/**
 * The talent directory's filters as the URL holds them (spec §2): the page's address is the one place they live,
 * so a reload, the back button or a shared link shows the same list. Values are kept as written: a hand-edited
 * link (?rateMin=500&rateMax=100, ?availability=Soon) goes to the server, whose 400 names the field it refuses.
 */
export interface TalentFilters {
  q: string;
  skills: string[];
  /** Experience band keys (junior, mid, senior). */
  experience: string[];
  rateMin: string;
  rateMax: string;
  /** Degree levels (Bachelor's, Master's, Ph.D.). */
  education: string[];
  availability: string;
  sort: string;
  /** As written; empty for page 1. */
  page: string;
}

/** What the sidebar edits before Apply Filters: every filter but the sort and the page. */
export type FilterDraft = Omit<TalentFilters, 'sort' | 'page'>;

/** The URL parameters of the directory, in the order the API documents them. */
export const FILTER_PARAMS = [
  'q',
  'skills',
  'experience',
  'rateMin',
  'rateMax',
  'education',
  'availability',
  'sort',
  'page',
] as const;
type FilterParam = (typeof FILTER_PARAMS)[number];

const BAND_KEYS = EXPERIENCE_BANDS.map((band) => band.key);

/** "Python, C++ ,,ML" → ["Python", "C++", "ML"]: the server splits the same way (a repeated key also counts). */
function readList(params: URLSearchParams, name: string): string[] {
  return params
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((item) => item.trim())
    .filter(Boolean);
}

export function readTalentFilters(params: URLSearchParams): TalentFilters {
  const text = (name: string) => params.get(name)?.trim() ?? '';
  return {
    q: text('q'),
    skills: readList(params, 'skills'),
    experience: readList(params, 'experience'),
    rateMin: text('rateMin'),
    rateMax: text('rateMax'),
    education: readList(params, 'education'),
    availability: text('availability'),
    sort: text('sort'),
    page: text('page'),
  };
}

/** The URL (and API) parameters of filters: only what narrows the list; page 1 and an empty list left out. */
export function filterParams(filters: Partial<TalentFilters>): Record<FilterParam, string | undefined> {
  const list = (items: string[] | undefined) => (items?.length ? items.join(',') : undefined);
  return {
    q: filters.q || undefined,
    skills: list(filters.skills),
    experience: list(filters.experience),
    rateMin: filters.rateMin || undefined,
    rateMax: filters.rateMax || undefined,
    education: list(filters.education),
    availability: filters.availability || undefined,
    sort: filters.sort || undefined,
    page: filters.page && filters.page !== '1' ? filters.page : undefined,
  };
}

/**
 * The API's query string. Sorting by relevance needs a keyword, so without one it is left out (the select does not
 * offer it then, and the server's default, newest first, applies).
 */
export function talentQuery(filters: TalentFilters): URLSearchParams {
  const query = new URLSearchParams();
  const sort = filters.sort === 'relevance' && !filters.q ? '' : filters.sort;
  for (const [name, value] of Object.entries(filterParams({ ...filters, sort }))) {
    if (value) query.set(name, value);
  }
  return query;
}

/** Whether any filter narrows the list (sort and page do not): an empty list then means "none match". */
export function hasActiveFilters(filters: TalentFilters): boolean {
  const { sort: _sort, page: _page, ...narrowing } = filters;
  return Object.values(narrowing).some((value) => value.length > 0);
}

/**
 * The sidebar's starting point: the filters the URL holds, without choices its checkboxes do not have (a
 * hand-edited ?experience=expert). The server's message names such a choice, and applying the draft drops it.
 */
export function draftOf(filters: TalentFilters): FilterDraft {
  const { sort: _sort, page: _page, ...draft } = filters;
  return {
    ...draft,
    experience: draft.experience.filter((key) => isOneOf(BAND_KEYS, key)),
    education: draft.education.filter((level) => isOneOf(DEGREE_LEVELS, level)),
  };
}

/** The URL change Apply Filters makes: every filter as drafted, back on page 1 (the sort stays). */
export function appliedDraft(draft: FilterDraft): Record<string, string | undefined> {
  const { sort: _sort, page: _page, ...changes } = filterParams({ ...draft, q: draft.q.trim() });
  return { ...changes, page: undefined };
}

/** Every filter parameter removed: the URL change that Clear filters makes. */
export function clearedFilters(): Record<string, undefined> {
  return Object.fromEntries(FILTER_PARAMS.map((name) => [name, undefined]));
}

/** The sorts the select offers: by relevance only with a keyword to be relevant to. */
export function sortOptions(q: string): readonly TalentSort[] {
  return q ? TALENT_SORTS : TALENT_SORTS.filter((sort) => sort !== 'relevance');
}

/** The sort the select shows: the URL's when it is offered, else the one the server applies by default. */
export function shownSort(filters: Pick<TalentFilters, 'q' | 'sort'>): TalentSort {
  const offered = sortOptions(filters.q);
  return isOneOf(offered, filters.sort) ? filters.sort : effectiveSort({ q: filters.q || undefined, sort: undefined });
}

/**
 * Field name → message, keyed as the sidebar names its fields: the server's dotted paths ("skills.3") belong to
 * their first part. The first message per field wins, as on the server.
 */
export function byField(fields: FieldErrors): FieldErrors {
  const errors: FieldErrors = {};
  for (const [path, message] of Object.entries(fields)) errors[path.split('.')[0] ?? ''] ??= message;
  return errors;
}

/**
 * Checks a draft with the API's own schema before it goes into the URL, so the sidebar shows the server's
 * messages (rate min above max, a rate that is not a whole number, too many skills) without a round trip.
 * Returns no fields when the draft is fine.
 */
export function checkDraft(draft: FilterDraft): FieldErrors {
  const result = talentQuerySchema.safeParse(appliedDraft(draft));
  if (result.success) return {};
  const fields: FieldErrors = {};
  for (const issue of result.error.issues) fields[issue.path.join('.')] ??= issue.message;
  return byField(fields);
}

/** The chosen skills with `typed` added: each comma-separated part once, by its shown name ('ml' → 'Machine Learning'). */
export function addTypedSkills(chosen: readonly string[], typed: string): string[] {
  const next = [...chosen];
  for (const part of typed.split(',')) {
    const skill = canonicalSkill(part);
    if (skill && !hasSkill(next, skill)) next.push(skill);
  }
  return next;
}

import { describe, expect, it } from 'vitest';
import { TALENT_MESSAGES } from '../../../shared/talent';
import {
  addTypedSkills,
  appliedDraft,
  byField,
  checkDraft,
  clearedFilters,
  draftOf,
  FILTER_PARAMS,
  hasActiveFilters,
  readTalentFilters,
  shownSort,
  sortOptions,
  talentQuery,
} from './talent-filters';

const fromUrl = (search: string) => readTalentFilters(new URLSearchParams(search));
const queryOf = (search: string) => Object.fromEntries(talentQuery(fromUrl(search)));

describe('the talent directory filters, from the URL to the API', () => {
  it('sends every filter the URL names, with lists tidied, and leaves page 1 out', () => {
    expect(
      queryOf(
        'q=%20stoch%20&skills=Python,%20,C%2B%2B&skills=ML&experience=junior,senior&rateMin=100&rateMax=200&education=Ph.D.&availability=Available%20now&sort=rate&page=3',
      ),
    ).toEqual({
      q: 'stoch',
      skills: 'Python,C++,ML',
      experience: 'junior,senior',
      rateMin: '100',
      rateMax: '200',
      education: 'Ph.D.',
      availability: 'Available now',
      sort: 'rate',
      page: '3',
    });
    expect(talentQuery(fromUrl('page=1&skills=,')).toString()).toBe('');
  });

  it('passes hand-edited values on as written, for the server to refuse with its message', () => {
    expect(queryOf('rateMin=500&rateMax=100&availability=Soon&experience=expert&page=0')).toEqual({
      rateMin: '500',
      rateMax: '100',
      availability: 'Soon',
      experience: 'expert',
      page: '0',
    });
  });

  it('sorts by relevance only with a keyword: without one it is not sent, offered or shown', () => {
    expect(queryOf('sort=relevance')).toEqual({});
    expect(queryOf('q=python&sort=relevance')).toEqual({ q: 'python', sort: 'relevance' });
    expect(sortOptions('')).toEqual(['newest', 'rate']);
    expect(sortOptions('python')).toEqual(['relevance', 'newest', 'rate']);
    expect(shownSort(fromUrl('sort=relevance'))).toBe('newest');
    expect(shownSort(fromUrl('q=python'))).toBe('relevance');
    expect(shownSort(fromUrl('q=python&sort=rate'))).toBe('rate');
    expect(shownSort(fromUrl('sort=bogus'))).toBe('newest');
  });

  it('knows when filters narrow the list (sort and page do not), and clears every one of them', () => {
    expect(hasActiveFilters(fromUrl('sort=rate&page=2'))).toBe(false);
    expect(hasActiveFilters(fromUrl('education=Ph.D.'))).toBe(true);
    expect(hasActiveFilters(fromUrl('rateMax=90'))).toBe(true);
    expect(Object.keys(clearedFilters())).toEqual([...FILTER_PARAMS]);
    expect(Object.values(clearedFilters()).every((value) => value === undefined)).toBe(true);
  });
});

describe('the sidebar draft', () => {
  it('starts from the URL without checkbox choices that do not exist, and applies back on page 1', () => {
    const draft = draftOf(fromUrl('q=ml&experience=mid,expert&education=PhD,Master%27s&sort=rate&page=4'));
    expect(draft).toMatchObject({ q: 'ml', experience: ['mid'], education: ["Master's"] });
    expect(appliedDraft({ ...draft, q: '  vol  ', rateMin: '', skills: ['kdb+/q', 'C++'] })).toEqual({
      q: 'vol',
      skills: 'kdb+/q,C++',
      experience: 'mid',
      rateMin: undefined,
      rateMax: undefined,
      education: "Master's",
      availability: undefined,
      page: undefined,
    });
  });

  it('is checked with the API schema before it is applied: the server messages, by field', () => {
    const draft = draftOf(fromUrl(''));
    expect(checkDraft({ ...draft, rateMin: '100', rateMax: '200', availability: 'Available now' })).toEqual({});
    expect(checkDraft({ ...draft, rateMin: '500', rateMax: '100' })).toEqual({ rateMin: TALENT_MESSAGES.rateOrder });
    expect(checkDraft({ ...draft, rateMax: '12.5' })).toEqual({ rateMax: TALENT_MESSAGES.rate });
    expect(checkDraft({ ...draft, skills: Array.from({ length: 21 }, (_, i) => `Skill ${i}`) })).toEqual({
      skills: TALENT_MESSAGES.skills,
    });
    expect(checkDraft({ ...draft, availability: 'Soon' })).toEqual({ availability: TALENT_MESSAGES.availability });
  });

  it('files a server message under the field its path starts with, the first one winning', () => {
    expect(byField({ 'skills.3': 'too long', skills: 'too many', rateMin: 'order' })).toEqual({
      skills: 'too long',
      rateMin: 'order',
    });
  });

  it('adds typed skills by their shown name, each once, synonyms included', () => {
    expect(addTypedSkills(['Python'], 'ml, cpp ,,kdb')).toEqual(['Python', 'Machine Learning', 'C++', 'kdb+/q']);
    expect(addTypedSkills(['Machine Learning'], 'ML')).toEqual(['Machine Learning']);
    expect(addTypedSkills([], '  Rough   Paths ')).toEqual(['Rough Paths']);
    expect(addTypedSkills(['Python'], '  ')).toEqual(['Python']);
  });
});

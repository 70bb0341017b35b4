import { describe, expect, it } from 'vitest';
import { PIPELINE_MESSAGES } from '../../../shared/applications';
import { applicantsExportUrl } from './api';
import {
  applicantsQuery,
  clearedFilters,
  hasActiveFilters,
  normalizeMinGpa,
  readApplicantFilters,
} from './applicant-filters';

const fromUrl = (search: string) => readApplicantFilters(new URLSearchParams(search));

describe('the applications filters, from the URL to the API', () => {
  it('sends every filter the URL names, with skills tidied, and leaves the default sort and page 1 out', () => {
    const filters = fromUrl(
      'tab=applications&q=ada&university=MIT&degreeLevel=Ph.D.&skills=Python,%20,%20SQL%20&minGpa=3.5&graduationYear=2026&status=Shortlisted&positionId=p1&sort=gpa&page=3',
    );
    expect(Object.fromEntries(applicantsQuery(filters))).toEqual({
      q: 'ada',
      university: 'MIT',
      degreeLevel: 'Ph.D.',
      skills: 'Python,SQL',
      minGpa: '3.5',
      graduationYear: '2026',
      status: 'Shortlisted',
      positionId: 'p1',
      sort: 'gpa',
      page: '3',
    });
    expect(applicantsQuery(fromUrl('sort=newest&page=1')).toString()).toBe('');
    expect(applicantsQuery(fromUrl('tab=applications')).toString()).toBe('');
  });

  it('treats a hand-edited choice outside its list as "any", and passes typed text on for the server to judge', () => {
    const filters = fromUrl('status=Hired&degreeLevel=PhD&graduationYear=1999&sort=random&page=-2&minGpa=abc');
    expect(filters).toMatchObject({
      status: undefined,
      degreeLevel: undefined,
      graduationYear: undefined,
      sort: 'newest',
      page: 1,
    });
    expect(applicantsQuery(filters).toString()).toBe('minGpa=abc');
  });

  it('knows when filters narrow the list (sort and page do not), and clears every one of them', () => {
    expect(hasActiveFilters(fromUrl('sort=name&page=2'))).toBe(false);
    expect(hasActiveFilters(fromUrl('skills=Python'))).toBe(true);
    expect(hasActiveFilters(fromUrl('status=New'))).toBe(true);
    const cleared = clearedFilters();
    expect(Object.keys(cleared)).toEqual(expect.arrayContaining(['q', 'minGpa', 'positionId', 'sort', 'page']));
    expect(Object.keys(cleared)).not.toContain('tab');
  });

  it('exports what the list shows, every page of it', () => {
    expect(applicantsExportUrl(applicantsQuery(fromUrl('minGpa=3.5&page=2')))).toBe(
      '/api/internship-board/applications/export?minGpa=3.5',
    );
    expect(applicantsExportUrl(new URLSearchParams())).toBe('/api/internship-board/applications/export');
  });
});

describe('the minimum GPA box', () => {
  it('takes 0 to 4.0 in steps of 0.1, written as the server reads it', () => {
    expect(normalizeMinGpa('3.5')).toEqual({ value: '3.5' });
    expect(normalizeMinGpa('3.50')).toEqual({ value: '3.5' });
    expect(normalizeMinGpa('4')).toEqual({ value: '4.0' });
    expect(normalizeMinGpa('0')).toEqual({ value: '0.0' });
    expect(normalizeMinGpa('  ')).toEqual({ value: undefined });
  });

  it('refuses anything else with the server message', () => {
    for (const typed of ['4.1', '-1', '3.55', 'abc', '1e5']) {
      expect(normalizeMinGpa(typed)).toEqual({ error: PIPELINE_MESSAGES.minGpa });
    }
  });
});

import { describe, expect, it } from 'vitest';
import { bulkEmailSchema } from '../../../shared/interviews';
import { readApplicantFilters } from './applicant-filters';
import {
  applicantCount,
  audienceFromFilters,
  audienceOfPosition,
  describeAudience,
  previewKey,
} from './email-audience';

const POSITION = '0f8f1d4e-6a43-4a43-9a2e-1d1b7c7e0a11';
const filtersOf = (url: string) => readApplicantFilters(new URLSearchParams(url));

describe('the audience of an e-mail to applicants', () => {
  it('is the board’s filters, without sort, page or the tab', () => {
    const audience = audienceFromFilters(
      filtersOf(
        `tab=applications&status=Shortlisted&minGpa=3.5&skills=Python,%20,SQL%20&positionId=${POSITION}&sort=gpa&page=3`,
      ),
    );
    expect(audience).toEqual({ status: 'Shortlisted', minGpa: '3.5', skills: 'Python,SQL', positionId: POSITION });
  });

  it('is everybody when no filter is set, and ignores choices outside the lists', () => {
    expect(audienceFromFilters(filtersOf(''))).toEqual({});
    expect(audienceFromFilters(filtersOf('status=Hired&degreeLevel=PhD'))).toEqual({});
  });

  it('is what the API accepts', () => {
    const audience = audienceFromFilters(filtersOf('status=Reviewed&graduationYear=2027&q=ada'));
    const parsed = bulkEmailSchema.safeParse({ audience, subject: 'Hello', body: 'A message long enough to send.' });
    expect(parsed.success).toBe(true);
  });

  it('of the quick action is every applicant, or one position’s', () => {
    expect(audienceOfPosition('')).toEqual({});
    expect(audienceOfPosition(POSITION)).toEqual({ positionId: POSITION });
  });

  it('is said in words', () => {
    const positions = [{ id: POSITION, title: 'Rates Intern' }];
    expect(describeAudience({}, positions)).toEqual([]);
    expect(describeAudience({ positionId: POSITION, status: 'Shortlisted', skills: 'Python,SQL' }, positions)).toEqual([
      'Position: Rates Intern',
      'Status: Shortlisted',
      'Skills: Python, SQL',
    ]);
  });
});

describe('a preview', () => {
  const input = { audience: { status: 'New' }, subject: 'Hello {name}', body: 'Thanks for applying to {position}.' };

  it('stays current while only the spacing around the words changes', () => {
    expect(previewKey({ ...input, subject: ' Hello {name} ' })).toBe(previewKey(input));
    expect(previewKey({ ...input, audience: { status: 'New', q: '' } })).toBe(previewKey(input));
  });

  it('is out of date once the words or the audience change', () => {
    expect(previewKey({ ...input, body: 'Thanks for applying!' })).not.toBe(previewKey(input));
    expect(previewKey({ ...input, audience: {} })).not.toBe(previewKey(input));
  });

  it('counts applicants in words', () => {
    expect(applicantCount(1)).toBe('1 applicant');
    expect(applicantCount(2)).toBe('2 applicants');
    expect(applicantCount(1200)).toBe('1,200 applicants');
  });
});

import { describe, expect, it } from 'vitest';
import {
  ACADEMIC_MESSAGES,
  academicFormSchema,
  APPLICATION_MESSAGES,
  applicationFormSchema,
  degreeLevelOf,
  RESUME_MAX_BYTES,
} from './internships';

const letter = 'I have built intraday execution models for two years and would like to learn from your desk.';
const pdf = (bytes = 1024, type = 'application/pdf') => new File([new Uint8Array(bytes)], 'cv.pdf', { type });
const studies = { university: 'Imperial College London', degreeLevel: "Master's", gpa: '3.8', graduationYear: '2027' };
const messages = (input: Record<string, unknown>) => {
  const result = applicationFormSchema.safeParse({ ...studies, ...input });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('applicationFormSchema (the apply dialog before uploading)', () => {
  it('accepts a letter and a PDF within the size limit', () => {
    expect(messages({ coverLetter: letter, resume: pdf() })).toEqual([]);
  });

  it('names a missing, too large or non-PDF résumé with the spec messages', () => {
    expect(messages({ coverLetter: letter, resume: null })).toEqual([APPLICATION_MESSAGES.resumeMissing]);
    expect(messages({ coverLetter: letter, resume: pdf(RESUME_MAX_BYTES + 1) })).toEqual([
      APPLICATION_MESSAGES.resumeTooLarge,
    ]);
    expect(messages({ coverLetter: letter, resume: pdf(10, 'image/png') })).toEqual([
      APPLICATION_MESSAGES.resumeNotPdf,
    ]);
  });

  it('takes a file whose type the browser does not know (the server reads its content)', () => {
    expect(messages({ coverLetter: letter, resume: pdf(10, '') })).toEqual([]);
  });

  it('checks the letter with the same rule as the server', () => {
    expect(messages({ coverLetter: 'Too short', resume: pdf() })).toEqual([APPLICATION_MESSAGES.coverLetterShort]);
  });
});

describe("the applicant's studies (academicFormSchema, as typed in the dialog and sent as text)", () => {
  const parse = (input: Record<string, string>) => academicFormSchema.safeParse({ ...studies, ...input });
  const issues = (input: Record<string, string>) => {
    const result = parse(input);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it('reads GPA and year as numbers; an empty GPA is none', () => {
    expect(parse({}).data).toEqual({ ...studies, gpa: 3.8, graduationYear: 2027 });
    expect(parse({ gpa: '' }).data?.gpa).toBeNull();
    expect(parse({ gpa: '4.0' }).data?.gpa).toBe(4);
    expect(parse({ gpa: '0' }).data?.gpa).toBe(0);
  });

  it.each([['4.5'], ['3.75'], ['-1'], ['three'], ['10']])('refuses GPA %s', (gpa) => {
    expect(issues({ gpa })).toEqual([ACADEMIC_MESSAGES.gpa]);
  });

  it.each([['1990'], ['2040'], ['27'], ['']])('refuses graduation year %s', (graduationYear) => {
    expect(issues({ graduationYear })).toEqual([ACADEMIC_MESSAGES.graduationYear]);
  });

  it('needs a university and one of the three degree levels', () => {
    expect(issues({ university: ' ' })).toEqual([ACADEMIC_MESSAGES.university]);
    expect(issues({ degreeLevel: 'Diploma' })).toEqual([ACADEMIC_MESSAGES.degreeLevel]);
  });

  it("derives a degree's level from its name as the spec does", () => {
    expect(
      ['PhD', 'Ph.D. Statistics', 'Doctorate', 'MSc Financial Mathematics', 'Master of Engineering', 'MS'].map(
        degreeLevelOf,
      ),
    ).toEqual(['Ph.D.', 'Ph.D.', 'Ph.D.', "Master's", "Master's", "Master's"]);
    expect(['BSc', 'BA Economics', ''].map(degreeLevelOf)).toEqual(["Bachelor's", "Bachelor's", "Bachelor's"]);
  });
});

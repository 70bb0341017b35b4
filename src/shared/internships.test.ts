import { describe, expect, it } from 'vitest';
import { APPLICATION_MESSAGES, applicationFormSchema, RESUME_MAX_BYTES } from './internships';

const letter = 'I have built intraday execution models for two years and would like to learn from your desk.';
const pdf = (bytes = 1024, type = 'application/pdf') => new File([new Uint8Array(bytes)], 'cv.pdf', { type });
const messages = (input: unknown) => {
  const result = applicationFormSchema.safeParse(input);
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

import type { ApplicationSummary } from '../../../shared/contracts/applicant-tracking';

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return that hides one) as a formula, so an
 * applicant could plant one in their name or cover letter: such cells get a leading apostrophe, which shows the
 * text as typed (OWASP "CSV injection").
 */
export function neutralise(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** One CSV cell (RFC 4180): neutralised, and quoted when it holds a comma, a quote or a line break. */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  const text = neutralise(String(value));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const CSV_HEADER = [
  'Application ID',
  'Applied at',
  'Status',
  'Position',
  'Name',
  'University',
  'Degree level',
  'GPA',
  'Graduation year',
  'Skills',
  'Experience (years)',
  'First response at',
  'Rejection reason',
];

/** One line per application; never the applicant's e-mail (firms reach quants through QuantLeap). */
export function csvLine(a: ApplicationSummary): string {
  return [
    a.id,
    a.createdAt,
    a.status,
    a.position.title,
    a.applicant.name,
    a.applicant.university,
    a.applicant.degreeLevel,
    a.applicant.gpa === null ? null : a.applicant.gpa.toFixed(1),
    a.applicant.graduationYear,
    a.applicant.skills.join('; '),
    a.applicant.experienceYears,
    a.firstResponseAt,
    a.rejection?.label ?? null,
  ]
    .map(csvCell)
    .join(',');
}

import type { ApplicationSummary } from '../../../shared/contracts/applicant-tracking';
import type { CsvValue } from '../../platform/csv';

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

/** One row per application; never the applicant's e-mail (firms reach quants through QuantLeap). */
export function csvValues(a: ApplicationSummary): CsvValue[] {
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
  ];
}

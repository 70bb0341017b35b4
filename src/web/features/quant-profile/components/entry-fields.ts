import type { EducationEntry, ExperienceEntry } from '../../../../shared/quant-profile';
import type { EntryField } from '../../../components/entry-list/entry-list-editor';

/** The fields of the wizard's education and experience lists (spec §3). */
export const EDUCATION_FIELDS: EntryField<EducationEntry>[] = [
  { name: 'school', label: 'School' },
  { name: 'degree', label: 'Degree', half: true, placeholder: 'MSc' },
  { name: 'field', label: 'Field of study', half: true, placeholder: 'Financial Mathematics' },
  { name: 'fromYear', label: 'From year', half: true, placeholder: '2022' },
  { name: 'toYear', label: 'To year', half: true, placeholder: '2024' },
  { name: 'description', label: 'Description', multiline: true },
];

export const EXPERIENCE_FIELDS: EntryField<ExperienceEntry>[] = [
  { name: 'jobTitle', label: 'Job title', half: true },
  { name: 'company', label: 'Company', half: true },
  { name: 'fromDate', label: 'From (MM/YYYY)', half: true, placeholder: '06/2023' },
  { name: 'toDate', label: "To (MM/YYYY or 'Present')", half: true, placeholder: 'Present' },
  { name: 'description', label: 'Description', multiline: true },
];

export const BLANK_EDUCATION: EducationEntry = {
  school: '',
  degree: '',
  field: '',
  fromYear: '',
  toYear: '',
  description: '',
};
export const BLANK_EXPERIENCE: ExperienceEntry = {
  jobTitle: '',
  company: '',
  fromDate: '',
  toDate: '',
  description: '',
};

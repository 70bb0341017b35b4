import type { z } from 'zod';
import {
  educationListSchema,
  experienceListSchema,
  type EducationEntry,
  type ExperienceEntry,
} from '../../../shared/quant-profile';
import type { EntryField } from './entry-list-editor';

/** What a form needs to edit one kind of list: its fields, a blank entry, the shared schema, a name per entry. */
export interface EntryListKind<E> {
  fields: EntryField<E>[];
  blank: E;
  schema: z.ZodType;
  itemLabel: (entry: E, index: number) => string;
}

/** The fields of the education and experience lists (spec §3), edited in the wizard and on the profile page. */
const EDUCATION_FIELDS: EntryField<EducationEntry>[] = [
  { name: 'school', label: 'School' },
  { name: 'degree', label: 'Degree', half: true, placeholder: 'MSc' },
  { name: 'field', label: 'Field of study', half: true, placeholder: 'Financial Mathematics' },
  { name: 'fromYear', label: 'From year', half: true, placeholder: '2022' },
  { name: 'toYear', label: 'To year', half: true, placeholder: '2024' },
  { name: 'description', label: 'Description', multiline: true },
];

const EXPERIENCE_FIELDS: EntryField<ExperienceEntry>[] = [
  { name: 'jobTitle', label: 'Job title', half: true },
  { name: 'company', label: 'Company', half: true },
  { name: 'fromDate', label: 'From (MM/YYYY)', half: true, placeholder: '06/2023' },
  { name: 'toDate', label: "To (MM/YYYY or 'Present')", half: true, placeholder: 'Present' },
  { name: 'description', label: 'Description', multiline: true },
];

const BLANK_EDUCATION: EducationEntry = {
  school: '',
  degree: '',
  field: '',
  fromYear: '',
  toYear: '',
  description: '',
};
const BLANK_EXPERIENCE: ExperienceEntry = {
  jobTitle: '',
  company: '',
  fromDate: '',
  toDate: '',
  description: '',
};

export const EDUCATION_LIST: EntryListKind<EducationEntry> = {
  fields: EDUCATION_FIELDS,
  blank: BLANK_EDUCATION,
  schema: educationListSchema,
  itemLabel: (e, i) => e.school || `School ${i + 1}`,
};

export const EXPERIENCE_LIST: EntryListKind<ExperienceEntry> = {
  fields: EXPERIENCE_FIELDS,
  blank: BLANK_EXPERIENCE,
  schema: experienceListSchema,
  itemLabel: (e, i) => e.jobTitle || e.company || `Job ${i + 1}`,
};

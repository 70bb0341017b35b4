import { z } from 'zod';
import { oneLine } from './one-line';
import { personNameField } from './person-name';

export const EXPERIENCE_LEVELS = ['Beginner', 'Intermediate', 'Advanced', 'Expert'] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];

/** Spec §5 URL pattern: optional http/https, a host, a TLD of 2–6 letters, any path. */
export const URL_PATTERN = /^(https?:\/\/)?([\w-]+\.)+[a-z]{2,6}(\/[^\s]*)?$/i;
export const USERNAME_PATTERN = /^[a-zA-Z0-9_.-]{3,30}$/;

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_SIZE_PX = 256;
/** Why a chosen picture is refused: beside the chooser at once, and by the server if one gets through. */
export const AVATAR_MESSAGES = {
  notAnImage: 'Please choose an image file (JPG, PNG, WebP or GIF).',
  tooLarge: 'Images must be 5 MB or smaller.',
} as const;

/** optionalText for a single-line field (oneLine's rule). */
export const optionalLine = (max: number, label: string) =>
  oneLine(z.string().trim().max(max, `${label} must be at most ${max} characters`))
    .transform((v) => v || null)
    .nullable()
    .optional();

export const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((v) => v || null)
    .nullable()
    .optional();

export const optionalUrl = (label: string) =>
  z
    .string()
    .trim()
    .max(300, `${label} must be at most 300 characters`)
    .refine((v) => v === '' || URL_PATTERN.test(v), `Please enter a valid URL for ${label}`)
    // Stored with a scheme, so the link works wherever it is shown.
    .transform((v) => (v === '' ? null : /^https?:\/\//i.test(v) ? v : `https://${v}`))
    .nullable()
    .optional();

/** Personal Info of the profile page (spec §2); the same schema checks the form and the API. */
export const profileUpdateSchema = z.object({
  fullName: personNameField(),
  username: z
    .string()
    .trim()
    .refine(
      (v) => v === '' || USERNAME_PATTERN.test(v),
      'Username must be 3–30 letters, digits, dots, dashes or underscores',
    )
    .transform((v) => v || null)
    .nullable()
    .optional(),
  bio: optionalText(1000, 'Bio'),
  experienceLevel: z
    .enum(EXPERIENCE_LEVELS, { error: 'Choose Beginner, Intermediate, Advanced or Expert' })
    .nullable()
    .optional(),
  website: optionalUrl('Website'),
  githubUrl: optionalUrl('GitHub'),
  linkedinUrl: optionalUrl('LinkedIn'),
  twitterUrl: optionalUrl('Twitter'),
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

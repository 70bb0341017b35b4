import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { EXPERIENCE_LEVELS, profileUpdateSchema } from '../profile';
import { csrfHeaders, errorAnswers, fileField, jsonAnswer, jsonBody } from './common';

export const profileSchema = z.object({
  fullName: z.string().nullable(),
  username: z.string().nullable(),
  bio: z.string().nullable(),
  experienceLevel: z.enum(EXPERIENCE_LEVELS).nullable(),
  website: z.string().nullable(),
  githubUrl: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  twitterUrl: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  email: z.string(),
  /** E-mail me when a firm moves one of my applications on (Shortlisted, Interviewed, Offered, Rejected). */
  applicationStatusEmails: z.boolean(),
  /** E-mail me about new messages (at most one e-mail per conversation every 15 minutes). */
  messageEmails: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

export const emailPreferencesSchema = z
  .object({
    applicationStatusEmails: z.boolean({ error: 'Say true or false for application e-mails' }).optional(),
    messageEmails: z.boolean({ error: 'Say true or false for message e-mails' }).optional(),
  })
  .refine((p) => p.applicationStatusEmails !== undefined || p.messageEmails !== undefined, {
    message: 'Say which e-mails to turn on or off',
  });
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;

export const avatarUploadedSchema = z.object({ avatarUrl: z.string() });

export const getProfileRoute = createRoute({
  method: 'get',
  path: '/api/profile',
  summary: "The signed-in user's profile",
  responses: { 200: jsonAnswer(profileSchema, 'The profile.'), ...errorAnswers(401) },
});

export const updateProfileRoute = createRoute({
  method: 'put',
  path: '/api/profile',
  summary: "Change the signed-in user's profile",
  request: {
    headers: csrfHeaders,
    body: jsonBody(profileUpdateSchema),
  },
  responses: { 200: jsonAnswer(profileSchema, 'The saved profile.'), ...errorAnswers(400, 401, 403, 409, 413) },
});

export const uploadAvatarRoute = createRoute({
  method: 'post',
  path: '/api/profile/avatar',
  summary: "Replace the signed-in user's avatar (stored as a 256 px WebP)",
  request: {
    headers: csrfHeaders,
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: z.object({ avatar: fileField('A JPEG, PNG, WebP or GIF image of at most 5 MB.') }),
        },
      },
    },
  },
  responses: {
    200: jsonAnswer(avatarUploadedSchema, 'The new avatar address.'),
    ...errorAnswers(400, 401, 403, 413),
  },
});

export const updateEmailPreferencesRoute = createRoute({
  method: 'put',
  path: '/api/profile/email-preferences',
  summary: 'Turn the e-mails about my applications or my messages on or off (each field that is sent)',
  request: { headers: csrfHeaders, body: jsonBody(emailPreferencesSchema) },
  responses: {
    200: jsonAnswer(z.object({ applicationStatusEmails: z.boolean(), messageEmails: z.boolean() }), 'The preferences.'),
    ...errorAnswers(400, 401, 403),
  },
});

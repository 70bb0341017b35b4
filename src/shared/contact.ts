import { z } from 'zod';
import { oneLine } from './one-line';
import { NAME_MESSAGES, personNameField } from './person-name';

/** Patterns and messages of spec §5; the contact form and the server validate with the same schema. */
export const EMAIL_PATTERN = /^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+\.[^\s@\p{Cc}]+$/u;

export const CONTACT_MESSAGES = {
  name: NAME_MESSAGES.invalid,
  email: 'Please enter a valid email address',
  message: 'Message must be at least 10 characters',
  role: 'Please select your role',
} as const;

export const CONTACT_FORM_TYPES = ['general', 'waitlist', 'newsletter'] as const;
export type ContactFormType = (typeof CONTACT_FORM_TYPES)[number];

export const WAITLIST_ROLES = [
  { value: 'quant', label: 'Quant / Data Scientist' },
  { value: 'student', label: 'Student' },
  { value: 'hiring_manager', label: 'Hiring Manager' },
  { value: 'recruiter', label: 'Recruiter' },
  { value: 'other', label: 'Other' },
] as const;
export type WaitlistRole = (typeof WAITLIST_ROLES)[number]['value'];
const WAITLIST_ROLE_VALUES = WAITLIST_ROLES.map((r) => r.value) as [WaitlistRole, ...WaitlistRole[]];

export const PRODUCT_NAME = 'QuantLeap';

// The spec gives the contact form one message for an empty or a bad name.
const nameField = personNameField(CONTACT_MESSAGES.name);
const emailField = z.string().trim().max(254, CONTACT_MESSAGES.email).regex(EMAIL_PATTERN, CONTACT_MESSAGES.email);
const companyField = oneLine(z.string().trim().max(100, 'Company must be at most 100 characters')).optional();
const newsletterField = z.boolean().default(false);
/** Hidden field a person never fills; bots that do are told "thanks" and nothing is stored. */
const honeypotField = z.string().max(200).optional();

export const generalContactSchema = z.object({
  formType: z.literal('general'),
  name: nameField,
  email: emailField,
  message: z.string().trim().min(10, CONTACT_MESSAGES.message).max(5000, 'Message must be at most 5000 characters'),
  company: companyField,
  newsletterSignup: newsletterField,
  website: honeypotField,
});

export const waitlistContactSchema = z.object({
  formType: z.literal('waitlist'),
  name: nameField,
  email: emailField,
  role: z.enum(WAITLIST_ROLE_VALUES, { error: CONTACT_MESSAGES.role }),
  message: z.string().trim().max(5000, 'Message must be at most 5000 characters').optional(),
  company: companyField,
  newsletterSignup: newsletterField,
  website: honeypotField,
});

export const newsletterSchema = z.object({
  formType: z.literal('newsletter'),
  email: emailField,
  website: honeypotField,
});

export const contactSubmissionSchema = z.discriminatedUnion('formType', [
  generalContactSchema,
  waitlistContactSchema,
  newsletterSchema,
]);
export type ContactSubmission = z.infer<typeof contactSubmissionSchema>;

export function contactSuccessMessage(formType: ContactFormType): string {
  if (formType === 'waitlist') {
    return `You have been added to our waitlist! We will notify you when ${PRODUCT_NAME} launches.`;
  }
  // Double opt-in: the same answer whether the address was new, pending or subscribed already.
  if (formType === 'newsletter')
    return 'Almost done: check your inbox and open the link we sent to confirm your address.';
  return 'Your message has been sent. We will get back to you soon!';
}

import { z } from 'zod';
import { oneLine } from './one-line';
import { FIRM_CATEGORIES } from './firms';
import { COMPANY_MESSAGES, COMPANY_NAME_MAX, COMPANY_OFFICES_MAX, INVITATION_TOKEN_PATTERN } from './company-messages';
import { optionalText } from './profile';

export {
  COMPANY_INVITATIONS_PER_ADDRESS_PER_DAY,
  COMPANY_INVITATIONS_PER_DAY,
  COMPANY_MESSAGES,
  COMPANY_NAME_MAX,
  COMPANY_OFFICES_MAX,
  INVITATION_TOKEN_PATTERN,
} from './company-messages';

/** A hiring firm's categories: the firms list's taxonomy, so a company and a reference firm are compared alike. */
export const COMPANY_CATEGORIES = FIRM_CATEGORIES;

export const COMPANY_SIZE_BANDS = ['1–10', '11–50', '51–200', '201–1,000', '1,001–5,000', '5,000+'] as const;
export type CompanySizeBand = (typeof COMPANY_SIZE_BANDS)[number];

/** owner: everything, including members and deleting the company; recruiter: talent, positions, messages. */
export const COMPANY_ROLES = ['owner', 'recruiter'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

/**
 * pending: waiting for a member with a work e-mail at the website's domain, or for an operator;
 * verified: may see talent, publish and message; rejected: an operator said no (with a reason).
 */
export const VERIFICATION_STATES = ['pending', 'verified', 'rejected'] as const;
export type VerificationState = (typeof VERIFICATION_STATES)[number];

export const COMPANY_DESCRIPTION_MAX = 2000;
export const LOGO_MAX_BYTES = 5 * 1024 * 1024;
export const LOGO_SIZE_PX = 256;
/** An invitation link works once, for this many days. */
export const INVITATION_DAYS = 7;
export const REJECTION_REASON_MAX = 1000;

const URL_WITH_HOST = /^(https?:\/\/)?[^\s/?#]+\.[^\s/?#]+([/?#]\S*)?$/i;

/** A web address with a host name; stored with its scheme so the link works wherever it is shown. */
const websiteField = z
  .string({ error: COMPANY_MESSAGES.websiteInvalid })
  .trim()
  .min(1, COMPANY_MESSAGES.websiteInvalid)
  .max(300, 'Website must be at most 300 characters')
  .refine((v) => URL_WITH_HOST.test(v), COMPANY_MESSAGES.websiteInvalid)
  .transform((v) => (/^https?:\/\//i.test(v) ? v : `https://${v}`))
  .refine((v) => URL.canParse(v), COMPANY_MESSAGES.websiteInvalid);

/** A dot as typed, or as a look-alike that some mail clients still read as one. */
const DOT = '[.\\uFF0E\\u3002\\uFF61]';
/**
 * Text a mail client or chat would turn into a link: a scheme (`https://`), `www.`, a host name (a label joined
 * by a dot to two letters or more: `evil.example`, `x.com/win`) or an IPv4 address. Initials and abbreviations
 * followed by a space or the end ("D. E. Shaw & Co.", "J.P. Morgan") are not host names, so firm names pass; a
 * name that is a domain ("X.com") is refused too: mail clients link it all the same.
 */
const WEB_ADDRESS = new RegExp(
  [
    `[a-z][a-z0-9+.-]*:/{1,2}`,
    `\\bwww${DOT}`,
    `[\\p{L}\\p{N}]${DOT}\\p{L}{2,}(?![\\p{L}\\p{N}])`,
    `\\b\\d{1,3}(?:${DOT}\\d{1,3}){3}\\b`,
  ].join('|'),
  'iu',
);

/** Whether `text` holds something a reader's mail client could show as a link (see WEB_ADDRESS). */
export const containsWebAddress = (text: string): boolean => WEB_ADDRESS.test(text);

const placeField = (message: string) => oneLine(z.string({ error: message }).trim().min(2, message).max(100, message));

/** The company's own profile: the create form, the settings form and the API share it. */
export const companyInputSchema = z.object({
  name: oneLine(
    z
      .string({ error: COMPANY_MESSAGES.nameLength })
      .trim()
      .min(2, COMPANY_MESSAGES.nameLength)
      .max(COMPANY_NAME_MAX, COMPANY_MESSAGES.nameLength),
  )
    // A company's name travels in e-mails and pages to people it does not know: never a link there.
    .refine((name) => !containsWebAddress(name), COMPANY_MESSAGES.nameWebAddress),
  website: websiteField,
  category: z.enum(COMPANY_CATEGORIES, { error: COMPANY_MESSAGES.categoryRequired }),
  sizeBand: z.enum(COMPANY_SIZE_BANDS, { error: COMPANY_MESSAGES.sizeRequired }),
  headquarters: placeField(COMPANY_MESSAGES.headquartersLength),
  offices: z
    .array(placeField(COMPANY_MESSAGES.officeLength), { error: COMPANY_MESSAGES.officeLength })
    .max(COMPANY_OFFICES_MAX, COMPANY_MESSAGES.officesMax)
    .default([]),
  description: optionalText(COMPANY_DESCRIPTION_MAX, 'Description'),
});
export type CompanyInput = z.input<typeof companyInputSchema>;

export const invitationInputSchema = z.object({
  email: z
    .string({ error: 'Please enter an e-mail address' })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'Please enter a valid e-mail address' }).max(254, 'Please enter a valid e-mail address')),
});

/** The invitation's token travels in the link; it is 32 random bytes, base64url. */
export const invitationTokenSchema = z.object({
  token: z
    .string({ error: COMPANY_MESSAGES.invitationInvalid })
    .regex(INVITATION_TOKEN_PATTERN, COMPANY_MESSAGES.invitationInvalid),
});

export const transferOwnershipSchema = z.object({
  userId: oneLine(
    z.string({ error: 'Choose the member who becomes owner' }).min(1, 'Choose the member who becomes owner').max(100),
  ),
});

/** An operator's reason for rejecting a company: its owner reads it by e-mail and in the settings. */
export const rejectionReasonSchema = z.object({
  reason: z
    .string({ error: COMPANY_MESSAGES.reasonRequired })
    .trim()
    .min(1, COMPANY_MESSAGES.reasonRequired)
    .max(REJECTION_REASON_MAX, `The reason must be at most ${REJECTION_REASON_MAX} characters`),
});

export const reviewDecisionSchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve') }),
  rejectionReasonSchema.extend({ decision: z.literal('reject') }),
]);

/** Lower-case letters, digits and single dashes: the public page's address (/companies/:slug). */
export const companySlugSchema = z.object({
  slug: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, COMPANY_MESSAGES.companyNotFound)
    .max(120, COMPANY_MESSAGES.companyNotFound)
    .meta({ description: "The company's public address: lower-case letters, digits and single dashes." }),
});

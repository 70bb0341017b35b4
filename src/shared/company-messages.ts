/**
 * Companies' limits and messages, and the invitation token's form, kept free of zod (src/shared/company.ts holds
 * the schemas): the invitation page, which the boot script starts at once, then loads no schema library.
 */

export const COMPANY_NAME_MAX = 100;
export const COMPANY_OFFICES_MAX = 20;

/**
 * Recruiter invitations one company may e-mail in 24 hours, and to one address, so a company cannot use QuantLeap
 * to mail strangers in bulk nor flood one inbox (issue 43). Revoked and replaced invitations count: they were sent.
 */
export const COMPANY_INVITATIONS_PER_DAY = 20;
export const COMPANY_INVITATIONS_PER_ADDRESS_PER_DAY = 3;

/** An invitation's token: 32 random bytes, base64url. */
export const INVITATION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const COMPANY_MESSAGES = {
  nameLength: `Company name must be 2–${COMPANY_NAME_MAX} characters`,
  nameWebAddress:
    'Company name cannot contain a web address (like example.com, www. or https://). Enter the name alone: your website goes in the Website field.',
  websiteInvalid: "Enter your company's website, for example https://www.example.com",
  websiteNoDomain:
    "Enter your company's own web address (a domain such as example.com), not an IP address or a local name",
  categoryRequired: 'Please choose a category',
  sizeRequired: 'Please choose a size',
  headquartersLength: 'Headquarters must be 2–100 characters',
  officeLength: 'Each office must be 2–100 characters',
  officesMax: `List at most ${COMPANY_OFFICES_MAX} offices`,
  alreadyMember: 'You already belong to a company. Leave it before creating another one.',
  noCompany: 'Create your company profile first.',
  notVerified:
    "Your company is not verified yet. Sign in with a work e-mail at your company's website domain, or wait for our team's review.",
  ownerOnly: 'Only the company owner can do this.',
  logoNotImage: 'Please choose an image file (JPEG, PNG, WebP, GIF or AVIF).',
  logoTooLarge: 'The logo must be 5 MB or smaller.',
  logoMissing: 'Please choose an image to upload.',
  invitationInvalid: 'This invitation link is not valid. Ask the company owner to send a new one.',
  invitationExpired: 'This invitation has expired. Ask the company owner to send a new one.',
  invitationUsed: 'This invitation has already been used.',
  invitationWrongAccount: (email: string) =>
    `This invitation was sent to ${email}. Sign in with that address to accept it.`,
  invitationAlreadyMember: 'You already belong to a company. Leave it before joining another one.',
  inviteSelf: 'That address already belongs to a member of your company.',
  invitationsPerDay: `Your company can send at most ${COMPANY_INVITATIONS_PER_DAY} invitations in 24 hours, withdrawn ones included. Try again later.`,
  invitationsPerAddress: `This address has already been sent ${COMPANY_INVITATIONS_PER_ADDRESS_PER_DAY} invitations to your company in the last 24 hours. Try again tomorrow.`,
  ownerCannotLeave: 'The owner cannot leave the company. Hand ownership to another member first.',
  memberNotFound: 'No such member in your company.',
  invitationNotFound: 'No such invitation.',
  operatorOnly: 'Only QuantLeap operators can do this.',
  companyNotFound: 'No such company.',
  reasonRequired: 'Please give a reason the owner will read.',
} as const;

/** Why a company's members' e-mail does not verify it yet: what its owner is told, with the ways forward. */
export type UnprovedReason =
  | { kind: 'no_domain' }
  | { kind: 'free_mail_website'; domain: string }
  | { kind: 'claims_firm'; domain: string; firm: { name: string; domain: string } }
  | { kind: 'no_member_at_domain'; domain: string; personalAddresses: boolean };

const REVIEW = 'Otherwise our team reviews your company, usually within a working day.';

/** The owner's explanation of `reason`: the true cause first, then what they can do about it. */
export function unprovedExplanation(reason: UnprovedReason, companyName: string): string {
  switch (reason.kind) {
    case 'no_domain':
      return `Add your company's website in the settings: a member's work e-mail at its domain verifies the company at once. ${REVIEW}`;
    case 'free_mail_website':
      return `Your website's domain, ${reason.domain}, belongs to a free e-mail provider, so no address there can prove your company. Enter your company's own website in the settings. ${REVIEW}`;
    case 'claims_firm':
      return `“${companyName}” is the name of ${reason.firm.name}, a known firm whose own domain is ${reason.firm.domain}; your website is at ${reason.domain}, so an address at ${reason.domain} cannot prove the name. If you are ${reason.firm.name}, set your website to ${reason.firm.domain} and have a member sign in with an address there. If you are another firm, change the name to one that tells you apart. ${REVIEW}`;
    case 'no_member_at_domain':
      return `${reason.personalAddresses ? 'A personal address (such as a Gmail or Outlook one) does not count. ' : ''}To verify at once, have a member sign in with a work e-mail at ${reason.domain} (invite them from the settings). ${REVIEW}`;
  }
}

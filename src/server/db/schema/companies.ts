import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CompanyRole, CompanySizeBand, VerificationState } from '../../../shared/company';
import type { FirmCategory } from '../../../shared/firms';
import { user } from './auth';

/**
 * A hiring firm on the platform (spec §3 "company_profiles"). Its website's registrable domain is its identity:
 * verification compares members' e-mail domains with it (features/company/verification.ts). Profiles created
 * before firm accounts existed have no category, size or headquarters yet; the owner completes them in settings.
 */
export const companyProfiles = pgTable(
  'company_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The public page's address, /companies/:slug; made from the name, unique. */
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    website: text('website'),
    /** The website's registrable domain (tldts), e.g. janestreet.com for https://www.janestreet.com/join. */
    domain: text('domain'),
    category: text('category').$type<FirmCategory>(),
    sizeBand: text('size_band').$type<CompanySizeBand>(),
    headquarters: text('headquarters'),
    offices: jsonb('offices').$type<string[]>().notNull().default([]),
    description: text('description'),
    /** Storage key of the re-encoded WebP logo. */
    logoKey: text('logo_key'),
    verification: text('verification').$type<VerificationState>().notNull().default('pending'),
    /** How the company was verified: 'domain' (a member's work e-mail) or 'operator' (approved by hand). */
    verifiedVia: text('verified_via').$type<'domain' | 'operator'>(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** The domain an operator approved: changing the website to another domain asks for a new review. */
    approvedDomain: text('approved_domain'),
    rejectionReason: text('rejection_reason'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** Set by an operator: its positions, projects and page disappear and its members cannot act for it. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /** What the members are told, by e-mail and on every firm route they call. */
    suspensionReason: text('suspension_reason'),
    /** Loaded by `npm run seed:demo`, removed by `seed:demo:remove`. */
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The operators' review queue: waiting companies, oldest first.
    index('company_profiles_verification_created_idx').on(t.verification, t.createdAt),
    // The firms list marks reference firms whose domain a verified company holds.
    index('company_profiles_domain_idx').on(t.domain),
  ],
);

/** Who acts for which company. One company per account (user_id is the key); exactly one owner per company. */
export const companyMembers = pgTable(
  'company_members',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companyProfiles.id, { onDelete: 'cascade' }),
    role: text('role').$type<CompanyRole>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('company_members_company_idx').on(t.companyId, t.createdAt),
    uniqueIndex('company_members_one_owner_key')
      .on(t.companyId)
      .where(sql`${t.role} = 'owner'`),
  ],
);

/**
 * An invitation by e-mail to join as a recruiter. Only the SHA-256 of the link's token is stored, so a database
 * reader cannot accept invitations; accepting marks it used, so a link works once.
 */
export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companyProfiles.id, { onDelete: 'cascade' }),
    /** Lower-case. */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: text('invited_by').references(() => user.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One open invitation per address and company: inviting again replaces it (and its link).
    uniqueIndex('company_invitations_open_key')
      .on(t.companyId, t.email)
      .where(sql`${t.acceptedAt} is null`),
  ],
);

/**
 * Every recruiter invitation e-mailed, kept when the invitation is replaced or revoked, so the daily limits count
 * what was sent (issue 43). Kept by inviter too: deleting the company and creating another does not reset them.
 */
export const companyInvitationMails = pgTable(
  'company_invitation_mails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').references(() => companyProfiles.id, { onDelete: 'set null' }),
    invitedBy: text('invited_by')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** Lower-case. */
    email: text('email').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('company_invitation_mails_company_idx').on(t.companyId, t.sentAt),
    index('company_invitation_mails_inviter_idx').on(t.invitedBy, t.sentAt),
  ],
);

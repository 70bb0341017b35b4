import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { MatchCriteria } from '../../../shared/talent-match';
import { user } from './auth';
import { companyProfiles } from './companies';
import { firms } from './firms';

/**
 * The firms a quant hides from (issue 14). A block names a company on the platform or a reference firm, and holds
 * the registrable domain it applies to, so a block on a reference firm takes effect as soon as a company at that
 * firm's domain is verified, and a block on a company covers every company verified at its domain.
 */
export const quantFirmBlocks = pgTable(
  'quant_firm_blocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id').references(() => companyProfiles.id, { onDelete: 'cascade' }),
    firmId: integer('firm_id').references(() => firms.id, { onDelete: 'cascade' }),
    /** The name when blocked, shown to the quant even if the company later renames itself. */
    name: text('name').notNull(),
    domain: text('domain'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('quant_firm_blocks_user_company_idx').on(t.userId, t.companyId),
    uniqueIndex('quant_firm_blocks_user_firm_idx').on(t.userId, t.firmId),
    // Firm-facing queries ask "does this quant block this company or its domain?".
    index('quant_firm_blocks_company_idx').on(t.companyId),
    index('quant_firm_blocks_domain_idx').on(t.domain),
  ],
);

/** Which verified companies opened a quant's full profile, and when (the quant's "who viewed my profile"). */
export const quantProfileViews = pgTable(
  'quant_profile_views',
  {
    quantUserId: text('quant_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companyProfiles.id, { onDelete: 'cascade' }),
    firstViewedAt: timestamp('first_viewed_at', { withTimezone: true }).notNull().defaultNow(),
    lastViewedAt: timestamp('last_viewed_at', { withTimezone: true }).notNull().defaultNow(),
    viewCount: integer('view_count').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.quantUserId, t.companyId] }),
    index('quant_profile_views_quant_last_idx').on(t.quantUserId, t.lastViewedAt.desc()),
  ],
);

/** A company's saved talent matches: the criteria and the top results (profile ids and scores) when run. */
export const talentMatches = pgTable(
  'talent_matches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companyProfiles.id, { onDelete: 'cascade' }),
    createdByUserId: text('created_by_user_id').references(() => user.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name').notNull(),
    title: text('title').notNull(),
    criteria: jsonb('criteria').$type<MatchCriteria>().notNull(),
    /** The top results when run, best first. Read back through the visibility rules, so hidden quants drop out. */
    results: jsonb('results').$type<{ profileId: string; percent: number }[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('talent_matches_company_created_idx').on(t.companyId, t.createdAt.desc())],
);

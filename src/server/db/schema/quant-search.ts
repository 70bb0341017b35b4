import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Availability } from '../../../shared/availability';
import type { DegreeLevel } from '../../../shared/internships';
import { quantProfiles, tsvector } from './quant-profiles';

/**
 * What the talent directory and the match search, one narrow row per quant profile (decision 0017): the profile's
 * search document, its filter keys and the columns the filters, orders and match scores read, about 650 bytes a
 * row instead of the profile's 1.6 KB (its education and experience JSON stay behind), so a search reads a third
 * of the pages. Written only by the trigger `quant_search_sync` on quant_profiles (migration quant_search), in the same
 * statement as every insert and update of a profile, whatever wrote it; a deleted profile takes its row with it.
 * Firm-facing queries add talent-visibility's `searchListedFor`, and read the cards from quant_profiles.
 */
export const quantSearch = pgTable(
  'quant_search',
  {
    profileId: uuid('profile_id')
      .primaryKey()
      .references(() => quantProfiles.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    /** The quant, for their blocks on firms (quant_firm_blocks.user_id). */
    userId: text('user_id').notNull(),
    listed: boolean('listed').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    experienceYears: integer('experience_years').notNull(),
    /** The rate as a range: either end stands for both when only one is given (talent/rate-range.ts). */
    rateLow: integer('rate_low'),
    rateHigh: integer('rate_high'),
    highestDegree: text('highest_degree').$type<DegreeLevel>(),
    availability: text('availability').$type<Availability>(),
    location: text('location'),
    prefersRemote: boolean('prefers_remote').notNull(),
    /**
     * The skill keys (lower case) and one key per filterable fact, which no skill key can equal since they hold
     * capitals: 'Experience=4' (years, 40 for 40 or more), 'Availability=Available now', 'Degree=Ph.D.'. One GIN
     * index then answers skills, experience bands, availability and education together (talent/filter-keys.ts).
     */
    filterKeys: text('filter_keys').array().notNull(),
    /**
     * The quant's blocks on firms (quant_firm_blocks), as 'Company=<id>' and 'Domain=<domain>' keys, kept by the
     * triggers on both tables: talent-visibility's searchListedFor tests them on the row itself instead of
     * probing quant_firm_blocks for every match.
     */
    blockedKeys: text('blocked_keys')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    searchVector: tsvector('search_vector').notNull(),
  },
  (t) => [
    index('quant_search_vector_idx').using('gin', t.searchVector),
    index('quant_search_filter_keys_idx').using('gin', t.filterKeys),
    // The directory's orders, as its queries write them (decision 0017): newest, and the lower rate first.
    index('quant_search_newest_idx')
      .on(t.createdAt.desc().nullsFirst(), t.profileId.desc().nullsFirst())
      .where(sql`listed`),
    index('quant_search_rate_idx')
      .on(t.rateLow.asc().nullsLast(), t.profileId)
      .where(sql`listed`),
    // The blocks trigger finds a quant's row by their user.
    uniqueIndex('quant_search_user_idx').on(t.userId),
  ],
);

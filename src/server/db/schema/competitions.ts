import { pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { CompetitionCategory, CompetitionTiming } from '../../../shared/competitions';

/** Reference data: quant competitions, synced from seed/competitions.ts at start. */
export const competitions = pgTable('competitions', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  timing: text('timing').$type<CompetitionTiming>().notNull(),
  sponsors: text('sponsors').notNull(),
  description: text('description').notNull(),
  perks: text('perks').notNull(),
  url: text('url').notNull(),
  categories: text('categories').array().$type<CompetitionCategory[]>().notNull(),
});

import { index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { FirmCategory } from '../../../shared/firms';

/** Reference data: the quant firms list, synced from seed/firms.ts at start. */
export const firms = pgTable(
  'firms',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    url: text('url').notNull(),
    category: text('category').$type<FirmCategory>().notNull(),
    description: text('description').notNull(),
  },
  (t) => [index('firms_category_idx').on(t.category)],
);

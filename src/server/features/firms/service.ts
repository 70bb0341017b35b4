import { asc, sql } from 'drizzle-orm';
import type { Firm } from '../../../shared/contracts/firms';
import type { Db } from '../../db/client';
import { firms } from '../../db/schema';

export async function listFirms(db: Db): Promise<Firm[]> {
  return (
    db
      .select({ name: firms.name, url: firms.url, category: firms.category, description: firms.description })
      .from(firms)
      // Case-insensitive, and the same on PGlite and on any PostgreSQL server whatever its default collation.
      .orderBy(sql`lower(${firms.name}) collate "C"`, asc(firms.name))
  );
}

import { asc } from 'drizzle-orm';
import type { Competition } from '../../../shared/contracts/competitions';
import type { Db } from '../../db/client';
import { competitions } from '../../db/schema';

export async function listCompetitions(db: Db): Promise<Competition[]> {
  return db
    .select({
      slug: competitions.slug,
      name: competitions.name,
      timing: competitions.timing,
      sponsors: competitions.sponsors,
      description: competitions.description,
      perks: competitions.perks,
      url: competitions.url,
      categories: competitions.categories,
    })
    .from(competitions)
    .orderBy(asc(competitions.name));
}

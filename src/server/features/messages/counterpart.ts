import { sql } from 'drizzle-orm';
import type { Counterpart } from '../../../shared/contracts/messages';
import { companyProfiles } from '../../db/schema';
import { listedCompany } from '../../platform/company-access';

/** The company's public page slug, for a query that joins `company_profiles`: only a verified company has one. */
export const publicSlug = sql<string | null>`case when ${listedCompany} then ${companyProfiles.slug} end`;

/** The company as the quant sees it. */
export const companyCounterpart = (name: string, slug: string | null): Counterpart => ({
  name,
  company: name,
  companySlug: slug,
  headline: null,
});

/** The quant as the firm sees them: never an e-mail; the headline only while their profile is shown to it. */
export const quantCounterpart = (name: string, headline: string | null): Counterpart => ({
  name,
  company: null,
  companySlug: null,
  headline,
});

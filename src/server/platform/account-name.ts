import { sql } from 'drizzle-orm';
import { profiles, user } from '../db/schema';

/**
 * A person's name as a firm or another party sees it (spec §3 "Applicant profile"): their profile's full name, else
 * their account's name, else 'Unknown User'. Never their e-mail address. For a query that joins `users` and
 * left-joins `profiles` on them.
 */
export const accountName = sql<string>`coalesce(nullif(trim(${profiles.fullName}), ''), nullif(trim(${user.name}), ''), 'Unknown User')`;

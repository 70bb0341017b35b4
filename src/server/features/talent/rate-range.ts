import { sql } from 'drizzle-orm';
import { quantProfiles } from '../../db/schema';

/**
 * A quant's hourly rate as a range, in SQL: either end stands for both when only one is given. The directory's
 * rate filter and order and the match's rate credit read the same two ends (the rate index is on rateLow).
 */
export const rateLow = sql`coalesce(${quantProfiles.hourlyRateMin}, ${quantProfiles.hourlyRateMax})`;
export const rateHigh = sql`coalesce(${quantProfiles.hourlyRateMax}, ${quantProfiles.hourlyRateMin})`;

import { quantSearch } from '../../db/schema';

/**
 * A quant's hourly rate as a range: either end stands for both when only one is given. quant_search holds both
 * ends as the trigger writes them (coalesce of the profile's min and max); the directory's rate filter and order
 * and the match's rate credit read them (the rate index is on rate_low).
 */
export const rateLow = quantSearch.rateLow;
export const rateHigh = quantSearch.rateHigh;

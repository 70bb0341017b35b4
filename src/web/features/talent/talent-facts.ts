import { formatRateRange } from '../../../shared/talent';
import { formatDay } from '../../lib/format-date';
import { isObject } from '../../lib/utils';
import { experienceYearsText } from '../../../shared/experience';

/** "Under 1 year of experience", "6 years of experience". */
export function experienceText(years: number): string {
  return `${experienceYearsText(years)} of experience`;
}

/** The quant's hourly rate range, or what to say when they gave none. */
export function rateText(min: number | null, max: number | null): string {
  return formatRateRange(min, max) ?? 'Rate not given';
}

/** "Available from Jan 15, 2027" for the date a quant gave, or null. */
export function availableFromText(day: string | null): string | null {
  return day ? `Available from ${formatDay(day)}` : null;
}

/** Where a profile's back link goes: the directory with the filters it was opened from. */
export interface DirectoryState {
  directorySearch: string;
}

export function isDirectoryState(value: unknown): value is DirectoryState {
  return isObject(value) && typeof value.directorySearch === 'string';
}

/** When a quant can start: the profile's availability (issue 14), soonest first. */
export const AVAILABILITY = [
  'Available now',
  'Available within 2 weeks',
  'Available within a month',
  'Not looking',
] as const;
export type Availability = (typeof AVAILABILITY)[number];

/** Spec §2: the directory's availability select; each option includes the sooner ones. */
export const AVAILABILITY_FILTERS = ['Available now', 'Available within 2 weeks', 'Available within a month'] as const;
export type AvailabilityFilter = (typeof AVAILABILITY_FILTERS)[number];
export const ANY_AVAILABILITY_LABEL = 'Any availability';

/** The availabilities that satisfy "available by `wanted`": `wanted` and every sooner one. */
export function availableBy(wanted: AvailabilityFilter): Availability[] {
  return AVAILABILITY.slice(0, AVAILABILITY.indexOf(wanted) + 1);
}

/** Spec §4: the availability badge is green when the text contains 'Available', else yellow. */
export const AVAILABILITY_FALLBACK = 'Contact to check availability';
export const availabilityTone = (text: string | null): 'green' | 'yellow' =>
  text?.includes('Available') ? 'green' : 'yellow';

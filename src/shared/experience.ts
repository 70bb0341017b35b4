/**
 * Years of experience as people read them: "Under 1 year", "1 year", "6 years". The stored figure is whole years
 * worked, rounded down (quant-profile.ts experienceYears), so a three-month internship is under a year.
 */
export function experienceYearsText(years: number): string {
  if (years < 1) return 'Under 1 year';
  return years === 1 ? '1 year' : `${years} years`;
}

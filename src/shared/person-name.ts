import { z } from 'zod';

/**
 * Spec §5 name rule, for every field that holds a person's name (contact, waitlist, profile, quant profile, the
 * welcome mail): 2–50 characters of letters, digits, space and . ' " -. "Letters" means any script's letters
 * (`\p{L}`) with their combining marks (`\p{M}`), so "José Álvarez", "Zoë", "Łukasz Nowak" and "李明" are names;
 * `’` is the apostrophe phones type for `'` (O’Neil). At least one letter or digit, so "--" is not a name.
 * Lengths count characters (code points), not UTF-16 units.
 */
export const NAME_PATTERN = /^(?=.*[\p{L}\p{Nd}])[\p{L}\p{M}\p{Nd} .'’"-]{2,50}$/u;

export const NAME_MESSAGES = {
  /** Spec §8, verbatim. */
  invalid: 'Please enter a valid name (2-50 characters)',
  required: 'Please enter your full name',
} as const;

/**
 * A person's name: trimmed, composed (NFC, so "Zoë" typed as e + combining diaeresis is the same 3 letters as the
 * precomposed ë), then checked. An empty field gets `requiredMessage`; anything else not matching is "not valid".
 */
export const personNameField = (requiredMessage: string = NAME_MESSAGES.required) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .normalize('NFC')
    .min(1, { error: requiredMessage, abort: true })
    .regex(NAME_PATTERN, NAME_MESSAGES.invalid);

/** True when `name` is acceptable under the rule (after the same trimming and composition the schema does). */
export function isValidPersonName(name: string): boolean {
  return NAME_PATTERN.test(name.trim().normalize('NFC'));
}

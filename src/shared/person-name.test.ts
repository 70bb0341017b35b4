import { describe, expect, it } from 'vitest';
import { signUpSchema } from './auth';
import { generalContactSchema, waitlistContactSchema } from './contact';
import { emailTestSchema } from './email-test';
import { NAME_MESSAGES } from './person-name';
import { profileUpdateSchema } from './profile';
import { basicInfoSchema } from './quant-profile';

const REAL_NAMES = [
  'José Álvarez',
  'Zoë',
  'Łukasz Nowak',
  '李明',
  "Ada O'Neil",
  'Ada O’Neil',
  'J. R. "Bob" Dobbs-Smith',
];
const DIGITS_ALLOWED = ['Agent 47', '47'];
const NOT_NAMES = ['<script>', 'Ada 🚀', '🚀🚀', 'J', '李', 'x'.repeat(51), '--', 'a<b>'];

/** Every schema that holds a person's name, each reduced to "what does it say about this name?". */
const NAME_FIELDS: Record<string, (name: string) => { success: boolean; message?: string }> = {
  contact: (name) =>
    issue(generalContactSchema.safeParse({ formType: 'general', name, email: 'a@b.co', message: 'Ten chars!!' })),
  waitlist: (name) =>
    issue(waitlistContactSchema.safeParse({ formType: 'waitlist', name, email: 'a@b.co', role: 'quant' })),
  'profile full name': (name) => issue(profileUpdateSchema.safeParse({ fullName: name })),
  'quant profile full name': (name) =>
    issue(
      basicInfoSchema.safeParse({
        fullName: name,
        hourlyRateMin: null,
        isVisible: false,
        preferences: { remote: true, fullTime: false, contract: true },
      }),
    ),
  'sign-up full name': (name) =>
    issue(
      signUpSchema.safeParse({
        fullName: name,
        email: 'a@b.co',
        password: 'Quant2026!',
        confirmPassword: 'Quant2026!',
      }),
    ),
  'welcome mail name': (name) => issue(emailTestSchema.safeParse({ type: 'welcome', email: 'a@b.co', name })),
};

function issue(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return { success: result.success, message: result.error?.issues[0]?.message };
}

describe.each(Object.entries(NAME_FIELDS))('the %s field follows the one name rule', (_field, check) => {
  it.each([...REAL_NAMES, ...DIGITS_ALLOWED])('accepts %s', (name) => {
    expect(check(name)).toEqual({ success: true, message: undefined });
  });

  it.each(NOT_NAMES)('refuses %j with the spec message', (name) => {
    const result = check(name);
    expect(result.success).toBe(false);
    // The welcome mail says "at most 50" for a long name; every other refusal is the spec's message.
    if (name.length <= 50) expect(result.message).toBe(NAME_MESSAGES.invalid);
  });

  it('counts a decomposed "Zoë" (e + combining diaeresis) as the same name', () => {
    expect(check('Zoe\u0308').success).toBe(true);
  });

  it('counts characters, not UTF-16 units: 50 letters outside the basic plane are a name', () => {
    expect(check('𠀀'.repeat(50)).success).toBe(true);
  });
});

describe('stored names', () => {
  it('are trimmed and composed', () => {
    const parsed = profileUpdateSchema.parse({ fullName: '  Zoe\u0308 Nowak ' });
    expect(parsed.fullName).toBe('Zoë Nowak');
  });
});

import { describe, expect, it } from 'vitest';
import { COMPANY_MESSAGES, companyInputSchema, containsWebAddress } from './company';

const input = (name: string) => ({
  name,
  website: 'https://www.example.com',
  category: 'Prop Trading',
  sizeBand: '11–50',
  headquarters: 'Chicago, IL',
});

/**
 * Issue 43 finding 3: a company's free-text name travelled into invitation e-mails ("Join Claim your prize at
 * https://evil.example/win on QuantLeap"). A name may not hold anything a mail client would show as a link; firm
 * names with initials and abbreviations still pass.
 */
describe('company name: no web addresses', () => {
  it.each([
    'Claim your prize at https://evil.example/win',
    'HTTP://EVIL.EXAMPLE',
    'Visit www.evil-example.net today',
    'Go to www。evil',
    'evil.example/win',
    'Prizes at evil.co.uk',
    'Write to prizes@evil.example',
    'X.com',
    'evil．com',
    'ftp://files',
    'Win at 203.0.113.7',
  ])('refuses %j with the field message', (name) => {
    expect(containsWebAddress(name)).toBe(true);
    const result = companyInputSchema.safeParse(input(name));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['name', COMPANY_MESSAGES.nameWebAddress],
    ]);
  });

  it.each([
    'Two Sigma',
    'D. E. Shaw & Co.',
    'Jane Street',
    'J.P. Morgan',
    'AQR Capital Management, LLC',
    'Man Group plc',
    'G-Research',
    'St. James Capital',
    'Pi 3.14 Capital',
    'A.I. Quant Partners',
  ])('accepts the firm name %j', (name) => {
    expect(containsWebAddress(name)).toBe(false);
    expect(companyInputSchema.safeParse(input(name)).success).toBe(true);
  });
});

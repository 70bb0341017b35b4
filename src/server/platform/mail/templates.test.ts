import { describe, expect, it } from 'vitest';
import { companyInvitationMail, welcomeMail } from './templates';

const invitation = (companyName: string, verified: boolean, inviterName = 'Ada Lovelace') =>
  companyInvitationMail({ companyName, verified, inviterName, url: 'https://quantleap.test/accept', days: 7 });

/**
 * Issue 43 finding 3: an unverified company's free-text name headed the invitation's subject ("Join Claim your
 * prize at https://evil.example/win on QuantLeap"). Only a verified company's name reaches the subject, and text
 * that reads as a web address reaches no part of the mail.
 */
describe('the company invitation mail', () => {
  it('names a verified company in the subject and the body', () => {
    const mail = invitation('Northwind Quant', true);
    expect(mail.subject).toBe('Join Northwind Quant on QuantLeap');
    expect(mail.text).toContain('Ada Lovelace invited you to join Northwind Quant on QuantLeap as a recruiter.');
    expect(mail.text).not.toContain('not verified');
  });

  it("keeps an unverified company's name out of the subject, and says it is not verified", () => {
    const mail = invitation('Northwind Quant', false);
    expect(mail.subject).toBe('You are invited to join a company on QuantLeap');
    expect(mail.html).not.toContain('Join Northwind Quant');
    expect(mail.text).toContain('invited you to join Northwind Quant on QuantLeap');
    expect(mail.text).toContain('QuantLeap has not verified this company yet');
  });

  it.each([true, false])(
    'never writes a stored name that reads as a web address (verified: %s), nor such an inviter name',
    (verified) => {
      const mail = invitation('Claim your prize at https://evil.example/win', verified, 'Prizes at evil.example');
      expect(mail.subject).toBe('You are invited to join a company on QuantLeap');
      for (const part of [mail.subject, mail.text, mail.html]) {
        expect(part).not.toContain('evil.example');
        expect(part).not.toContain('Claim your prize');
      }
      expect(mail.text).toContain('A member of QuantLeap invited you to join their company on QuantLeap');
      // The one link is the invitation's own.
      expect(mail.html.match(/href="([^"]+)"/g)).toEqual(['href="https://quantleap.test/accept"']);
    },
  );
});

describe('the welcome mail', () => {
  it('speaks to quants and to hiring firms when no invitation brought the account', () => {
    const mail = welcomeMail('Ada Lovelace');
    expect(mail.subject).toBe('Welcome to QuantLeap');
    expect(mail.text).toContain('Welcome to QuantLeap, Ada Lovelace!');
    expect(mail.text).toContain('Looking for quant work? Build your quant profile');
    expect(mail.text).toContain('Hiring quants? Create your company profile');
  });

  it('speaks to an invited colleague, naming only a verified company whose name is not a web address', () => {
    const named = welcomeMail('Ada Lovelace', { companyName: 'Northwind Quant', verified: true });
    expect(named.text).toContain('Northwind Quant invited you to join its team as a recruiter');
    expect(named.text).not.toContain('Build your quant profile');
    for (const invitation of [
      { companyName: 'Northwind Quant', verified: false },
      { companyName: 'Claim your prize at https://evil.example/win', verified: true },
    ]) {
      const mail = welcomeMail('Ada Lovelace', invitation);
      expect(mail.text).toContain('A company invited you to join its team as a recruiter');
      for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toContain(invitation.companyName);
    }
  });
});

import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES } from '../../../shared/contact';
import { contactSubmissions, rateLimits } from '../../db/schema';
import { csrfHeaders, startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { contactRateLimit: 3 } });
});
afterAll(() => server.close());
beforeEach(async () => {
  await server.database.db.delete(contactSubmissions);
  await server.database.db.delete(rateLimits);
});

async function storedCount(): Promise<number> {
  const [row] = await server.database.db.select({ n: count() }).from(contactSubmissions);
  return row?.n ?? 0;
}

async function post(body: unknown, headers?: Record<string, string>) {
  const response = await server.fetch('/api/contact', {
    method: 'POST',
    headers: headers ?? (await csrfHeaders(server)),
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any -- test reads arbitrary JSON
}

const general = {
  formType: 'general',
  name: "Ada O'Neil-Lovelace",
  email: 'ada@example.com',
  message: '  I would like to hear more about the beta.  ',
  newsletterSignup: true,
};
const waitlist = { formType: 'waitlist', name: 'Grace Hopper', email: 'grace@example.com', role: 'quant' };

describe('POST /api/contact', () => {
  it('stores a general message, trimmed, and answers the spec success text', async () => {
    const { status, body } = await post(general);
    expect(status).toBe(201);
    expect(body.message).toBe('Your message has been sent. We will get back to you soon!');
    const [row] = await server.database.db.select().from(contactSubmissions);
    expect(row).toMatchObject({
      formType: 'general',
      name: "Ada O'Neil-Lovelace",
      email: 'ada@example.com',
      message: 'I would like to hear more about the beta.',
      newsletterSignup: true,
      role: null,
    });
    expect(row?.csrfToken).toBeTruthy();
  });

  it('stores a waitlist entry with its role and no message', async () => {
    const { status, body } = await post(waitlist);
    expect(status).toBe(201);
    expect(body.message).toBe('You have been added to our waitlist! We will notify you when QuantLeap launches.');
    const [row] = await server.database.db
      .select()
      .from(contactSubmissions)
      .where(eq(contactSubmissions.email, 'grace@example.com'));
    expect(row).toMatchObject({ formType: 'waitlist', role: 'quant', message: null, newsletterSignup: false });
  });

  it.each(['José Álvarez', 'Zoë', 'Łukasz Nowak', '李明'])(
    'stores a contact message and a waitlist entry from %s (letters of any script)',
    async (name) => {
      expect((await post({ ...general, name })).status).toBe(201);
      expect((await post({ ...waitlist, name })).status).toBe(201);
      const names = await server.database.db.select({ name: contactSubmissions.name }).from(contactSubmissions);
      expect(names).toEqual([{ name }, { name }]);
    },
  );

  it('still refuses markup and emoji as a name, with the spec message', async () => {
    for (const name of ['<script>', 'Ada 🚀']) {
      const { status, body } = await post({ ...waitlist, name });
      expect(status).toBe(400);
      expect(body.error.fields.name).toBe(CONTACT_MESSAGES.name);
    }
    expect(await storedCount()).toBe(0);
  });

  it('stores a newsletter subscription from the blog', async () => {
    const { status } = await post({ formType: 'newsletter', email: 'reader@example.com' });
    expect(status).toBe(201);
    const [row] = await server.database.db.select().from(contactSubmissions);
    expect(row).toMatchObject({
      formType: 'newsletter',
      email: 'reader@example.com',
      newsletterSignup: true,
      name: null,
    });
  });

  it('keeps markup exactly as typed (it is rendered as text, never as HTML)', async () => {
    await post({ ...general, message: '<script>alert("x")</script> & more text' });
    const [row] = await server.database.db.select().from(contactSubmissions);
    expect(row?.message).toBe('<script>alert("x")</script> & more text');
  });

  it.each([
    ['a one-letter name', { ...general, name: 'A' }, 'name', CONTACT_MESSAGES.name],
    ['a 51-letter name', { ...general, name: 'A'.repeat(51) }, 'name', CONTACT_MESSAGES.name],
    ['a name with symbols', { ...general, name: 'Robert<b>' }, 'name', CONTACT_MESSAGES.name],
    ['a bad e-mail', { ...general, email: 'not-an-email' }, 'email', CONTACT_MESSAGES.email],
    ['a short message', { ...general, message: '   too short   ' }, 'message', CONTACT_MESSAGES.message],
    ['a waitlist entry without role', { ...waitlist, role: undefined }, 'role', CONTACT_MESSAGES.role],
    ['a waitlist entry with an unknown role', { ...waitlist, role: 'ceo' }, 'role', CONTACT_MESSAGES.role],
  ])('refuses %s with the spec message and stores nothing', async (_label, body, field, message) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('VALIDATION_FAILED');
    expect(response.body.error.fields[field]).toBe(message);
    expect(await storedCount()).toBe(0);
  });

  it('refuses a body that is not JSON', async () => {
    const response = await post('{not json');
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe('The request body must be valid JSON.');
    expect(await storedCount()).toBe(0);
  });

  it('refuses a body over 64 KB with 413 and stores nothing', async () => {
    const response = await post({ ...general, message: 'x'.repeat(70 * 1024) });
    expect(response.status).toBe(413);
    expect(response.body.error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(await storedCount()).toBe(0);
  });

  it('refuses an unknown form type', async () => {
    const response = await post({ ...general, formType: 'sales' });
    expect(response.status).toBe(400);
    expect(await storedCount()).toBe(0);
  });

  it('answers a filled honeypot like a success but stores nothing', async () => {
    const { status, body } = await post({ ...general, website: 'http://spam.example' });
    expect(status).toBe(201);
    expect(body.ok).toBe(true);
    expect(await storedCount()).toBe(0);
  });

  describe('CSRF (signed double submit)', () => {
    it('refuses a post without a token', async () => {
      const response = await post(general, { 'Content-Type': 'application/json' });
      expect(response.status).toBe(403);
      expect(response.body.error.code).toBe('CSRF_FAILED');
      expect(await storedCount()).toBe(0);
    });

    it('refuses a header token that does not match the cookie', async () => {
      const headers = await csrfHeaders(server);
      const other = await csrfHeaders(server);
      const response = await post(general, { ...headers, 'X-CSRF-Token': other['X-CSRF-Token'] ?? '' });
      expect(response.status).toBe(403);
      expect(await storedCount()).toBe(0);
    });

    it('refuses a forged token that matches its own cookie but is not signed by the server', async () => {
      const forged = 'attacker-value.attacker-signature';
      const response = await post(general, {
        'Content-Type': 'application/json',
        'X-CSRF-Token': forged,
        Cookie: `ql_csrf=${forged}`,
      });
      expect(response.status).toBe(403);
      expect(await storedCount()).toBe(0);
    });

    it('sets the token cookie httpOnly and SameSite=Strict', async () => {
      const response = await server.fetch('/api/contact/csrf');
      const cookie = response.headers.getSetCookie()[0] ?? '';
      expect(cookie).toMatch(/^ql_csrf=/);
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('SameSite=Strict');
    });
  });

  describe('rate limit', () => {
    it('refuses the fourth submission in an hour from one address, with a 429', async () => {
      const headers = await csrfHeaders(server);
      for (let i = 0; i < 3; i++) expect((await post(general, headers)).status).toBe(201);
      const blocked = await post(general, headers);
      expect(blocked.status).toBe(429);
      expect(blocked.body.error.code).toBe('RATE_LIMITED');
      expect(await storedCount()).toBe(3);
    });

    it('does not count invalid submissions', async () => {
      const headers = await csrfHeaders(server);
      for (let i = 0; i < 5; i++) expect((await post({ ...general, name: 'A' }, headers)).status).toBe(400);
      expect((await post(general, headers)).status).toBe(201);
    });

    it('does not count a submission whose write fails, nor one refused with 429', async () => {
      // A real database failure, as an outage or a constraint would cause: PostgreSQL refuses this one name.
      await server.database.db.execute(
        sql`alter table contact_submissions add constraint test_refuses_name check (name <> 'Refused Name')`,
      );
      const headers = await csrfHeaders(server);
      try {
        for (let i = 0; i < 3; i++) {
          const failed = await post({ ...general, name: 'Refused Name' }, headers);
          expect(failed.status).toBe(500);
          expect(failed.body.error.code).toBe('INTERNAL');
        }
      } finally {
        await server.database.db.execute(sql`alter table contact_submissions drop constraint test_refuses_name`);
      }
      for (let i = 0; i < 3; i++) expect((await post(general, headers)).status).toBe(201);
      for (let i = 0; i < 2; i++) expect((await post(general, headers)).status).toBe(429);
      const [counter] = await server.database.db.select({ count: rateLimits.count }).from(rateLimits);
      expect(counter?.count).toBe(3);
      expect(await storedCount()).toBe(3);
    });

    it('cannot be reset by a forged X-Forwarded-For when no proxy is trusted', async () => {
      const headers = await csrfHeaders(server);
      for (let i = 0; i < 3; i++) await post(general, { ...headers, 'X-Forwarded-For': `203.0.113.${i}` });
      const blocked = await post(general, { ...headers, 'X-Forwarded-For': '198.51.100.7' });
      expect(blocked.status).toBe(429);
    });
  });
});

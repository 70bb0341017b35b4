import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import type { Database } from '../../db/client';
import { createLogger } from '../../platform/logger';
import { createMailer } from '../../platform/mail/mailer';
import { createTestDatabase } from '../../test/test-database';
import { expectConsoleError } from '../../../test/console-errors';
import { createAuth } from './auth';

/**
 * The origin check as configured from the environment: a browser that opens a default install at
 * http://127.0.0.1:3000 instead of http://localhost:3000 must be able to sign up and sign in.
 */
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

function authFor(env: Record<string, string>) {
  const config = loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'quantleap-origins-')), ...env });
  const logger = createLogger('silent');
  const mailer = createMailer({ db: database.db, logger, from: 'QuantLeap <test@quantleap.local>' });
  return createAuth({ db: database.db, config, mailer, logger });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A sign-in attempt as a browser sends it from a page at `origin` that already holds a cookie. */
function signInFrom(auth: ReturnType<typeof authFor>, origin: string) {
  return auth.handler(
    new Request('http://localhost:3000/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origin, Cookie: 'ql_csrf=x' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'Wrong2026!' }),
    }),
  );
}

describe('origins better-auth accepts', () => {
  it.each(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'])(
    'accepts %s on a default install (PUBLIC_URL unset)',
    async (origin) => {
      const answer = await signInFrom(authFor({ PORT: '3000' }), origin);
      // Wrong credentials: the request got past the origin check to the password check.
      expect(answer.status).toBe(401);
    },
  );

  it.each(['http://localhost:3001', 'http://evil.example', 'http://127.0.0.1.evil.example:3000'])(
    'refuses %s on a default install',
    async (origin) => {
      expectConsoleError(new RegExp(`\\[Better Auth\\]: Invalid origin: ${escapeRegExp(origin)}`));
      const answer = await signInFrom(authFor({ PORT: '3000' }), origin);
      expect(answer.status).toBe(403);
      expect(((await answer.json()) as { code: string }).code).toBe('INVALID_ORIGIN');
    },
  );

  it('trusts only PUBLIC_URL when it is set', async () => {
    expectConsoleError(/\[Better Auth\]: Invalid origin: http:\/\/127\.0\.0\.1:3000/);
    const auth = authFor({ PORT: '3000', PUBLIC_URL: 'http://localhost:3000' });
    expect((await signInFrom(auth, 'http://localhost:3000')).status).toBe(401);
    expect((await signInFrom(auth, 'http://127.0.0.1:3000')).status).toBe(403);
  });
});

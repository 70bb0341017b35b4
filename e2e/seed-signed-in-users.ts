/**
 * Writes a pool of users with open sessions into the e2e server's data directory (DATA_DIR), before the server
 * starts: the webServer command runs this first (PGlite lets one process hold a data directory, and Playwright
 * starts the webServer before globalSetup, so no later step could write there). Users and sessions come from the
 * test factories, the cookies are signed with the secret the server will read from the same DATA_DIR. Nothing here
 * is reachable in production.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { createSession, createUser, signedInCookies } from '../src/server/test/factories';
import { OPERATOR_EMAIL, OPERATOR_NAME, operatorFile, signedInPoolDir, type PooledUser } from './signed-in-pool';

/** Enough for every journey that signs in, on both projects, with a retry each. */
const DEFAULT_POOL_SIZE = 200;

const config = loadConfig();
const size = Number(process.env.E2E_SIGNED_IN_POOL ?? DEFAULT_POOL_SIZE);
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, purpose: 'e2e seed' });
try {
  // As the server does at start; it then finds nothing left to apply.
  await database.migrate();
  const users: PooledUser[] = [];
  for (let i = 0; i < size; i++) {
    // Each at a work domain of its own (example.com is a free-mail domain to verification), so a journey can
    // create a company at its user's domain and have it verified at once, as a firm with work e-mail would.
    const user = await createUser(database.db, {
      name: `Pooled User ${i + 1}`,
      email: `pooled${i + 1}@firm${i + 1}.test`,
    });
    const cookie = await createSession(database.db, config, user.userId);
    users.push({ email: user.email, userId: user.userId, cookies: signedInCookies(cookie), maxAge: cookie.maxAge });
  }
  const dir = signedInPoolDir(config.dataDir);
  mkdirSync(path.join(dir, 'claims'), { recursive: true });
  writeFileSync(path.join(dir, 'users.json'), JSON.stringify(users));
  // The operator (ADMIN_EMAILS in playwright.config.ts), for the company review journeys.
  const operator = await createUser(database.db, { name: OPERATOR_NAME, email: OPERATOR_EMAIL });
  const operatorCookie = await createSession(database.db, config, operator.userId);
  const operatorSession: PooledUser = {
    email: operator.email,
    userId: operator.userId,
    cookies: signedInCookies(operatorCookie),
    maxAge: operatorCookie.maxAge,
  };
  writeFileSync(operatorFile(config.dataDir), JSON.stringify(operatorSession));
} finally {
  await database.close();
}

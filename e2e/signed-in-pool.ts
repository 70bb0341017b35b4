/**
 * The pool of signed-in users that seed-signed-in-users.ts writes into the e2e server's data directory before the
 * server starts; the signIn fixture (fixtures.ts) claims one per journey.
 */
import { closeSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface PooledUser {
  email: string;
  userId: string;
  /** The session cookie and the signed-in hint, as the browser holds them after signing in. */
  cookies: { name: string; value: string; httpOnly: boolean }[];
  /** Seconds the session (and so its cookies) lasts. */
  maxAge: number;
}

export const signedInPoolDir = (dataDir: string) => path.join(dataDir, 'e2e-signed-in-users');

/** The one operator of the e2e server (its ADMIN_EMAILS, playwright.config.ts), beside the pool, never claimed. */
export const OPERATOR_EMAIL = 'operator@quantleap-e2e.test';
export const OPERATOR_NAME = 'QuantLeap Operator';
export const operatorFile = (dataDir: string) => path.join(signedInPoolDir(dataDir), 'operator.json');

/** The operator's open session; every journey that needs an operator shares it (it is never renamed). */
export function readOperator(dataDir: string): PooledUser {
  return JSON.parse(readFileSync(operatorFile(dataDir), 'utf8')) as PooledUser;
}

/**
 * Takes a user no other journey of this run has taken: a claim is a file created exclusively, so two workers never
 * get the same one.
 */
export function claimSignedInUser(dataDir: string): PooledUser {
  const dir = signedInPoolDir(dataDir);
  const users = JSON.parse(readFileSync(path.join(dir, 'users.json'), 'utf8')) as PooledUser[];
  for (const [index, user] of users.entries()) {
    try {
      closeSync(openSync(path.join(dir, 'claims', String(index)), 'wx'));
      return user;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  throw new Error(`All ${users.length} pooled signed-in users are taken: raise E2E_SIGNED_IN_POOL.`);
}

import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { consume } from '../../platform/rate-limit';

/**
 * Self-hosted ALTCHA proof of work for sign-ups past an address's normal budget. The server signs each challenge
 * with a key derived from APP_SECRET (so every process behind a load balancer accepts the others' challenges) and
 * remembers each solved challenge in the database until it expires, so one solution buys one sign-up.
 *
 * Difficulty: PBKDF2-SHA-256 at 1,000 iterations per try, the answer somewhere in 2,000–6,000 tries: about a
 * second in a browser's workers, 0.4–2 s of one server core in Node. Cheap for a person, a real cost for a script
 * creating accounts by the thousand.
 */
const ALGORITHM = 'PBKDF2/SHA-256';
const COST = 1_000;
const MIN_COUNTER = 2_000;
const MAX_COUNTER = 6_000;
export const CHALLENGE_LIFETIME_SECONDS = 10 * 60;

interface ChallengeSecrets {
  hmacSignatureSecret: string;
  hmacKeySignatureSecret: string;
}

function challengeSecrets(appSecret: string): ChallengeSecrets {
  const derive = (purpose: string) => createHmac('sha256', appSecret).update(purpose).digest('base64url');
  return {
    hmacSignatureSecret: derive('altcha-challenge-signature'),
    hmacKeySignatureSecret: derive('altcha-key-signature'),
  };
}

export function createSignUpChallenge(appSecret: string): Promise<Challenge> {
  return createChallenge({
    algorithm: ALGORITHM,
    cost: COST,
    counter: randomInt(MAX_COUNTER, MIN_COUNTER),
    deriveKey,
    expiresAt: new Date(Date.now() + CHALLENGE_LIFETIME_SECONDS * 1000),
    ...challengeSecrets(appSecret),
  });
}

/** What the widget submits: base64 of {challenge, solution}. Only the shape is checked here; the signature below. */
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.literal(ALGORITHM),
      nonce: z.string().min(1).max(200),
      salt: z.string().max(200),
      cost: z.number().int().positive(),
      keyLength: z.number().int().positive().max(64),
      keyPrefix: z.string().max(200),
    }),
    signature: z.string().min(1).max(500),
  }),
  solution: z.object({ counter: z.number().int().min(0), derivedKey: z.string().min(1).max(500) }),
});

function decodePayload(encoded: string) {
  try {
    return payloadSchema.safeParse(JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'))).data;
  } catch {
    return undefined;
  }
}

export type ChallengeCheck = 'solved' | 'invalid' | 'reused';

/**
 * Checks a submitted solution: signed by us, not expired, actually solved, and not used before. The nonce (inside
 * the signed parameters) is recorded only once the solution verifies, so forged payloads cannot fill the table.
 */
export async function checkSignUpSolution(db: Db, appSecret: string, encoded: string): Promise<ChallengeCheck> {
  const payload = encoded.length <= 4_000 ? decodePayload(encoded) : undefined;
  if (!payload) return 'invalid';
  const result = await verifySolution({
    challenge: payload.challenge,
    solution: payload.solution,
    deriveKey,
    ...challengeSecrets(appSecret),
  }).catch(() => ({ verified: false }));
  if (!result.verified) return 'invalid';
  const firstUse = await consume(
    db,
    `altcha-used:${payload.challenge.parameters.nonce}`,
    CHALLENGE_LIFETIME_SECONDS,
    1,
  );
  return firstUse.allowed ? 'solved' : 'reused';
}

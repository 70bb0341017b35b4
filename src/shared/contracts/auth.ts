import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { errorAnswers, jsonAnswer } from './common';

/**
 * An ALTCHA v2 challenge (altcha-lib), which the sign-up form's widget solves: the fields it needs. Plain objects, not
 * loose ones: altcha's types are interfaces, which TypeScript does not let fill an index signature, and JSON Schema
 * allows further fields anyway.
 */
export const signUpChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    memoryCost: z.number().optional(),
    parallelism: z.number().optional(),
    expiresAt: z.number().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string().optional(),
});
export type SignUpChallenge = z.infer<typeof signUpChallengeSchema>;

export const getSignUpChallengeRoute = createRoute({
  method: 'get',
  path: '/api/auth-challenge',
  summary: 'A fresh signed proof-of-work challenge for the sign-up form',
  responses: { 200: jsonAnswer(signUpChallengeSchema, 'The challenge.'), ...errorAnswers() },
});

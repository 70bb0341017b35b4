import { z } from 'zod';

/**
 * The shape of the ids the database gives rows (gen_random_uuid); anything else cannot name a row. Either case, and
 * spelled without flags: the OpenAPI document copies the source as its `pattern`, where a flag cannot follow.
 */
export const UUID_PATTERN = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

/** A row id inside a body or query, as the database writes it (lowercase); `message` when it cannot name a row. */
export const rowIdSchema = (message: string) =>
  z
    .string({ error: message })
    .regex(UUID_PATTERN, message)
    .transform((v) => v.toLowerCase());

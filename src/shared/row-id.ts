import { z } from 'zod';

/** The shape of the ids the database gives rows (gen_random_uuid); anything else cannot name a row. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A row id inside a body or query, as the database writes it (lowercase); `message` when it cannot name a row. */
export const rowIdSchema = (message: string) =>
  z
    .string({ error: message })
    .regex(UUID_PATTERN, message)
    .transform((v) => v.toLowerCase());

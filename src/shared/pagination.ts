import { z } from 'zod';

const PAGE_MESSAGE = 'Page must be a whole number from 1';

/** `?page=` of a server-paginated list: a whole number from 1 (bounded, so OFFSET stays sane), default 1. */
export const pageNumberSchema = z.coerce
  .number({ error: PAGE_MESSAGE })
  .int(PAGE_MESSAGE)
  .min(1, PAGE_MESSAGE)
  .max(10_000, PAGE_MESSAGE)
  .default(1);

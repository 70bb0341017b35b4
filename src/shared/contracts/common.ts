import { z } from 'zod';
import { ERROR_STATUS, type ErrorCode } from '../errors';
import { rowIdSchema } from '../row-id';

const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

/** The API's one error envelope (app.onError writes it; `fields` only for field errors). */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    requestId: z.string().optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** `{ok: true, message}`: what the public forms answer once a submission is stored. */
export const okMessageSchema = z.object({ ok: z.literal(true), message: z.string() });
export type OkMessage = z.infer<typeof okMessageSchema>;

const ERROR_DESCRIPTIONS = {
  400: 'The request is not valid (bad JSON, a bad field or query value): the envelope names the fields.',
  401: 'Nobody is signed in.',
  403: 'The CSRF token is missing or stale, or the caller may not do this.',
  404: 'Nothing has this id.',
  409: 'The change conflicts with what is stored.',
  413: 'The request body is too large.',
  429: 'Too many requests from this sender; try again later.',
  500: 'Something failed on the server.',
  502: 'An upstream service (mail delivery) failed.',
  503: 'The service is unavailable.',
} as const;
export type ErrorStatus = keyof typeof ERROR_DESCRIPTIONS;

/** A JSON answer's entry in a route's `responses`. */
export function jsonAnswer<S extends z.ZodType>(schema: S, description: string) {
  return { description, content: { 'application/json': { schema } } };
}

type ErrorAnswers<S extends ErrorStatus> = {
  [K in S]: { description: string; content: { 'application/json': { schema: typeof errorBodySchema } } };
};

/** The error envelope under each status a route can answer it with (500 always: anything can fail). */
export function errorAnswers<S extends ErrorStatus = never>(...statuses: S[]): ErrorAnswers<NoInfer<S> | 500> {
  const answers: Record<number, unknown> = {};
  for (const status of [...statuses, 500 as const])
    answers[status] = jsonAnswer(errorBodySchema, ERROR_DESCRIPTIONS[status]);
  return answers as ErrorAnswers<NoInfer<S> | 500>;
}

/** A file field of a multipart body, as OpenAPI names it. */
export const fileField = (description: string) => z.any().meta({ type: 'string', format: 'binary', description });

/** The CSRF header every state-changing route requires (platform/csrf.ts). */
export const csrfHeaders = z.object({
  'x-csrf-token': z.string().meta({ description: 'The token from GET /api/contact/csrf, echoed from its cookie.' }),
});

/**
 * A row id in the path: a UUID, lowercased as the database writes it. Anything else names no row, so `notFound` is
 * its message, which parseParams answers with a 404.
 */
export const idParam = (notFound: string, description: string) => rowIdSchema(notFound).meta({ description });

/** A required JSON request body checked by `schema` (the handler parses it with this schema: parseJson). */
export const jsonBody = <S extends z.ZodType>(schema: S) => ({
  required: true,
  content: { 'application/json': { schema } },
});

/** The iCalendar file of a booked interview, as the "Add to calendar" link downloads it. */
export const calendarAnswer = {
  description: 'The interview as an iCalendar (.ics) attachment, naming its organizer and attendee.',
  content: { 'text/calendar': { schema: z.string() } },
};

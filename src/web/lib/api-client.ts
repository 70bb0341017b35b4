import type { z } from 'zod';
import type { ApiRoute } from '../../shared/contracts';
import type { FieldErrors } from '../../shared/errors';
import type { ErrorBody } from '../../shared/contracts/common';

/** An answer from our API that was not a success; carries the server's message and per-field errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: FieldErrors;

  constructor(status: number, code: string, message: string, fields: FieldErrors = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

const NETWORK_MESSAGE = 'Could not reach QuantLeap. Check your connection and try again.';

type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);

/**
 * Where requests go. The browser uses fetch; a page rendered on the server (src/web/render-page.tsx) answers its
 * queries from the app in the same process, so the HTML carries the same data the browser would have fetched.
 */
export function setApiTransport(next: Transport): void {
  transport = next;
}

/** What an error answer without our envelope becomes (a proxy's 502 page, an empty body). */
interface UnknownError {
  code: string;
  message: (status: number) => string;
}

const UNKNOWN_ERROR: UnknownError = {
  code: 'INTERNAL',
  message: (status) => `The server answered ${status}. Please try again.`,
};

/**
 * The one fetch of the web app: every call to /api goes through it, so the network message and the reading of the
 * error envelope `{error: {code, message, fields?}}` exist once. Resolves with the answer's JSON (undefined when it
 * has none); its type is the caller's, taken from the route's contract.
 */
async function request(url: string, init: RequestInit, unknownError = UNKNOWN_ERROR) {
  let response: Response;
  try {
    response = await transport(url, { credentials: 'same-origin', ...init });
  } catch {
    throw new ApiError(0, 'NETWORK', NETWORK_MESSAGE);
  }
  const body = await response.json().catch(() => undefined);
  if (!response.ok) {
    const envelope: Partial<ErrorBody> | undefined = body;
    const error = envelope?.error;
    throw new ApiError(
      response.status,
      error?.code ?? unknownError.code,
      error?.message || unknownError.message(response.status),
      error?.fields,
    );
  }
  return body;
}

// Types of the contracted routes (src/shared/contracts, imported as types only: no zod reaches the bundles).
type Method = ApiRoute['method'];
/** The paths of the routes with this method, under /api and as the contract writes them: `/applications/{id}`. */
type PathOf<M extends Method> = ApiRoute extends infer R
  ? R extends { method: M; path: `/api${infer P}` }
    ? P
    : never
  : never;
type RouteOf<M extends Method, P extends string> = Extract<ApiRoute, { method: M; path: `/api${P}` }>;
type JsonSchemaOf<A> = A extends { content: { 'application/json': { schema: infer S extends z.ZodType } } } ? S : never;
/** The success answer of a route: its contract's 200 or 201 schema, undefined for a 204. */
type AnswerOf<R> = R extends { responses: infer A }
  ? {
      [K in keyof A]: K extends 200 | 201 ? z.output<JsonSchemaOf<A[K]>> : K extends 204 ? undefined : never;
    }[keyof A]
  : never;
/** The JSON body a route takes (what its schema accepts, before defaults). */
type JsonBodyOf<R> = R extends { request: { body: { content: { 'application/json': { schema: infer S } } } } }
  ? S extends z.ZodType
    ? z.input<S>
    : never
  : never;
/** `{id: string}` for `/applications/{id}`. */
type ParamsOf<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Record<Name, string> & ParamsOf<Rest>
  : Record<never, string>;

interface Options<P extends string> {
  /** Values of the path's `{name}` parts (encoded here). */
  params?: ParamsOf<P>;
  /** The query string, without `?`; nothing is added when empty. */
  query?: URLSearchParams;
  signal?: AbortSignal;
}

function urlOf(path: string, options: Options<string>): string {
  const params: Record<string, string> = options.params ?? {};
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  const query = options.query?.toString();
  return `/api${filled}${query ? `?${query}` : ''}`;
}

let csrfToken: Promise<string> | undefined;

/** The double-submit token the server checks on every form post; fetched once per page load. */
function getCsrfToken(): Promise<string> {
  csrfToken ??= api.get('/contact/csrf').then((r) => r.csrfToken);
  csrfToken.catch(() => {
    csrfToken = undefined;
  });
  return csrfToken;
}

/** Sends a state-changing request with the CSRF header; retries once with a fresh token if it expired. */
async function send(url: string, init: { method: string; body: BodyInit; json: boolean }) {
  const attempt = async () =>
    request(url, {
      method: init.method,
      headers: {
        ...(init.json ? { 'Content-Type': 'application/json' } : {}),
        'X-CSRF-Token': await getCsrfToken(),
      },
      body: init.body,
    });
  try {
    return await attempt();
  } catch (error) {
    // The token cookie may have expired while the page stayed open: fetch a fresh one and try once more.
    if (error instanceof ApiError && error.code === 'CSRF_FAILED') {
      csrfToken = undefined;
      return attempt();
    }
    throw error;
  }
}

/**
 * The API's routes, typed from their contracts: the path names the route, and the answer's type is the one its
 * contract's response schema gives (the server's tests hold every answer to that schema, decision 0011).
 */
export const api = {
  get<P extends PathOf<'get'>>(path: P, options: Options<P> = {}): Promise<AnswerOf<RouteOf<'get', P>>> {
    return request(urlOf(path, options), options.signal ? { signal: options.signal } : {});
  },
  post<P extends PathOf<'post'>>(
    path: P,
    body: JsonBodyOf<RouteOf<'post', P>>,
    options: Options<P> = {},
  ): Promise<AnswerOf<RouteOf<'post', P>>> {
    return send(urlOf(path, options), { method: 'POST', body: JSON.stringify(body), json: true });
  },
  /** A POST whose contract takes no body: an action such as leaving a company. */
  action<P extends PathOf<'post'>>(path: P, options: Options<P> = {}): Promise<AnswerOf<RouteOf<'post', P>>> {
    return send(urlOf(path, options), { method: 'POST', body: '', json: false });
  },
  put<P extends PathOf<'put'>>(
    path: P,
    body: JsonBodyOf<RouteOf<'put', P>>,
    options: Options<P> = {},
  ): Promise<AnswerOf<RouteOf<'put', P>>> {
    return send(urlOf(path, options), { method: 'PUT', body: JSON.stringify(body), json: true });
  },
  delete<P extends PathOf<'delete'>>(path: P, options: Options<P> = {}): Promise<AnswerOf<RouteOf<'delete', P>>> {
    return send(urlOf(path, options), { method: 'DELETE', body: '', json: false });
  },
  /** A multipart form post (fields and files), for the routes whose contract takes multipart/form-data. */
  postForm<P extends PathOf<'post'>>(path: P, form: FormData): Promise<AnswerOf<RouteOf<'post', P>>> {
    return send(urlOf(path, {}), { method: 'POST', body: form, json: false });
  },
};

/** A multipart upload of one file under `field`. */
export function apiUpload<P extends PathOf<'post'>>(path: P, field: string, file: File) {
  const form = new FormData();
  form.set(field, file);
  return api.postForm(path, form);
}

const AUTH_ERROR: UnknownError = { code: 'AUTH_FAILED', message: () => 'An error occurred during authentication.' };

/**
 * A call to better-auth's endpoints under /api/auth (no contract of ours: features/auth/api.ts narrows each
 * answer). GET without a body, POST with one; errors arrive in our envelope (the server rewrites better-auth's).
 */
export async function authRequest(path: string, body?: unknown): Promise<unknown> {
  return request(
    `/api/auth${path}`,
    body === undefined
      ? { method: 'GET', headers: {} }
      : { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
    AUTH_ERROR,
  );
}

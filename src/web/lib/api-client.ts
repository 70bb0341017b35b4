import type { ErrorBody, FieldErrors } from '../../shared/errors';

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

async function request<T>(path: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await transport(`/api${path}`, { credentials: 'same-origin', ...init });
  } catch {
    throw new ApiError(0, 'NETWORK', NETWORK_MESSAGE);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = (body as ErrorBody | undefined)?.error;
    throw new ApiError(
      response.status,
      error?.code ?? 'INTERNAL',
      error?.message ?? `The server answered ${response.status}. Please try again.`,
      error?.fields,
    );
  }
  return body as T;
}

let csrfToken: Promise<string> | undefined;

/** The double-submit token the server checks on every form post; fetched once per page load. */
function getCsrfToken(): Promise<string> {
  csrfToken ??= request<{ csrfToken: string }>('/contact/csrf').then((r) => r.csrfToken);
  csrfToken.catch(() => {
    csrfToken = undefined;
  });
  return csrfToken;
}

export function apiGet<T>(path: string, signal?: AbortSignal): Promise<T> {
  return request<T>(path, signal ? { signal } : {});
}

/** Sends a state-changing request with the CSRF header; retries once with a fresh token if it expired. */
async function send<T>(path: string, init: { method: string; body: BodyInit; json: boolean }): Promise<T> {
  const attempt = async () =>
    request<T>(path, {
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

export function apiPost<T>(path: string, body: unknown): Promise<T> {
  return send<T>(path, { method: 'POST', body: JSON.stringify(body), json: true });
}

export function apiPut<T>(path: string, body: unknown): Promise<T> {
  return send<T>(path, { method: 'PUT', body: JSON.stringify(body), json: true });
}

export function apiDelete<T = void>(path: string): Promise<T> {
  return send<T>(path, { method: 'DELETE', body: '', json: false });
}

/** A multipart form post (fields and files). */
export function apiPostForm<T>(path: string, form: FormData): Promise<T> {
  return send<T>(path, { method: 'POST', body: form, json: false });
}

/** A multipart upload of one file under `field`. */
export function apiUpload<T>(path: string, field: string, file: File): Promise<T> {
  const form = new FormData();
  form.set(field, file);
  return apiPostForm<T>(path, form);
}

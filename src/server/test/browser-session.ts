import type { TestServer } from './test-server';

/**
 * A minimal cookie-keeping client for API tests: stores Set-Cookie answers and sends them back, sends the Origin
 * header a browser sends (better-auth refuses cookie-bearing POSTs without it), and follows no redirect on its own.
 */
export class BrowserSession {
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly server: TestServer,
    private readonly extraHeaders: Record<string, string> = {},
  ) {}

  async request(path: string, init: { method?: string; json?: unknown; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { Origin: this.server.url, ...this.extraHeaders, ...init.headers };
    if (this.cookies.size > 0) headers.Cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (init.json !== undefined) headers['Content-Type'] = 'application/json';
    const target = path.startsWith('http') ? path : `${this.server.url}${path}`;
    const response = await fetch(target, {
      method: init.method ?? (init.json !== undefined ? 'POST' : 'GET'),
      headers,
      body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
      redirect: 'manual',
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      if (value === '' || /max-age=0/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON (a redirect or an HTML page); keep the text.
    }
    return { status: response.status, headers: response.headers, body: body as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON
  }

  /** Fetches a CSRF token (its cookie lands in this session) and returns the header that echoes it. */
  async csrfHeader(): Promise<Record<string, string>> {
    const response = await this.request('/api/contact/csrf');
    return { 'X-CSRF-Token': response.body.csrfToken as string };
  }

  /** A multipart upload, as a browser form would send it. */
  async upload(
    path: string,
    field: string,
    bytes: Uint8Array,
    filename: string,
    type: string,
    headers: Record<string, string> = {},
  ) {
    const form = new FormData();
    form.set(field, new Blob([new Uint8Array(bytes)], { type }), filename);
    return this.postForm(path, form, headers);
  }

  /** A multipart form post (several fields and files), with the session's cookies. */
  async postForm(path: string, form: FormData, headers: Record<string, string> = {}) {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await fetch(`${this.server.url}${path}`, {
      method: 'POST',
      headers: { Origin: this.server.url, ...(cookie ? { Cookie: cookie } : {}), ...headers },
      body: form,
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON
  }

  /** The Cookie header this session sends (for requests written by hand). */
  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  /** Stores a cookie as if the server had set it (a factory-made session). */
  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  cookieNames(): string[] {
    return [...this.cookies.keys()];
  }

  clearCookies(): void {
    this.cookies.clear();
  }
}

import { request } from 'node:http';
import type { FuzzBody } from './arbitraries';

export interface FuzzAnswer {
  status: number;
  text: string;
}

/** The bytes and content type of a generated body, as a browser would send them. */
async function encodeBody(body: FuzzBody): Promise<{ bytes: Buffer; contentType: string | undefined }> {
  if (body.kind === 'text') return { bytes: Buffer.from(body.text), contentType: body.contentType };
  const form = new FormData();
  for (const part of body.parts) {
    if ('value' in part) form.append(part.name, part.value);
    else form.append(part.name, new Blob([new Uint8Array(part.bytes)]), part.fileName);
  }
  // Response encodes FormData as multipart with a fresh boundary, which its Content-Type names.
  const encoded = new Response(form);
  return {
    bytes: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? undefined,
  };
}

/**
 * Sends one request on its own connection (no keep-alive). The server may rightly close a connection after
 * refusing a body it did not read (413); with a shared connection pool, the next request would fail on that
 * closed socket and look like the server's fault.
 */
export async function send(
  baseUrl: string,
  method: string,
  target: string,
  headers: Record<string, string>,
  body: FuzzBody | undefined,
): Promise<FuzzAnswer> {
  const encoded = body ? await encodeBody(body) : undefined;
  const allHeaders: Record<string, string> = { ...headers };
  if (encoded?.contentType) allHeaders['Content-Type'] = encoded.contentType;
  if (encoded) allHeaders['Content-Length'] = String(encoded.bytes.length);
  return new Promise((resolve, reject) => {
    const outgoing = request(`${baseUrl}${target}`, { method, headers: allHeaders, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
      );
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(encoded?.bytes);
  });
}

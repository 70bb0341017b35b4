import { connect } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../test/accounts';
import { startTestServer, type TestServer } from '../test/test-server';

/** The server's log lines, kept. */
const lines: { level: number; msg: string }[] = [];
let server: TestServer;
beforeAll(async () => {
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  server = await startTestServer({ logger });
});
afterAll(() => server.close());

/** Sends the headers and part of a body that announces `length` bytes, then drops the connection. */
async function cutMidway(path: string, headers: Record<string, string>, firstPart: string, length: number) {
  const { port } = new URL(server.url);
  const socket = connect(Number(port), '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  const head = Object.entries({ ...headers, Host: `127.0.0.1:${port}`, 'Content-Length': String(length) })
    .map(([name, value]) => `${name}: ${value}`)
    .join('\r\n');
  socket.write(`POST ${path} HTTP/1.1\r\n${head}\r\n\r\n${firstPart}`);
  // Long enough for the app to start reading the body.
  await new Promise((resolve) => setTimeout(resolve, 300));
  socket.destroy();
  await new Promise((resolve) => setTimeout(resolve, 500));
}

describe('a request body cut off mid-way', () => {
  it('is logged as a client abort, never as an unhandled error (an upload and a JSON body)', async () => {
    const quant = await signedInUser(server);
    const csrf = await quant.session.csrfHeader();
    const headers = { Origin: server.url, Cookie: quant.session.cookieHeader(), ...csrf };
    const boundary = 'cut-off-boundary';
    await cutMidway(
      '/api/profile/avatar',
      { ...headers, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n${'x'.repeat(1000)}`,
      200_000,
    );
    await cutMidway('/api/profile', { ...headers, 'Content-Type': 'application/json' }, '{"name": "Ada', 5_000);
    const errors = lines.filter((line) => line.level >= (pino.levels.values.error ?? 50));
    expect(errors).toEqual([]);
    // The JSON body is read before any route (the NUL check); the upload's is read by parseFormData, whose 400
    // nobody is left to read.
    expect(lines.filter((line) => line.msg === 'client aborted the request')).toHaveLength(1);
  });
});

import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from './client';
import { compensationEntries } from './schema';
import { killAllServers, startServer, stopServer, type ServerProcess } from '../test/server-process';

/** Concurrent senders: enough that requests are in flight (queued on PGlite's one connection) at the kill. */
const SENDERS = 8;
/** The server is killed once this many writes were acknowledged, while the senders keep sending. */
const KILL_AFTER_ACKNOWLEDGED = 1000;

afterAll(() => killAllServers());

/** Cookie and token for the double-submit CSRF check, as the web app gets them. */
async function csrfHeaders(server: ServerProcess): Promise<Record<string, string>> {
  const response = await fetch(`${server.url}/api/contact/csrf`);
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { 'Content-Type': 'application/json', 'X-CSRF-Token': csrfToken, Cookie: cookie };
}

it(
  'keeps every acknowledged write when the server is killed with SIGKILL mid-burst and restarted',
  { timeout: 300_000 },
  async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'quantleap-durability-'));
    const env = { COMPENSATION_RATE_LIMIT: '10000' };
    const server = await startServer(dataDir, env);
    const headers = await csrfHeaders(server);
    // Every entry carries this run's marker and a base salary no other entry has: the salary names the write.
    const marker = `durability ${randomBytes(6).toString('hex')}`;

    const acknowledged: number[] = [];
    let next = 0;
    let inFlight = 0;
    let inFlightAtKill = 0;
    let killed = false;
    const send = async () => {
      for (;;) {
        const baseSalary = 100_000 + next++;
        inFlight++;
        const status = await fetch(`${server.url}/api/compensation/entries`, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            role: 'Quant Researcher',
            level: 'Senior',
            region: 'EMEA',
            baseSalary,
            notes: marker,
            year: 2024,
          }),
        }).then(
          (response) => response.status,
          () => undefined,
        );
        inFlight--;
        if (status === 201) acknowledged.push(baseSalary);
        else if (status !== undefined) throw new Error(`unexpected answer ${status} to a valid entry`);
        else if (!killed) throw new Error(`the server stopped answering before the kill:\n${server.output()}`);
        if (!killed && acknowledged.length >= KILL_AFTER_ACKNOWLEDGED) {
          killed = true;
          inFlightAtKill = inFlight;
          server.child.kill('SIGKILL');
        }
        // After the kill every request fails to connect: the burst is over.
        if (killed && status === undefined) return;
      }
    };
    await Promise.all(Array.from({ length: SENDERS }, send));
    expect(await server.exited).toBeNull(); // killed by the signal, not exited on its own
    // The kill came mid-burst: the other senders' requests were on their way or queued in the server.
    expect(inFlightAtKill).toBeGreaterThan(0);

    // The restart takes over the lock the killed server left behind and recovers PGlite from its write-ahead log.
    const restarted = await startServer(dataDir, env);
    expect(await stopServer(restarted)).toBe(0);

    const database = await openDatabase({ dataDir, purpose: 'durability test' });
    try {
      const stored = await database.db
        .select({ baseSalary: compensationEntries.baseSalary })
        .from(compensationEntries)
        .where(eq(compensationEntries.notes, marker));
      const storedSalaries = new Set(stored.map((row) => row.baseSalary));
      const lost = acknowledged.filter((baseSalary) => !storedSalaries.has(baseSalary));
      console.log(
        `durability: ${acknowledged.length} writes acknowledged before SIGKILL, ${lost.length} lost, ` +
          `${stored.length - acknowledged.length} more stored than acknowledged (answered as the server died)`,
      );
      expect(lost).toEqual([]);
    } finally {
      await database.close();
    }
  },
);

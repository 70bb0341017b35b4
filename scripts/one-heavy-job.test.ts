import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const script = path.join(import.meta.dirname, 'one-heavy-job.sh');

/** Runs a command through the lock, with a lock folder of the test's own (not the machine's real one). */
function heavyJob(lockDir: string, command: string) {
  // The suite itself runs inside the machine's lock; these jobs must take the test's lock afresh.
  const env = { ...process.env, TMPDIR: lockDir, QUANTLEAP_HEAVY_JOB: '' };
  const child = spawn('bash', [script, 'bash', '-c', command], { env });
  let stderr = '';
  let stdout = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  const done = new Promise<number>((resolve) => child.on('close', (code) => resolve(code ?? -1)));
  return { done, output: () => ({ stdout, stderr }) };
}

describe('one heavy job at a time (scripts/one-heavy-job.sh)', () => {
  it('makes a second job wait for the first, says whose turn it is, and passes on the exit status', async () => {
    const lockDir = mkdtempSync(path.join(tmpdir(), 'quantleap-lock-test-'));
    const first = heavyJob(lockDir, 'sleep 1.5; echo first > "$TMPDIR/marker"');
    await expect.poll(() => existsSync(path.join(lockDir, 'quantleap-heavy-job.lock.holder'))).toBe(true);
    // The first job writes the marker as it ends: the second prints it only if it waited.
    const second = heavyJob(lockDir, 'echo "second ran after $(cat "$TMPDIR/marker")"; exit 3');
    expect(await first.done).toBe(0);
    expect(await second.done).toBe(3);
    expect(second.output().stdout).toContain('second ran after first');
    expect(second.output().stderr).toMatch(/Another heavy job holds this machine: bash -c sleep 1\.5.*Waiting/);
  });

  it('runs a job started inside a locked one at once (npm test runs test:unit)', async () => {
    const lockDir = mkdtempSync(path.join(tmpdir(), 'quantleap-lock-test-'));
    const nested = heavyJob(lockDir, `bash ${script} bash -c 'echo nested-ran'`);
    expect(await nested.done).toBe(0);
    expect(nested.output().stdout).toContain('nested-ran');
    expect(nested.output().stderr).toBe('');
  });
});

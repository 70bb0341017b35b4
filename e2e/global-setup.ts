import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Browser tests drive Debian's Chromium; install it once when the machine lacks it (no browser download). */
export default function globalSetup(): void {
  if (existsSync('/usr/bin/chromium')) return;
  console.log('Installing Chromium from Debian (once)…');
  execFileSync('bash', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium'], {
    stdio: 'inherit',
  });
  if (!existsSync('/usr/bin/chromium')) throw new Error('Chromium is still missing after apt-get install');
}

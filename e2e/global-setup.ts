import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from './chromium';

/** Browser tests drive Debian's Chromium; install it once when the machine lacks it (no browser download). */
export default function globalSetup(): void {
  if (existsSync(CHROMIUM_PATH)) return;
  console.log('Installing Chromium from Debian (once)…');
  execFileSync('bash', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium'], {
    stdio: 'inherit',
  });
  if (!existsSync(CHROMIUM_PATH)) throw new Error('Chromium is still missing after apt-get install');
}

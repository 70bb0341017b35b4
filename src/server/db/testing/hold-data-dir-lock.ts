/**
 * A separate process for the lock tests (a lock is about processes): takes the lock on the DATA_DIR given as
 * argv[2] and prints one JSON line, {"acquired": true} or {"acquired": false, "message": …}, then holds it until
 * its stdin closes (then releases and exits 0) or it is killed. With --wait-for-go it first prints {"ready": true}
 * and waits for a line on stdin, so several of them can be released at the same instant to race. With
 * --exit-holding it calls process.exit() while holding the lock, as a failed start does.
 */
import { createInterface } from 'node:readline';
import { acquireDataDirLock } from '../data-dir-lock';

const [dataDir, purpose = 'lock test'] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
if (!dataDir) throw new Error('usage: hold-data-dir-lock.ts <DATA_DIR> [purpose] [--wait-for-go]');
const lines = createInterface({ input: process.stdin })[Symbol.asyncIterator]();

if (process.argv.includes('--wait-for-go')) {
  console.log(JSON.stringify({ ready: true }));
  await lines.next();
}
try {
  const lock = acquireDataDirLock(dataDir, { purpose });
  console.log(JSON.stringify({ acquired: true }));
  if (process.argv.includes('--exit-holding')) process.exit(0);
  while (!(await lines.next()).done);
  lock.release();
} catch (error) {
  console.log(JSON.stringify({ acquired: false, message: (error as Error).message }));
}

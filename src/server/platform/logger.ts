import pino from 'pino';

export type Logger = pino.Logger;

/**
 * Structured JSON logs on stdout, one line per event. Written asynchronously so a busy server does not make one
 * system call per log line; main.ts flushes on shutdown.
 */
export function createLogger(level: string): Logger {
  const destination = level === 'silent' ? undefined : pino.destination({ dest: 1, sync: false });
  return destination ? pino({ level, base: { service: 'quantleap' } }, destination) : pino({ level: 'silent' });
}

import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { SIGNED_IN_HINT_ATTRIBUTE, SIGNED_IN_HINT_COOKIE } from '../../../shared/auth';

const script = readFileSync(new URL('../../public/signed-in-hint.js', import.meta.url), 'utf8');

/** Runs the <head> script against a page whose cookies are `cookie`; answers whether it marked <html>. */
function marksPage(cookie: string): boolean {
  const attributes = new Map<string, string>();
  const document = {
    cookie,
    documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
  };
  runInNewContext(script, { document });
  return attributes.has(SIGNED_IN_HINT_ATTRIBUTE);
}

describe('the signed-in hint script', () => {
  it('marks <html> only when the hint cookie says signed in', () => {
    expect(marksPage(`${SIGNED_IN_HINT_COOKIE}=1`)).toBe(true);
    expect(marksPage(`theme=dark; ${SIGNED_IN_HINT_COOKIE}=1; other=2`)).toBe(true);
    expect(marksPage('')).toBe(false);
    expect(marksPage(`${SIGNED_IN_HINT_COOKIE}=`)).toBe(false);
    expect(marksPage(`x${SIGNED_IN_HINT_COOKIE}=1`)).toBe(false);
  });
});

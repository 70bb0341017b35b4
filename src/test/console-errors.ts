/**
 * Vitest setup (vitest.config.ts `setupFiles`): an unexpected console.error fails the test that logged it, as it
 * fails a browser journey (e2e/fixtures.ts). That covers React's act() and hydration warnings, which React logs
 * with console.error, and errors better-auth logs. A test that expects one says so with expectConsoleError().
 */
import { format, stripVTControlCharacters } from 'node:util';
import { afterAll, afterEach, beforeEach, expect } from 'vitest';

interface Expected {
  pattern: RegExp;
  required: boolean;
  seen: boolean;
}

const originalError = console.error.bind(console);
let expected: Expected[] = [];
let unexpected: string[] = [];

console.error = (...args: unknown[]) => {
  // Without colour codes: libraries colour their output when the terminal does.
  const text = stripVTControlCharacters(format(...args));
  const match = expected.find((entry) => entry.pattern.test(text));
  if (match) {
    match.seen = true;
    return;
  }
  unexpected.push(text);
  originalError(...args);
};

/**
 * Declares that the running test logs a console.error matching `pattern` (any number of times, at least once);
 * such messages are then not printed. Call it before the code that logs.
 */
export function expectConsoleError(pattern: RegExp): void {
  expected.push({ pattern, required: true, seen: false });
}

/**
 * Lets the running test log console.errors matching `pattern` without requiring one: for generated inputs (the
 * fuzz tests), where whether a library logs a refusal depends on the input drawn.
 */
export function allowConsoleError(pattern: RegExp): void {
  expected.push({ pattern, required: false, seen: false });
}

beforeEach(() => {
  expected = [];
  unexpected = [];
});

afterEach(() => {
  const logged = unexpected;
  const missing = expected.filter((entry) => entry.required && !entry.seen).map((entry) => String(entry.pattern));
  expected = [];
  unexpected = [];
  expect(logged, 'unexpected console.error during the test').toEqual([]);
  expect(missing, 'console.error the test expected but did not see').toEqual([]);
});

// Outside any test: setup and teardown of the file (beforeAll/afterAll), or work a test left running.
afterAll(() => {
  expect(unexpected, 'unexpected console.error outside a test').toEqual([]);
});

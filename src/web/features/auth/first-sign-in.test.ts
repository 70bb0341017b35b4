import { describe, expect, it } from 'vitest';
import { isFirstSignInOf } from './first-sign-in';

const now = Date.parse('2026-12-06T12:00:00.000Z');
const created = '2026-12-06T11:00:00.000Z';
const session = '2026-12-06T11:59:59.000Z';
const signIn = (at: string) => ({ action: 'sign_in_new_device' as const, at });
const base = { accountCreatedAt: created, sessionCreatedAt: session, hasMore: false, now };

describe('isFirstSignInOf', () => {
  it('welcomes the sign-in that wrote the account’s one sign-in event', () => {
    expect(isFirstSignInOf({ ...base, events: [signIn(session)] })).toBe(true);
  });

  it('welcomes back an account that signed out and in again on the same device', () => {
    // One event (the device is known), written for the earlier session.
    expect(isFirstSignInOf({ ...base, events: [signIn('2026-12-06T11:10:00.000Z')] })).toBe(false);
  });

  it('welcomes back an account with a sign-in from another device', () => {
    const events = [signIn(session), signIn('2026-12-06T11:10:00.000Z')];
    expect(isFirstSignInOf({ ...base, events })).toBe(false);
  });

  it('welcomes back an account older than a day, and one with older events on another page', () => {
    const events = [signIn(session)];
    expect(isFirstSignInOf({ ...base, accountCreatedAt: '2026-12-04T11:00:00.000Z', events })).toBe(false);
    expect(isFirstSignInOf({ ...base, hasMore: true, events })).toBe(false);
  });

  it('welcomes back when no sign-in was recorded (the safe greeting)', () => {
    const events = [{ action: 'password_changed' as const, at: '2026-12-06T11:59:59.050Z' }];
    expect(isFirstSignInOf({ ...base, events })).toBe(false);
  });

  it('welcomes back a sign-in a second after the first, on the same device', () => {
    expect(isFirstSignInOf({ ...base, sessionCreatedAt: '2026-12-06T12:00:00.000Z', events: [signIn(session)] })).toBe(
      false,
    );
  });
});

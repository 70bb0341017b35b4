import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { initialsFor, useAuth } from './session';

function UsesAuth() {
  useAuth();
  return null;
}

describe('useAuth', () => {
  it('outside its provider throws the spec message', () => {
    expect(() => renderToStaticMarkup(<UsesAuth />)).toThrow('useAuth must be used within an AuthProvider');
  });
});

describe('initialsFor (spec §2 avatar fallback)', () => {
  it('uses the full name, else the first two letters of the e-mail, else U', () => {
    expect(initialsFor({ name: 'Ada King Lovelace', email: 'ada@example.com' })).toBe('AL');
    expect(initialsFor({ name: 'Plato', email: 'p@example.com' })).toBe('P');
    expect(initialsFor({ name: 'Olivia Owner (demo)', email: 'o@example.com' })).toBe('OO');
    expect(initialsFor({ name: 'élise (demo)', email: 'e@example.com' })).toBe('É');
    expect(initialsFor({ name: '', email: 'grace@example.com' })).toBe('GR');
    expect(initialsFor(null)).toBe('U');
  });
});

import { randomBytes } from 'node:crypto';

/** The name as URL words: `D. E. Shaw & Co.` → `d-e-shaw-co`. */
function nameSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'company';
}

/**
 * A new company's public address: its name's slug with a random suffix (`jane-street-3fa2b1`), kept for good.
 * Taking the plain slug when free told anyone creating "Foo" whether a hidden (unverified) "Foo" existed (issue 43);
 * a suffix on every new company tells nothing, and the address never changes with verification.
 */
export const newCompanySlug = (name: string) => `${nameSlug(name)}-${randomBytes(3).toString('hex')}`;

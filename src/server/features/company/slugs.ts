import { randomBytes } from 'node:crypto';

/**
 * A company's public address. The name's own slug (`jane-street`) is held only by a verified company; any other
 * has the name's slug with a random suffix (`jane-street-3fa2b1`). So whether a plain slug is free tells nothing of
 * companies the public cannot see (issue 43: a hidden company's existence showed in the next one's suffix).
 */
export function plainSlug(name: string): string {
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

/** The slug of a company the public cannot see: the name's, with a random suffix. */
export const suffixedSlug = (name: string) => `${plainSlug(name)}-${randomBytes(3).toString('hex')}`;

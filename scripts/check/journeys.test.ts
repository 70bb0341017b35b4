import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { JOURNEYS_BY_FEATURE, SHELL_JOURNEYS, journeysFor } from './journeys';

const root = path.resolve(import.meta.dirname, '../..');
const folders = (dir: string) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const specs = readdirSync(path.join(root, 'e2e'))
  .filter((name) => name.endsWith('.spec.ts'))
  .map((name) => name.replace(/\.spec\.ts$/, ''));
const noHelpers = () => [];

describe('the journeys of each feature (npm run check)', () => {
  it('names every feature folder of the web app and the server', () => {
    const features = new Set([...folders('src/web/features'), ...folders('src/server/features')]);
    expect(Object.keys(JOURNEYS_BY_FEATURE).sort()).toEqual([...features].sort());
  });

  it('runs every journey for some feature, and names only journeys that exist', () => {
    const named = new Set([...Object.values(JOURNEYS_BY_FEATURE).flat(), ...SHELL_JOURNEYS]);
    expect([...named].filter((name) => !specs.includes(name))).toEqual([]);
    expect(specs.filter((name) => !named.has(name))).toEqual([]);
  });

  it("picks a feature's journeys for its web or server files and its shared module", () => {
    expect(journeysFor(['src/web/features/messages/pages/messages-page.tsx'], noHelpers)).toEqual(
      [...JOURNEYS_BY_FEATURE.messages!].sort(),
    );
    expect(journeysFor(['src/server/features/interview/service.ts'], noHelpers)).toEqual(['interview']);
    expect(journeysFor(['src/shared/contracts/talent-match.ts'], noHelpers)).toEqual(
      [...JOURNEYS_BY_FEATURE['talent-match']!].sort(),
    );
  });

  it('runs a changed journey itself, and the journeys that import a changed helper', () => {
    expect(journeysFor(['e2e/contact.spec.ts'], noHelpers)).toEqual(['contact']);
    const importers = (helper: string) => (helper === 'e2e/toast-helpers.ts' ? ['messages', 'profile'] : []);
    expect(journeysFor(['e2e/toast-helpers.ts'], importers)).toEqual(['messages', 'profile']);
  });

  it('leaves tests and documents to Vitest and people, and shared code to a few journeys on both layouts', () => {
    expect(journeysFor(['src/server/features/messages/routes.test.ts', 'README.md', 'docs/x.md'], noHelpers)).toEqual(
      [],
    );
    expect(journeysFor(['src/web/components/ui/button.tsx'], noHelpers)).toEqual([...SHELL_JOURNEYS].sort());
  });
});

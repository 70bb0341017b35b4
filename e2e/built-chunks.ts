import { readFileSync } from 'node:fs';

interface ManifestChunk {
  file: string;
  name?: string;
}

let manifest: Record<string, ManifestChunk> | undefined;

/**
 * The address of the built chunk that holds `source` (a module's path under src/web, such as
 * 'features/marketing/pages/about-page.tsx'), or of the chunk the build names so ('app-start', the app shell).
 * Chunk files are named by their hash alone (vite.config.ts); the build's manifest says which is which.
 */
export function chunkPath(source: string): string {
  manifest ??= JSON.parse(readFileSync(new URL('../dist/client-manifest.json', import.meta.url), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const chunk = manifest[source] ?? Object.values(manifest).find((candidate) => candidate.name === source);
  if (!chunk) throw new Error(`the build has no chunk for ${source}`);
  return `/${chunk.file}`;
}

/** A Playwright route glob for that chunk. */
export const chunkGlob = (source: string): string => `**${chunkPath(source)}`;

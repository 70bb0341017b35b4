import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The words the API's schemas know: every field name of every zod object in src/shared, and every enum or literal
 * value. Read from the schemas themselves, so a new field or option is fuzzed without anyone listing it, and
 * generated bodies look enough like real ones to get past the first check and reach deeper code.
 */
export interface SchemaVocabulary {
  fieldNames: string[];
  optionValues: string[];
}

interface ZodLike {
  _zod?: { def?: Record<string, unknown> & { type?: string } };
}

function walk(schema: unknown, found: { fields: Set<string>; options: Set<string> }, seen: Set<unknown>): void {
  const def = (schema as ZodLike | null)?._zod?.def;
  if (!def || seen.has(schema)) return;
  seen.add(schema);
  if (def.type === 'object' && def.shape && typeof def.shape === 'object') {
    for (const [field, inner] of Object.entries(def.shape)) {
      found.fields.add(field);
      walk(inner, found, seen);
    }
  }
  if (def.type === 'enum' && def.entries && typeof def.entries === 'object') {
    for (const value of Object.values(def.entries)) if (typeof value === 'string') found.options.add(value);
  }
  if (def.type === 'literal' && Array.isArray(def.values)) {
    for (const value of def.values) if (typeof value === 'string') found.options.add(value);
  }
  // Wrappers (optional, default, pipe, array, union…) hold their inner schemas under these names.
  for (const key of ['innerType', 'in', 'out', 'element', 'schema', 'valueType']) walk(def[key], found, seen);
  if (Array.isArray(def.options)) for (const option of def.options) walk(option, found, seen);
}

export async function readSchemaVocabulary(sharedDir: string): Promise<SchemaVocabulary> {
  const found = { fields: new Set<string>(), options: new Set<string>() };
  const seen = new Set<unknown>();
  const modules = readdirSync(sharedDir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
  for (const name of modules) {
    const exports = (await import(path.join(sharedDir, name))) as Record<string, unknown>;
    for (const value of Object.values(exports)) walk(value, found, seen);
  }
  return { fieldNames: [...found.fields].sort(), optionValues: [...found.options].sort() };
}

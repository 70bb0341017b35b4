import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { API_ROUTES } from '../../shared/contracts';
import { BODY_SAMPLES } from '../fuzz/body-samples';
import { routingPath } from './contract';

/**
 * Issue 43, finding 4: a lone carriage return in a position title reached `.ics` files and e-mail subjects. Every
 * text field of every JSON body is tried here with a control character inside; a field must refuse it unless it is
 * one of the multi-line texts below (where a line break is the point). A new field is checked the day it is added.
 */
const MULTI_LINE = new Set<string>([
  'PUT /api/profile bio',
  'PUT /api/quant-profile/basic bio',
  'POST /api/interview/questions/:slug/attempts answer',
  'POST /api/messages/conversations body',
  'POST /api/messages/conversations/:id/messages body',
  'POST /api/messages/conversations/:id/report details',
  'POST /api/projects description',
  'POST /api/projects summary',
  'POST /api/projects additionalRequirements',
  'POST /api/projects milestones.*.description',
  'PUT /api/projects/:id description',
  'PUT /api/projects/:id summary',
  'PUT /api/projects/:id additionalRequirements',
  'PUT /api/projects/:id milestones.*.description',
  'POST /api/leap-market/:id/proposal coverNote',
  'PUT /api/leap-market/:id/proposal coverNote',
  'POST /api/talent-match description',
  'POST /api/internship-board/positions description',
  'PUT /api/internship-board/positions/:id description',
  'POST /api/internship-board/applications/:id/notes body',
  'POST /api/internship-board/applications/email body',
  'POST /api/internship-board/applications/email/preview body',
  'POST /api/company description',
  'PUT /api/company description',
  'POST /api/company-reviews/:id reason',
  'POST /api/compensation/entries notes',
  'POST /api/compensation/entries/:id/hide reason',
  'POST /api/compensation/entries/:id/unhide reason',
  'POST /api/operator-people/people/:id/suspension reason',
  'POST /api/operator-people/companies/:id/suspension reason',
  'POST /api/message-reports/:id/action reason',
  'POST /api/contact message',
]);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Every string in `value`, with the path that reaches it ("milestones.0.title"). */
function stringLeaves(value: Json, path: string[] = []): string[][] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringLeaves(item, [...path, String(index)]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => stringLeaves(item, [...path, key]));
  }
  return [];
}

function withLeaf(value: Json, path: string[], replace: (text: string) => string): Json {
  if (path.length === 0) return replace(value as string);
  const [head, ...rest] = path as [string, ...string[]];
  if (Array.isArray(value))
    return value.map((item, index) => (String(index) === head ? withLeaf(item, rest, replace) : item));
  const object = value as Record<string, Json>;
  return { ...object, [head]: withLeaf(object[head]!, rest, replace) };
}

/** A control character in the middle of the text (or the whole text when it is too short to split). */
const withInside = (character: string) => (text: string) =>
  text.length < 2 ? `a${character}b` : `${text.slice(0, 1)}${character}${text.slice(1)}`;

const routesWithJsonBody = API_ROUTES.flatMap((route) => {
  const request =
    'request' in route ? (route.request as { body?: { content?: Record<string, { schema?: z.ZodType }> } }) : undefined;
  const schema = request?.body?.content?.['application/json']?.schema;
  return schema ? [{ key: `${route.method.toUpperCase()} ${routingPath(route.path)}`, schema }] : [];
});
const jsonBodies = routesWithJsonBody.flatMap(({ key, schema }) => {
  const sample = BODY_SAMPLES[key];
  return sample && sample !== 'none' && 'json' in sample ? [{ key, schema, sample: sample.json as Json }] : [];
});

describe('single-line text fields', () => {
  it('covers the JSON body of every route that takes one', () => {
    expect(routesWithJsonBody.length).toBeGreaterThan(30);
    expect(jsonBodies.map(({ key }) => key)).toEqual(routesWithJsonBody.map(({ key }) => key));
  });

  it.each(jsonBodies)('$key refuses control characters in each single-line field', ({ key, schema, sample }) => {
    expect(schema.safeParse(sample).success, `${key}: its sample is valid`).toBe(true);
    const accepted: string[] = [];
    for (const path of stringLeaves(sample)) {
      const field = `${key} ${path.join('.')}`;
      if (MULTI_LINE.has(field.replace(/\.\d+(?=\.|$)/g, '.*'))) continue;
      for (const character of ['\r', '\n', '\t', '\u0000', '\u001b', '\u007f', '\u0085', '\u2028']) {
        if (schema.safeParse(withLeaf(sample, path, withInside(character))).success) {
          accepted.push(`${field} accepts U+${character.codePointAt(0)!.toString(16).padStart(4, '0')}`);
        }
      }
    }
    expect(accepted).toEqual([]);
  });

  it.each([...MULTI_LINE])('%s is a field of some body and keeps its line breaks', (field) => {
    const body = jsonBodies.find(({ key }) => field.startsWith(`${key} `));
    expect(body, field).toBeDefined();
    const path = field
      .slice(body!.key.length + 1)
      .replace(/\*/g, '0')
      .split('.');
    const lines = withLeaf(body!.sample, path, (text) => `${text}\n${text}`);
    expect(body!.schema.safeParse(lines).success, field).toBe(true);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client';
import { mulberry32 } from '../../../platform/seeded-random';
import { createTestDatabase } from '../../../test/test-database';
import { queryTerms, rankOperands } from './keyword-terms';
import { parseTsvector } from './tsvector-text';
import { tsRank } from './ts-rank';

/**
 * The index ranks keyword matches in the app; the SQL path ranks them with ts_rank. Both must give the same float4
 * for every document and query, or a page sorted by relevance would differ between them. Random documents built as
 * the search column is (weighted parts: name and skills A, location B, bio C) and random plain keywords (prefixes,
 * whole words, repeats, stop words), each rank compared with PostgreSQL's.
 */
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const WORDS = [
  'stochastic',
  'stochastics',
  'volatility',
  'volatile',
  'python',
  'pythonic',
  'risk',
  'risky',
  'model',
  'models',
  'modelling',
  'options',
  'option',
  'pricing',
  'price',
  'london',
  'new',
  'york',
  'research',
  'researcher',
  'the',
  'and',
  'of',
  'calculus',
  'quant',
  'quantitative',
  'machine',
  'learning',
  'derivatives',
  'c',
  'kdb',
  'équipe',
];

interface Row {
  vector: string;
  rank: number;
  query: string;
}

describe('ts_rank in the app', () => {
  it('gives PostgreSQL’s float4 rank for random documents and keywords', async () => {
    const random = mulberry32(20261125);
    const pick = () => WORDS[Math.floor(random() * WORDS.length)]!;
    const text = (n: number) => Array.from({ length: n }, pick).join(' ');
    let compared = 0;
    let positive = 0;
    for (let round = 0; round < 60; round++) {
      const keyword = Array.from({ length: 1 + Math.floor(random() * 3) }, () =>
        random() < 0.5 ? pick() : pick().slice(0, 3 + Math.floor(random() * 4)),
      ).join(' ');
      const terms = await queryTerms(database.db, keyword);
      expect(terms, keyword).not.toBeNull();
      const documents = Array.from({ length: 12 }, () => [
        text(2),
        text(1 + Math.floor(random() * 3)),
        text(1),
        text(Math.floor(random() * 40)),
      ]);
      const result = await database.db.execute(sql`
        select d.vector::text as vector, ts_rank(d.vector, to_tsquery('english', ${terms!.source}))::float8 as rank,
               ${terms!.source} as query
        from (select setweight(to_tsvector('english', doc[1]), 'A') || setweight(to_tsvector('english', doc[2]), 'A')
                  || setweight(to_tsvector('english', doc[3]), 'B') || setweight(to_tsvector('english', doc[4]), 'C') as vector
              from jsonb_array_elements(${JSON.stringify(documents)}::jsonb) as e,
                   lateral (select array(select jsonb_array_elements_text(e.value)) as doc) as parts) as d`);
      for (const row of (result as unknown as { rows: Row[] }).rows) {
        const vector = parseTsvector(row.vector);
        const operands = rankOperands(terms!.terms);
        const matched = operands.map((operand) =>
          vector.lexemes.flatMap((lexeme, entry) =>
            (operand.prefix ? lexeme.startsWith(operand.lexeme) : lexeme === operand.lexeme) ? [entry] : [],
          ),
        );
        const ours = vector.lexemes.length === 0 ? 0 : tsRank(vector, matched, terms!.terms.length >= 2);
        expect(ours, `${row.query} on ${row.vector}`).toBe(Math.fround(row.rank));
        compared++;
        if (ours > 1e-19) positive++;
      }
    }
    expect(compared).toBe(720);
    // The comparison is worth something only if many documents matched.
    expect(positive).toBeGreaterThan(200);
  });
});

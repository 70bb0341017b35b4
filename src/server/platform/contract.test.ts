import { createRoute } from '@hono/zod-openapi';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorAnswers, jsonAnswer } from '../../shared/contracts/common';
import type { AppEnv } from '../app-env';
import { AppError } from './app-error';
import { checkAnswers, contract, ContractViolation } from './contract';

const thingRoute = createRoute({
  method: 'get',
  path: '/api/things/{id}',
  responses: { 200: jsonAnswer(z.object({ name: z.string() }), 'The thing.'), ...errorAnswers(404) },
});

/** A small app with the real binding and check, and an error handler that keeps what it caught. */
function appAnswering(answer: (id: string) => unknown, options: { status?: 200 | 201; check?: boolean } = {}) {
  const caught: Error[] = [];
  const app = new Hono<AppEnv>();
  if (options.check ?? true) app.use('/api/*', checkAnswers());
  app.get('/api/things/:id', contract(thingRoute), (c) => {
    const id = c.req.param('id');
    if (id === 'missing') throw new AppError('NOT_FOUND', 'No such thing.');
    if (id === 'conflict') throw new AppError('CONFLICT', 'Taken.');
    return c.json(answer(id), options.status ?? 200);
  });
  app.onError((error, c) => {
    if (error instanceof AppError) return c.json({ error: { code: error.code, message: error.message } }, error.status);
    caught.push(error);
    return c.json({ error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' } }, 500);
  });
  return { app, caught };
}

describe('answers held to their contract (AppDeps.validateResponses)', () => {
  it('lets an answer its contract allows through unchanged', async () => {
    const { app, caught } = appAnswering(() => ({ name: 'a thing' }));
    const response = await app.request('/api/things/1');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ name: 'a thing' });
    expect(caught).toEqual([]);
  });

  it('fails the request with a 500 when the success answer breaks the contract, naming the zod issue', async () => {
    const { app, caught } = appAnswering(() => ({ name: 42 }));
    const response = await app.request('/api/things/1');
    expect(response.status).toBe(500);
    expect(caught).toHaveLength(1);
    expect(caught[0]).toBeInstanceOf(ContractViolation);
    expect(caught[0]?.message).toBe(
      'GET /api/things/{id}: its 200 answer breaks the contract:\n✖ Invalid input: expected string, received number\n  → at name',
    );
  });

  it('fails an answer under a status the contract does not declare', async () => {
    const { app, caught } = appAnswering(() => ({ name: 'a thing' }), { status: 201 });
    expect((await app.request('/api/things/1')).status).toBe(500);
    expect(caught[0]?.message).toBe('GET /api/things/{id}: answered 201, which it does not declare');
  });

  it('checks error envelopes too: a declared error passes, an undeclared one fails', async () => {
    const { app, caught } = appAnswering(() => ({ name: 'a thing' }));
    const missing = await app.request('/api/things/missing');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No such thing.' } });
    expect(caught).toEqual([]);
    expect((await app.request('/api/things/conflict')).status).toBe(500);
    expect(caught[0]?.message).toBe('GET /api/things/{id}: answered 409, which it does not declare');
  });

  it('checks nothing when it is off (production)', async () => {
    const { app, caught } = appAnswering(() => ({ name: 42 }), { check: false });
    const response = await app.request('/api/things/1');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ name: 42 });
    expect(caught).toEqual([]);
  });
});

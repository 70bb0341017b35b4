import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { errorAnswers, jsonAnswer } from './common';

export const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});

export const getOpenApiDocumentRoute = createRoute({
  method: 'get',
  path: '/api/openapi.json',
  summary: 'This document: the OpenAPI 3.1 description of the API (better-auth’s /api/auth/* aside)',
  responses: { 200: jsonAnswer(openApiDocumentSchema, 'The OpenAPI document.'), ...errorAnswers() },
});

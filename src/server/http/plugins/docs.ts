/**
 * The interactive API reference at /api/docs, rendered from openapi/shop.yaml (the same document the server validates
 * with). The `token` security scheme gives it the Authorize button and a lock on every operation that takes a session.
 */
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { loadContract } from '../contract';
import { DOCS_PREFIX } from './security';

async function docs(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    mode: 'static',
    specification: { document: loadContract() as unknown as Parameters<typeof fastifySwagger>[1] extends { specification?: { document: infer D } } ? D : never },
  });
  // Tags start collapsed: with every operation expanded at once ('list'), Swagger UI stops rendering after the first
  // few once the document passes about 130 paths (it has 187), and the page shows almost nothing.
  await app.register(fastifySwaggerUi, { routePrefix: DOCS_PREFIX, uiConfig: { docExpansion: 'none', deepLinking: true, persistAuthorization: true } });
}

/** Not encapsulated: applies to every route of the app. */
export const docsPlugin = fp(docs, { name: 'docs' });

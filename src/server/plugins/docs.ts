/** The interactive API reference at /api/docs, rendered from openapi/shop.yaml (the same document the server validates with). */
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { loadContract } from '../lib/contract';

async function docs(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    mode: 'static',
    specification: { document: loadContract() as unknown as Parameters<typeof fastifySwagger>[1] extends { specification?: { document: infer D } } ? D : never },
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list', deepLinking: true } });
}

/** Not encapsulated: applies to every route of the app. */
export const docsPlugin = fp(docs, { name: 'docs' });

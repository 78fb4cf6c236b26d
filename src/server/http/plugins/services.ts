/** Builds the services once (modules/index.ts createServices) and hands them to every route as `app.services`. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createServices, type ServiceDeps, type Services } from '../../modules';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

async function services(app: FastifyInstance, deps: Omit<ServiceDeps, 'log'>): Promise<void> {
  app.decorate('services', createServices({ ...deps, log: app.log }));
}

/** Not encapsulated: every route plugin sees `app.services`. */
export const servicesPlugin = fp(services, { name: 'services' });

/**
 * Serves the built React app under /pc/ with history fallback (any /pc/... path that is not a file gets
 * index.html), the staff console under /admin/ the same way (admin/index.html of the same build; its assets are under
 * /pc/assets/), redirects / to /pc/, and answers unknown /api/ paths with the 404 envelope.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fail, sendFailure } from '../envelope';
import { readBuildInfo, type BuildInfo } from '../../seo/preload';
import { sendPage, seoRoutes } from '../../seo/seo';

async function web(app: FastifyInstance, options: { webDir: string }): Promise<void> {
  const indexPath = join(options.webDir, 'index.html');
  const hasWeb = existsSync(indexPath);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: options.webDir,
      prefix: '/pc/',
      // Pages (including /pc/ itself) are answered by sendPage below, with their head and content filled in.
      index: false,
      wildcard: true,
      // The build writes .br and .gz beside each asset (vite.config.ts): sent by Accept-Encoding, never compressed at
      // request time.
      preCompressed: true,
      setHeaders(reply, path) {
        // Vite fingerprints files under assets/, so they never change; everything else is revalidated.
        reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn(`no built web app in ${options.webDir}; run \`npm run build\` (npm start does it for you)`);
  }
  // Read on each request (it is small) so a rebuild of the web app is served without restarting the server.
  const sendIndex = () => readFileSync(indexPath, 'utf8');
  // The build's manifest and dictionary folder (for the pages' preload hints), read again when index.html changes
  // (a rebuild).
  let buildOf: { index: string; build: BuildInfo } | null = null;
  const buildFor = (index: string) => {
    if (buildOf?.index !== index) buildOf = { index, build: readBuildInfo(options.webDir, index) };
    return buildOf.build;
  };
  const adminIndexPath = join(options.webDir, 'admin', 'index.html');
  const hasAdmin = existsSync(adminIndexPath);

  await seoRoutes(app);
  app.get('/', (_request, reply) => reply.redirect('/pc/'));
  app.get('/pc', (_request, reply) => reply.redirect('/pc/'));
  app.get('/admin', (_request, reply) => reply.redirect('/admin/'));
  const page = (request: FastifyRequest, reply: FastifyReply) => {
    const index = sendIndex();
    return sendPage(app, request, reply, index, buildFor(index));
  };
  if (hasWeb) app.get('/pc/', page);

  // Calls to unknown API paths count against the per-IP flood limit like known ones (the limit's route hook only
  // reaches routes that exist).
  const limitApi = app.rateLimit();
  const countApiCalls = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.url.startsWith('/api/')) await limitApi.call(app, request, reply);
  };
  app.setNotFoundHandler({ preHandler: countApiCalls }, (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    const isPage = wantsPage && !/\.[a-z0-9]+$/i.test(path);
    if (path.startsWith('/pc/') && isPage && hasWeb) {
      return page(request, reply);
    }
    if ((path === '/admin/' || path.startsWith('/admin/')) && isPage && hasAdmin) {
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('x-robots-tag', 'noindex').send(readFileSync(adminIndexPath, 'utf8'));
    }
    return sendFailure(reply, request.locale, fail('route_not_found', { path }));
  });
}

/** Not encapsulated: applies to every route of the app. */
export const webPlugin = fp(web, { name: 'web' });

/**
 * Crawlable pages (pages.ts) as the web plugin serves them, `/sitemap.xml` and `/robots.txt`.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { locales } from '../../domain/i18n';
import { listProducts } from '../../domain/quote';
import { describePage, isPrivatePage, pickLocale, renderPage } from './pages';
import { pagePreloads, quotePagePreloads, type BuildInfo } from './preload';

const LOCALE_COOKIE_SECONDS = 365 * 24 * 3600;

/** Answers a /pc/ page: the built index.html with the page's head and content, cached per language and URL. */
export async function sendPage(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, indexHtml: string, build: BuildInfo): Promise<FastifyReply> {
  const url = new URL(request.url, 'http://shop');
  const { locale, chosen } = pickLocale(url.searchParams, request.locale);
  const path = url.pathname;
  const noindex = isPrivatePage(path);
  const page = await app.publicData.get(`page ${locale} ${request.url} ${build.key}`, async () => {
    const view = noindex ? null : await describePage(app, locale, path, url.searchParams);
    const quoteCode = path.startsWith('/pc/custom/') ? decodeURIComponent(path.slice('/pc/custom/'.length)) : null;
    const preloads = view && quoteCode ? quotePagePreloads(build, quoteCode, locale) : pagePreloads(build, locale);
    const html = renderPage(indexHtml, view, locale, app.config.publicUrl, noindex, preloads);
    return { html, etag: `"${createHash('sha1').update(html).digest('base64url')}"` };
  });
  // The language the link asked for becomes the shopper's (the app reads the cookie at start).
  if (chosen && request.cookies.locale !== locale) reply.setCookie('locale', locale, { path: '/', maxAge: LOCALE_COOKIE_SECONDS, sameSite: 'lax' });
  reply.header('cache-control', 'no-cache').header('vary', 'Accept-Language, Cookie').header('etag', page.etag);
  if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  return reply.type('text/html; charset=utf-8').send(page.html);
}

const xml = (text: string) => text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

/** Every public page: home, categories, goods lists, goods, every quote page, help articles, notices. */
async function publicPaths(app: FastifyInstance): Promise<string[]> {
  const { catalogue, content } = app.services;
  const [tree, goods, articles, notices] = await Promise.all([
    catalogue.categoryTree('en'),
    catalogue.goodsList('en', { page_size: 100_000 }),
    content.articleList('en'),
    content.noticeList('en', 1, 100_000),
  ]);
  const categories: number[] = [];
  const walk = (nodes: typeof tree) => nodes.forEach((n) => (categories.push(n.id), walk(n.sons)));
  walk(tree);
  const quoteCodes = new Set(listProducts().map((p) => p.code));
  return [
    '/pc/',
    ...categories.map((id) => `/pc/category?id=${id}`),
    '/pc/goods_list',
    '/pc/goods_list/custom',
    ...goods.lists.filter((g) => g.is_custom !== 1).map((g) => `/pc/goods_details?id=${g.id}`),
    ...[...quoteCodes].sort().map((code) => `/pc/custom/${code}`),
    '/pc/news_list',
    ...articles.map((x) => `/pc/news_list/detail?id=${x.id}`),
    '/pc/notice_list',
    ...notices.lists.map((x) => `/pc/notice_list/detail?id=${x.id}`),
  ];
}

function langUrl(base: string, path: string, locale: string): string {
  return `${base}${path}${path.includes('?') ? '&' : '?'}lang=${locale}`;
}

export async function seoRoutes(app: FastifyInstance): Promise<void> {
  app.get('/sitemap.xml', async (_request, reply) => {
    const base = app.config.publicUrl;
    const body = await app.publicData.get('sitemap', async () => {
      const entries = (await publicPaths(app)).map((path) => {
        const alternates = [...locales.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${xml(langUrl(base, path, l))}"/>`), `<xhtml:link rel="alternate" hreflang="x-default" href="${xml(base + path)}"/>`];
        return `<url><loc>${xml(base + path)}</loc>${alternates.join('')}</url>`;
      });
      return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
    });
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'no-cache').send(body);
  });

  app.get('/robots.txt', async (_request, reply) => {
    const base = app.config.publicUrl;
    const lines = ['User-agent: *', 'Disallow: /api/', 'Disallow: /pc/user', 'Disallow: /pc/account/', 'Disallow: /pc/shop_cart', 'Disallow: /pc/confirm_order', 'Disallow: /pc/payment', '', `Sitemap: ${base}/sitemap.xml`, ''];
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'no-cache').send(lines.join('\n'));
  });
}

/**
 * Crawlable pages: for each public page the server fills the built index.html with a real head (title, description,
 * canonical, hreflang alternates, Open Graph and Twitter tags, JSON-LD) and the page's main content (h1, description,
 * "from AED …" price, links onwards) inside #root, from the same services the API answers with. The React app then
 * renders over that content when it starts (createRoot replaces #root's children). Answers are cached per language
 * and URL in the public-data cache, so a change to the catalogue shows on the next request.
 *
 * `?lang=xx` picks the language (the hreflang alternates use it) and keeps it in the `locale` cookie, which the app
 * reads at start.
 */
import type { FastifyInstance } from 'fastify';
import { isLocale, isRtl, locales, translate, type Locale } from '../../domain/i18n';
import { formatAed } from '../../domain/format';
import { CURRENCY } from '../../domain/format';
import type { components } from '../../generated/shop-api';
import { getSchema } from '../../domain/quote';
import { escapeHtml } from '../infra/html';
import { fromPriceFils as engineFromPriceFils } from '../../domain/quote';
import type { Preloads } from './preload';

type Schemas = components['schemas'];

export interface PageView {
  /** Canonical path and query, e.g. `/pc/goods_details?id=3`. */
  path: string;
  title: string;
  description: string;
  h1: string;
  /** HTML of the page's main content below the h1 (escaped already). */
  content: string;
  jsonLd: object[];
  image?: string;
  noindex?: boolean;
}

/** Pages a search engine has no business in (spec: account, cart and checkout). */
const PRIVATE_PREFIXES = ['/pc/user', '/pc/account', '/pc/shop_cart', '/pc/confirm_order', '/pc/payment'];

export function isPrivatePage(path: string): boolean {
  return PRIVATE_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`) || path.startsWith(`${p}_`));
}

const a = (href: string, text: string) => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;
const list = (items: string[]) => (items.length > 0 ? `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>` : '');
const para = (text: string) => text.split(/\n\s*\n/).map((p) => `<p>${escapeHtml(p.trim())}</p>`).join('');
const clip = (text: string, max = 160) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
};

function priceOf(goods: Schemas['GoodsSummary']): number {
  return goods.is_custom === 1 && goods.custom_info ? (engineFromPriceFils(goods.custom_info.code) ?? goods.price_from_fils) : goods.price_from_fils;
}

function goodsHref(goods: Schemas['GoodsSummary']): string {
  return goods.is_custom === 1 && goods.custom_info ? `/pc/custom/${goods.custom_info.code}` : `/pc/goods_details?id=${goods.id}`;
}

function goodsItem(goods: Schemas['GoodsSummary'], locale: Locale): string {
  return `${a(goodsHref(goods), goods.name)} — ${escapeHtml(translate(locale, 'list.price_from', { price: formatAed(priceOf(goods), locale) }))}`;
}

function breadcrumbs(publicUrl: string, trail: { name: string; path: string }[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, i) => ({ '@type': 'ListItem', position: i + 1, name: step.name, item: `${publicUrl}${step.path}` })),
  };
}

function product(publicUrl: string, goods: Schemas['GoodsDetail'], path: string, lowFils: number): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: goods.name,
    description: goods.description,
    image: goods.images.map((i) => absolute(publicUrl, i)),
    url: `${publicUrl}${path}`,
    offers: { '@type': 'AggregateOffer', lowPrice: (lowFils / 100).toFixed(2), priceCurrency: CURRENCY, offerCount: 1, availability: 'https://schema.org/InStock' },
  };
}

export function absolute(publicUrl: string, src: string): string {
  if (/^https?:\/\//.test(src)) return src;
  if (src.startsWith('/')) return `${publicUrl}${src}`;
  return `${publicUrl}/pc/${src}`;
}

function findCategory(tree: Schemas['Category'][], id: number, trail: Schemas['Category'][] = []): Schemas['Category'][] | null {
  for (const node of tree) {
    if (node.id === id) return [...trail, node];
    const found = findCategory(node.sons, id, [...trail, node]);
    if (found) return found;
  }
  return null;
}

/** What the page at `path` (without /pc prefix handling) shows, or null when the app should answer alone. */
export async function describePage(app: FastifyInstance, locale: Locale, path: string, query: URLSearchParams): Promise<PageView | null> {
  const { catalogue, content, shop } = app.services;
  const publicUrl = app.config.publicUrl;
  const common = await shop.commonData(locale, null);
  const home = translate(locale, 'common.home');
  const shopName = common.shop.name;
  const id = Number(query.get('id'));
  const homeCrumb = { name: home, path: '/pc/' };

  if (path === '/pc/' || path === '/pc/en') {
    const [tree, service] = await Promise.all([catalogue.categoryTree(locale), shop.serviceConfig(locale)]);
    const org = {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: shopName,
      url: `${publicUrl}/pc/`,
      logo: absolute(publicUrl, common.shop.logo),
      email: service.support_email,
      contactPoint: service.service_lines.map((line) => ({
        '@type': 'ContactPoint',
        telephone: line.phone,
        contactType: line.name,
        hoursAvailable: { '@type': 'OpeningHoursSpecification', description: `${service.working_days} ${service.working_hours}` },
      })),
    };
    return {
      path: '/pc/',
      title: common.pc.title,
      description: common.pc.description,
      h1: common.pc.title,
      content: `<p>${escapeHtml(common.pc.description)}</p>${list(tree.map((c) => `${a(`/pc/category?id=${c.id}`, c.name)}${list(c.goods.map((g) => goodsItem(g, locale)))}`))}`,
      jsonLd: [org],
    };
  }

  if (path === '/pc/category' && id > 0) {
    const trail = findCategory(await catalogue.categoryTree(locale), id);
    const node = trail?.at(-1);
    if (!trail || !node) return null;
    const goods = await catalogue.goodsList(locale, { category_id: id, page_size: 100 });
    const crumbs = [homeCrumb, ...trail.map((c) => ({ name: c.name, path: `/pc/category?id=${c.id}` }))];
    return {
      path: `/pc/category?id=${id}`,
      title: `${node.name} | ${shopName}`,
      description: clip(`${node.name}: ${goods.lists.map((g) => g.name).join(', ')}`),
      h1: node.name,
      content: list(node.sons.map((s) => a(`/pc/category?id=${s.id}`, s.name))) + list(goods.lists.map((g) => goodsItem(g, locale))),
      jsonLd: [breadcrumbs(publicUrl, crumbs)],
    };
  }

  if (path.startsWith('/pc/goods_list')) {
    const categoryId = Number(query.get('category_id'));
    const type = path.slice('/pc/goods_list'.length).replace(/^\//, '');
    const goods = await catalogue.goodsList(locale, { ...(categoryId > 0 ? { category_id: categoryId } : {}), ...(type === 'custom' ? { is_custom: 1 as const } : {}), page_size: 100 });
    const title = type === 'custom' ? translate(locale, 'list.custom_title') : translate(locale, 'list.all_goods');
    const canonical = `/pc/goods_list${type ? `/${type}` : ''}${categoryId > 0 ? `?category_id=${categoryId}` : ''}`;
    return {
      path: canonical,
      title: `${title} | ${shopName}`,
      description: clip(goods.lists.map((g) => g.name).join(', ')),
      h1: title,
      content: list(goods.lists.map((g) => goodsItem(g, locale))),
      jsonLd: [breadcrumbs(publicUrl, [homeCrumb, { name: title, path: canonical }])],
    };
  }

  const detailId = path.startsWith('/pc/goods_details') ? Number(path.split('/')[3]) || id : 0;
  const quoteCode = path.startsWith('/pc/custom/') ? decodeURIComponent(path.slice('/pc/custom/'.length)) : null;
  if (detailId > 0 || quoteCode) {
    const goodsId = quoteCode ? await catalogue.goodsIdForQuote(quoteCode) : detailId;
    let goods = goodsId ? await catalogue.goodsDetail(locale, goodsId) : null;
    if (!goods && quoteCode) {
      // A quote product without a catalogue row: its schema's own title and description.
      const schema = getSchema(quoteCode);
      const from = schema ? engineFromPriceFils(quoteCode) : null;
      if (schema && from !== null) {
        goods = { id: 0, name: schema.title, description: schema.description ?? schema.title, image: schema.image ?? '', images: schema.image ? [schema.image] : [], is_custom: 1, custom_info: { code: quoteCode }, price_from_fils: from, category_id: 0, category_path: [] };
      }
    }
    if (!goods) return null;
    const low = priceOf(goods);
    const canonical = quoteCode ? `/pc/custom/${quoteCode}` : `/pc/goods_details?id=${goods.id}`;
    const crumbs = [homeCrumb, ...goods.category_path.map((c) => ({ name: c.name, path: `/pc/category?id=${c.id}` })), { name: goods.name, path: canonical }];
    const price = translate(locale, 'list.price_from', { price: formatAed(low, locale) });
    const onwards = goods.category_path.map((c) => a(`/pc/category?id=${c.id}`, c.name));
    return {
      path: canonical,
      title: `${goods.name} — ${price} | ${shopName}`,
      description: clip(`${goods.description} ${price}`),
      h1: goods.name,
      content: `<p>${escapeHtml(goods.description)}</p><p class="price-from">${escapeHtml(price)}</p>${list(onwards)}`,
      jsonLd: [product(publicUrl, goods, canonical, low), breadcrumbs(publicUrl, crumbs)],
      image: goods.images[0] ?? goods.image,
    };
  }

  if (path === '/pc/news_list' || path === '/pc/news_list/detail') {
    const help = translate(locale, 'content.help_centre');
    if (path === '/pc/news_list') {
      const articles = await content.articleList(locale);
      return { path, title: `${help} | ${shopName}`, description: clip(articles.map((x) => x.title).join(', ')), h1: help, content: list(articles.map((x) => a(`/pc/news_list/detail?id=${x.id}`, x.title))), jsonLd: [breadcrumbs(publicUrl, [homeCrumb, { name: help, path }])] };
    }
    const article = id > 0 ? await content.articleDetail(locale, id) : null;
    if (!article) return null;
    const canonical = `/pc/news_list/detail?id=${id}`;
    return { path: canonical, title: `${article.title} | ${shopName}`, description: clip(article.body), h1: article.title, content: para(article.body) + list([a('/pc/news_list', help)]), jsonLd: [breadcrumbs(publicUrl, [homeCrumb, { name: help, path: '/pc/news_list' }, { name: article.title, path: canonical }])] };
  }

  if (path === '/pc/notice_list' || path === '/pc/notice_list/detail') {
    const notices = translate(locale, 'content.notices');
    if (path === '/pc/notice_list') {
      const page = await content.noticeList(locale, 1, 50);
      return { path, title: `${notices} | ${shopName}`, description: clip(page.lists.map((x) => x.title).join(', ')), h1: notices, content: list(page.lists.map((x) => a(`/pc/notice_list/detail?id=${x.id}`, x.title))), jsonLd: [breadcrumbs(publicUrl, [homeCrumb, { name: notices, path }])] };
    }
    const notice = id > 0 ? await content.noticeDetail(locale, id) : null;
    if (!notice) return null;
    const canonical = `/pc/notice_list/detail?id=${id}`;
    return { path: canonical, title: `${notice.title} | ${shopName}`, description: clip(notice.body), h1: notice.title, content: para(notice.body) + list([a('/pc/notice_list', notices)]), jsonLd: [breadcrumbs(publicUrl, [homeCrumb, { name: notices, path: '/pc/notice_list' }, { name: notice.title, path: canonical }])] };
  }
  return null;
}

/** `path` with `lang=<locale>` set, for the hreflang alternates. */
function withLang(path: string, locale: Locale): string {
  const [base, search = ''] = path.split('?');
  const params = new URLSearchParams(search);
  params.set('lang', locale);
  return `${base}?${params.toString()}`;
}

/** JSON for a <script type="application/ld+json"> block: `<` escaped so no text can close the element. */
const jsonLdText = (value: object) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The index.html of the built app with the page's head and content filled in. */
export function renderPage(indexHtml: string, view: PageView | null, locale: Locale, publicUrl: string, noindex: boolean, preloads: Preloads | null = null): string {
  let html = indexHtml.replace(/<html lang="[^"]*" dir="[^"]*">/, `<html lang="${locale}" dir="${isRtl(locale) ? 'rtl' : 'ltr'}">`);
  const tags: string[] = [];
  if (noindex || !view) tags.push('<meta name="robots" content="noindex" />');
  if (view) {
    const url = `${publicUrl}${view.path}`;
    const image = absolute(publicUrl, view.image ?? 'favicon.svg');
    tags.push(
      `<title>${escapeHtml(view.title)}</title>`,
      `<meta name="description" content="${escapeHtml(view.description)}" />`,
      `<link rel="canonical" href="${escapeHtml(url)}" />`,
      ...locales.map((l) => `<link rel="alternate" hreflang="${l}" href="${escapeHtml(`${publicUrl}${withLang(view.path, l)}`)}" />`),
      `<link rel="alternate" hreflang="x-default" href="${escapeHtml(url)}" />`,
      `<meta property="og:type" content="${view.jsonLd.some((x) => (x as { '@type'?: string })['@type'] === 'Product') ? 'product' : 'website'}" />`,
      `<meta property="og:title" content="${escapeHtml(view.title)}" />`,
      `<meta property="og:description" content="${escapeHtml(view.description)}" />`,
      `<meta property="og:url" content="${escapeHtml(url)}" />`,
      `<meta property="og:image" content="${escapeHtml(image)}" />`,
      `<meta property="og:locale" content="${locale}" />`,
      `<meta name="twitter:card" content="summary_large_image" />`,
      `<meta name="twitter:title" content="${escapeHtml(view.title)}" />`,
      `<meta name="twitter:description" content="${escapeHtml(view.description)}" />`,
      `<meta name="twitter:image" content="${escapeHtml(image)}" />`,
      ...view.jsonLd.map((x) => `<script type="application/ld+json">${jsonLdText(x)}</script>`),
    );
    html = html.replace(/<title>[^<]*<\/title>/, '');
    html = html.replace('<div id="root"></div>', `<div id="root"><main class="container page-section prerendered"><h1>${escapeHtml(view.h1)}</h1>${view.content}</main></div>`);
  }
  // What the page loads after the app starts, fetched alongside it (seo/preload.ts).
  if (preloads) {
    tags.push(
      ...preloads.dictionaries.map((href) => `<link rel="preload" as="fetch" crossorigin href="${escapeHtml(href)}" />`),
      ...preloads.scripts.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`),
      ...preloads.styles.map((href) => `<link rel="preload" as="style" crossorigin href="${escapeHtml(href)}" />`),
    );
  }
  return html.replace('</head>', `    ${tags.join('\n    ')}\n  </head>`);
}

export function pickLocale(query: URLSearchParams, fallback: Locale): { locale: Locale; chosen: boolean } {
  const lang = query.get('lang');
  return isLocale(lang) ? { locale: lang, chosen: true } : { locale: fallback, chosen: false };
}

/** Turning the API's `{ path, params }` links (decoration, promos) into router targets (spec §2 Header). */
import { walkCategories } from './category-tree';

export interface LinkData {
  path: string;
  params: Record<string, string | number>;
}

/** params.is_custom 1 → /custom?id=; http/https/mailto/tel open in a new tab. */
export function linkTarget(link: LinkData): { href: string; external: boolean } {
  const { path, params } = link;
  if (/^(https?:|mailto:|tel:)/.test(path)) return { href: path, external: true };
  if (String(params.is_custom) === '1') return { href: `/custom?id=${encodeURIComponent(String(params.id ?? ''))}`, external: false };
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
  return { href: query ? `${path}?${query}` : path || '/', external: false };
}

/** Parses category_ext's `url` (JSON text holding path and params); null when it is not usable. */
export function parseLinkJson(text: string): LinkData | null {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || !('path' in value) || typeof value.path !== 'string') return null;
    const params = 'params' in value && typeof value.params === 'object' && value.params !== null ? value.params : {};
    const clean: Record<string, string | number> = {};
    for (const [k, v] of Object.entries(params)) if (typeof v === 'string' || typeof v === 'number') clean[k] = v;
    return { path: value.path, params: clean };
  } catch {
    return null;
  }
}

/** Where a goods item leads: its quote page when it is custom, else its detail page. */
export function goodsHref(goods: { id: number; is_custom: number }): string {
  return goods.is_custom === 1 ? `/custom?id=${goods.id}` : `/goods_details?id=${goods.id}`;
}

interface NamedTree {
  id: number;
  name: string;
  sons: NamedTree[];
  goods: { id: number; name: string }[];
}

/**
 * What a promo image links to, in words, for its accessible name: the goods (`id` on a quote or goods page) or the
 * category (`category_id`) found in the category tree; null when the tree does not name it.
 */
export function linkSubjectName(link: LinkData, tree: readonly NamedTree[]): string | null {
  const goodsId = link.path === '/custom' || link.path === '/goods_details' ? Number(link.params.id) : NaN;
  const categoryId = link.path === '/goods_list' || link.path === '/category' ? Number(link.params.category_id ?? link.params.id) : NaN;
  for (const node of walkCategories(tree)) {
    if (node.id === categoryId) return node.name;
    const goods = node.goods.find((g) => g.id === goodsId);
    if (goods) return goods.name;
  }
  return null;
}

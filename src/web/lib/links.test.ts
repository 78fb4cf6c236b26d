import { describe, expect, it } from 'vitest';
import { goodsHref, linkTarget, parseLinkJson } from './links';

describe('links from decoration data', () => {
  it('sends is_custom links to the quote page and opens external ones in a new tab', () => {
    expect(linkTarget({ path: '/goods_details', params: { is_custom: 1, id: 101 } })).toEqual({ href: '/custom?id=101', external: false });
    expect(linkTarget({ path: '/category', params: { id: 76 } })).toEqual({ href: '/category?id=76', external: false });
    for (const path of ['https://x.ae', 'http://x.ae', 'mailto:a@b.ae', 'tel:+97143381201']) expect(linkTarget({ path, params: {} }).external).toBe(true);
  });
  it('parses category_ext url JSON and rejects junk', () => {
    expect(parseLinkJson('{"path":"/goods_list","params":{"category_id":12}}')).toEqual({ path: '/goods_list', params: { category_id: 12 } });
    expect(parseLinkJson('not json')).toBeNull();
    expect(parseLinkJson('{"params":{}}')).toBeNull();
  });
  it('custom goods lead to their quote page', () => {
    expect(goodsHref({ id: 7, is_custom: 1 })).toBe('/custom?id=7');
    expect(goodsHref({ id: 7, is_custom: 0 })).toBe('/goods_details?id=7');
  });
});

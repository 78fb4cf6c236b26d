import { describe, expect, it } from 'vitest';
import { activeEntry } from './user-menu';

describe('the user menu marks the entry a page belongs to', () => {
  const paths = ['/user/order', '/user/order/design', '/user/order/test', '/user/design', '/user/design/design_my', '/user/user_wallet', '/user/user_wallet_pay'];
  it.each([
    ['/user/order', '/user/order'],
    ['/user/order/detail', '/user/order'],
    ['/user/order/design', '/user/order/design'],
    ['/user/order/design_detail', '/user/order/design'],
    ['/user/order/test', '/user/order/test'],
    ['/user/design/detail', '/user/design'],
    ['/user/design/design_my', '/user/design/design_my'],
    ['/user/user_wallet_pay', '/user/user_wallet_pay'],
    ['/user/profile', null],
  ])('%s → %s', (pathname, expected) => {
    expect(activeEntry(pathname, paths)).toBe(expected);
  });
});

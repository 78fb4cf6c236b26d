// @vitest-environment jsdom
/** The console menu's NavLink: active on its path and below it, as react-router's was. */
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, useRoutes } from 'react-router-dom';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { NavLink } from './nav-link';

afterEach(cleanup);

function Anywhere({ children }: { children: ReactNode }) {
  return useRoutes([{ path: '*', element: children }]);
}

function At({ path, children }: { path: string; children: ReactNode }) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <Anywhere>{children}</Anywhere>
    </MemoryRouter>
  );
}

describe('NavLink (console menu)', () => {
  it('is active on its path and the paths under it, unless end', () => {
    const menu = (
      <nav>
        <NavLink to="/orders" className={({ isActive }) => (isActive ? 'on' : 'off')}>Orders</NavLink>
        <NavLink to="/" end className={({ isActive }) => (isActive ? 'on' : 'off')}>Home</NavLink>
        <NavLink to="/order" className="plain">Order</NavLink>
      </nav>
    );
    render(<At path="/orders/7">{menu}</At>);
    const orders = screen.getByRole('link', { name: 'Orders' });
    expect(orders.className).toBe('on');
    expect(orders.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Home' }).className).toBe('off');
    // "/order" is not a parent of "/orders/7": a path segment, not a prefix of characters.
    expect(screen.getByRole('link', { name: 'Order' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: 'Order' }).className).toBe('plain');
  });
});

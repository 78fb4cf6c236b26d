// @vitest-environment jsdom
/** The app's Link and Navigate: what react-router's own did for the shop. */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link, Navigate } from './navigation';

afterEach(cleanup);

/** Prints where the router is, its history state and how many entries deep, so a test can see what a click did. */
function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}|${JSON.stringify(location.state ?? null)}|${location.key === 'default' ? 'first' : 'moved'}`}</output>;
}

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

function App({ routes, at = '/', basename }: { routes: RouteObject[]; at?: string; basename?: string }) {
  return (
    <MemoryRouter initialEntries={[at]} basename={basename}>
      <Routes routes={routes} />
      <Where />
    </MemoryRouter>
  );
}

const where = () => screen.getByTestId('where').textContent;

describe('Link', () => {
  it('has the href with the app base and goes there on a plain click, in the app', () => {
    render(<App basename="/pc" at="/pc/" routes={[{ path: '/', element: <Link to="/goods_list?type=2" className="more">More</Link> }, { path: '/goods_list', element: <p>List</p> }]} />);
    const link = screen.getByRole('link', { name: 'More' });
    expect(link.getAttribute('href')).toBe('/pc/goods_list?type=2');
    expect(link.className).toBe('more');
    fireEvent.click(link);
    expect(screen.getByText('List')).toBeTruthy();
    expect(where()).toBe('/goods_list?type=2|null|moved');
  });

  it('resolves a relative path from its route and hands state to the next page', () => {
    render(<App at="/user/home" routes={[{ path: '/user', children: [{ path: 'home', element: <Link to="../order" state={{ tab: 2 }}>Orders</Link> }, { path: 'order', element: <p>Orders page</p> }] }]} />);
    expect(screen.getByRole('link', { name: 'Orders' }).getAttribute('href')).toBe('/user/order');
    fireEvent.click(screen.getByRole('link', { name: 'Orders' }));
    expect(where()).toBe('/user/order|{"tab":2}|moved');
  });

  it('leaves modified clicks, other buttons and other targets to the browser', () => {
    render(<App routes={[{ path: '/', element: <><Link to="/a">A</Link><Link to="/b" target="_blank">B</Link></> }]} />);
    // What reaches the document after the app has seen the click: not cancelled means the browser follows the link
    // (jsdom cannot, so the listener stops it there).
    const leftToBrowser: boolean[] = [];
    const stop = (event: Event) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', stop);
    try {
      for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
        screen.getByRole('link', { name: 'A' }).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...init }));
      }
      fireEvent.click(screen.getByRole('link', { name: 'B' }));
      fireEvent.click(screen.getByRole('link', { name: 'A' }));
    } finally {
      document.removeEventListener('click', stop);
    }
    expect(leftToBrowser).toEqual([true, true, true, true, true, true, false]);
    expect(where()).toBe('/a|null|moved');
  });

  it('runs its onClick first, which can cancel the navigation', () => {
    const clicked = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(<App routes={[{ path: '/', element: <Link to="/a" onClick={clicked}>A</Link> }]} />);
    fireEvent.click(screen.getByRole('link', { name: 'A' }));
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(where()).toBe('/|null|first');
  });
});

describe('Navigate', () => {
  it('sends the visitor on from an index route, relative to it, with state', () => {
    render(<App at="/user" routes={[{ path: '/user', children: [{ index: true, element: <Navigate to="home" replace state={{ from: 'index' }} /> }, { path: 'home', element: <p>Home</p> }] }]} />);
    expect(screen.getByText('Home')).toBeTruthy();
    expect(where()).toBe('/user/home|{"from":"index"}|moved');
  });
});

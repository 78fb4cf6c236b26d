/**
 * The app's links and redirects, on react-router's hooks. react-router's own `<Link>` and `<Navigate>` carry its
 * framework mode (route-module prefetching with `<link rel=prefetch>`, view transitions, RSC errors, lazy route
 * discovery, data-router warnings), which the shop never uses and every page would otherwise download: ~2 KB gzip of
 * the start-up chunk (docs/dependencies.md, "Bundle trims"). A lint rule sends imports of those two here.
 */
import { useEffect, type AnchorHTMLAttributes, type MouseEvent, type Ref } from 'react';
import { useHref, useLinkClickHandler, useNavigate, type To } from 'react-router-dom';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path in the app (the router adds the /pc base), as a string or { pathname, search, hash }. */
  to: To;
  /** Replace the current history entry instead of pushing one (by default: only when `to` is where we are). */
  replace?: boolean;
  /** History state handed to the next page (`useLocation().state`). */
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link in the app. What it does is react-router's own: `useHref` makes the href (with the /pc basename), and
 * `useLinkClickHandler` navigates in the app on a plain left click, leaving ctrl/⌘/shift/alt clicks, middle clicks
 * and other targets to the browser. A handler given as `onClick` runs first and can cancel the navigation with
 * `event.preventDefault()`.
 */
export function Link({ to, replace, state, target, onClick, ref, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target });
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  }
  return <a {...rest} ref={ref} href={href} target={target} onClick={handleClick} />;
}

/**
 * Goes to the path `to` once rendered (in an effect, as react-router's `<Navigate>` does; with `replace`, in place of
 * the current history entry): index redirects and pages that send the visitor on.
 */
export function Navigate({ to, replace = false, state }: { to: string; replace?: boolean; state?: unknown }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace, state });
  }, [navigate, to, replace, state]);
  return null;
}

import { useLocation, useResolvedPath, type To } from 'react-router-dom';
import { Link, type LinkProps } from '../../client/components/navigation';

interface NavLinkProps extends Omit<LinkProps, 'className'> {
  to: To;
  /** Active only on exactly this path, not on the paths under it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
}

/**
 * A console menu link that knows whether it is the current page: active on its path and (unless `end`) on the paths
 * under it, marked `aria-current="page"` when active. Built on the app's Link (src/client/components/navigation.tsx) so the
 * console, whose shared chunk the shop loads too, does not bring back react-router's framework-mode link code.
 */
export function NavLink({ to, end = false, className, ...rest }: NavLinkProps) {
  const { pathname } = useLocation();
  const target = useResolvedPath(to).pathname;
  const isActive = pathname === target || (!end && pathname.startsWith(target.endsWith('/') ? target : `${target}/`));
  return (
    <Link
      {...rest}
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
}

import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from '../../client/components/navigation';
import { rememberBackUrl } from '../../client/lib/session-store';

/** A link to the login page that first stores the current full path as back_url (spec §2 account routes). */
export function LoginLink({ children, className, onClick }: { children: ReactNode; className?: string; onClick?: () => void }) {
  const location = useLocation();
  return (
    <Link
      to="/account/login"
      className={className}
      onClick={() => {
        rememberBackUrl(location.pathname + location.search + location.hash);
        onClick?.();
      }}
    >
      {children}
    </Link>
  );
}

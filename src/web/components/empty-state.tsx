/** "Nothing here yet": an icon, what is missing, and usually where to go next (children). */
import type { ReactNode } from 'react';

export type EmptyIcon = 'messages' | 'wallet' | 'orders' | 'cart';

export function EmptyState({ icon, children }: { icon: EmptyIcon; children: ReactNode }) {
  return (
    <div className="empty-state">
      <span className={`empty-state-icon is-${icon}`} aria-hidden="true" />
      {children}
    </div>
  );
}

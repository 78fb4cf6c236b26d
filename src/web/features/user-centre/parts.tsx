/** Small pieces the account-centre pages share: money, tabs, empty states, the unread-badge refresh. */
import type { ReactNode } from 'react';
import { api, call } from '../../lib/api';
import { formatAed } from '../../lib/format';
import { useSession } from '../../lib/session-store';
import { useLocale } from './user-centre-i18n';

/** An amount in AED; `signed` shows + for positive amounts. Left-to-right even inside Arabic text. */
export function Money({ fils, className, signed }: { fils: number; className?: string; signed?: boolean }) {
  const locale = useLocale();
  const text = formatAed(Math.abs(fils), locale);
  const sign = fils < 0 ? '−' : signed && fils > 0 ? '+' : '';
  return (
    <bdi className={className} dir="ltr">
      {sign}
      {text}
    </bdi>
  );
}

/** Reloads the unread count behind the header's message badge (POST notice/myNewNotice, spec §7). */
export async function refreshUnread(): Promise<void> {
  const data = await call(api.POST('/notice/myNewNotice', { body: {} }), { quiet: true });
  if (data) useSession.getState().setNewMsg(data.total);
}

export interface TabItem<K extends string> {
  key: K;
  label: string;
  count?: number;
}

/** A row of tabs (buttons with role tab); the selected one is marked for assistive technology and styling. */
export function Tabs<K extends string>({ items, value, label, onChange }: { items: TabItem<K>[]; value: K; label: string; onChange(key: K): void }) {
  return (
    <div className="uc-tabs" role="tablist" aria-label={label}>
      {items.map((item) => (
        <button
          key={item.key}
          type="button"
          role="tab"
          id={`uc-tab-${item.key}`}
          aria-selected={item.key === value}
          className={`uc-tab${item.key === value ? ' is-active' : ''}`}
          onClick={() => onChange(item.key)}
        >
          {item.label}
          {item.count !== undefined && item.count > 0 && <span className="uc-tab-count">{item.count > 99 ? '99+' : item.count}</span>}
        </button>
      ))}
    </div>
  );
}

export function Empty({ icon, children }: { icon: 'messages' | 'wallet' | 'orders'; children: ReactNode }) {
  return (
    <div className="uc-empty">
      <span className={`uc-empty-icon is-${icon}`} aria-hidden="true" />
      {children}
    </div>
  );
}

/** A positive integer from a query parameter, else null. */
export function positiveInt(value: string | null): number | null {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
}

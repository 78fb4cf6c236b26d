/** A row of tabs (buttons with role tab); the selected one is marked for assistive technology and styling. */
export interface TabItem<K extends string> {
  key: K;
  label: string;
  /** A badge (e.g. unread messages); hidden when 0, "99+" above 99. */
  count?: number;
}

/** `idPrefix` gives each tab the id `<idPrefix>-tab-<key>` for its tabpanel's aria-labelledby. `boxed`: equal-width tabs in a bordered bar (order list) instead of underlined tabs. */
export function Tabs<K extends string>({ items, value, label, onChange, boxed, idPrefix }: { items: readonly TabItem<K>[]; value: K; label: string; onChange(key: K): void; boxed?: boolean; idPrefix?: string }) {
  return (
    <div className={boxed ? 'tabs tabs-boxed' : 'tabs'} role="tablist" aria-label={label}>
      {items.map((item) => (
        <button key={item.key} type="button" role="tab" id={idPrefix ? `${idPrefix}-tab-${item.key}` : undefined} aria-selected={item.key === value} className={`tab${item.key === value ? ' is-active' : ''}`} onClick={() => onChange(item.key)}>
          {item.label}
          {item.count !== undefined && item.count > 0 && <span className="tab-count">{item.count > 99 ? '99+' : item.count}</span>}
        </button>
      ))}
    </div>
  );
}

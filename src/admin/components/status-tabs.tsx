/**
 * A queue page's status tabs (pill buttons; the current one is marked for screen readers), with the count of each
 * status when the list answers them (`countOf`).
 */
export function StatusTabs<S extends string>({ label, statuses, value, labelOf, countOf, onChange }: { label: string; statuses: readonly S[]; value: S; labelOf(status: S): string; countOf?(status: S): number; onChange(status: S): void }) {
  return (
    <nav className="adm-tabs" aria-label={label}>
      {statuses.map((s) => (
        <button key={s} type="button" className={s === value ? 'adm-tab active' : 'adm-tab'} aria-current={s === value ? 'page' : undefined} onClick={() => onChange(s)}>
          {labelOf(s)}
          {countOf && (
            <>
              {' '}
              <span className="adm-count">{countOf(s)}</span>
            </>
          )}
        </button>
      ))}
    </nav>
  );
}

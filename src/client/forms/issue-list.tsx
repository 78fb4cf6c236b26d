/** An issue list: rule messages (errors red, warnings softer), a button that applies an issue's fix, a link for goto. */
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from '../components/navigation';
import type { Issue, Scalar } from '../../domain/quote/types';
import type { QuoteFormContext } from './context';

/** Message parameters that are themselves i18n keys (an option's label) are translated; numbers stay as they are. */
export function issueText(t: TFunction, issue: Issue): string {
  const params: Record<string, Scalar> = {};
  for (const [name, value] of Object.entries(issue.params)) params[name] = typeof value === 'string' && value.startsWith('quote.') ? t(value) : value;
  return t(issue.message, params);
}

interface FieldInfo {
  title?: string;
}

/** "Perfect binding", "Contour cut off", "Quantity 500" — what pressing the fix button changes. */
export function describeFix(t: TFunction, fix: Record<string, Scalar>, context: QuoteFormContext, fields: Record<string, FieldInfo>): string {
  return Object.entries(fix)
    .map(([field, value]) => {
      const item = context.options[field]?.find((o) => o.value === String(value));
      const fieldLabel = t(fields[field]?.title ?? `quote.field.${field}`);
      if (item) return t(item.label);
      if (typeof value === 'boolean') return t(value ? 'quote_ui.fix.on' : 'quote_ui.fix.off', { field: fieldLabel });
      return `${fieldLabel} ${value}`;
    })
    .join(', ');
}

export function IssueList({ id, issues, context, fields }: { id?: string; issues: readonly Issue[]; context: QuoteFormContext; fields: Record<string, FieldInfo> }) {
  const { t } = useTranslation();
  if (issues.length === 0) return null;
  return (
    <ul className="qf-issues" id={id}>
      {issues.map((issue) => (
        <li key={`${issue.field}:${issue.message}`} className={`qf-issue qf-issue-${issue.severity}`} role={issue.severity === 'error' ? 'alert' : 'status'} data-issue={issue.message}>
          <span className="qf-issue-text">{issueText(t, issue)}</span>
          {issue.fix && (
            <button type="button" className="qf-issue-fix" onClick={() => issue.fix && context.patch(issue.fix)}>
              {t('quote_ui.fix.apply', { change: describeFix(t, issue.fix, context, fields) })}
            </button>
          )}
          {issue.goto && (
            <Link className="qf-issue-goto" to={context.productHref(issue.goto)}>
              {t('quote_ui.fix.goto', { product: t(`quote.product.${issue.goto}.title`) })}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The quote form's templates: every field is a row (label at the inline start, control beside it) that carries the
 * engine's issues for that field beneath its control. rjsf's own error list, help and submit button are replaced:
 * texts are i18n keys translated here, and the page has its own actions.
 */
import type { DescriptionFieldProps, FieldTemplateProps, ObjectFieldTemplateProps, TemplatesType, TitleFieldProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { formContextOf, GROUP_WIDGETS, issuesIdOf, labelIdOf } from './context';
import { IssueList } from './issue-list';

function fieldNameOf(path: readonly (string | number)[]): string {
  const last = path[path.length - 1];
  return last === undefined ? '' : String(last);
}

export function FieldTemplate(props: FieldTemplateProps) {
  const { t } = useTranslation();
  const { id, label, children, hidden, rawHelp, uiSchema, fieldPathId, registry } = props;
  if (fieldPathId.path.length === 0) return children;
  const name = fieldNameOf(fieldPathId.path);
  const context = formContextOf(registry);
  // Hidden by its x-visible condition: not chosen, so not shown at all (label, control and issues).
  if (context.hidden.has(name)) return null;
  if (hidden) return <div className="qf-hidden">{children}</div>;
  const issues = context.issues[name] ?? [];
  const widget = typeof uiSchema?.['ui:widget'] === 'string' ? uiSchema['ui:widget'] : 'default';
  const text = t(label || `quote.field.${name}`);
  const severity = issues.some((i) => i.severity === 'error') ? ' has-error' : issues.length > 0 ? ' has-warning' : '';
  const properties = (registry.rootSchema.properties ?? {}) as Record<string, { title?: string }>;
  return (
    <div className={`qf-field${severity}`} data-field={name} data-widget={widget}>
      {GROUP_WIDGETS.has(widget) ? (
        <div className="qf-label" id={labelIdOf(id)}>
          {text}
        </div>
      ) : (
        <label className="qf-label" id={labelIdOf(id)} htmlFor={id}>
          {text}
        </label>
      )}
      <div className="qf-control">
        {children}
        {rawHelp && <p className="qf-help">{t(rawHelp)}</p>}
        <IssueList id={issuesIdOf(id)} issues={issues} context={context} fields={properties} />
      </div>
    </div>
  );
}

export function ObjectFieldTemplate({ properties }: ObjectFieldTemplateProps) {
  return <div className="qf-fields">{properties.map((property) => property.content)}</div>;
}

/** Titles and descriptions are shown by the page (translated), not by rjsf. */
function Nothing(_props: TitleFieldProps | DescriptionFieldProps) {
  return null;
}

export const quoteTemplates: Partial<Omit<TemplatesType, 'ButtonTemplates'>> = {
  FieldTemplate,
  ObjectFieldTemplate,
  TitleFieldTemplate: Nothing,
  DescriptionFieldTemplate: Nothing,
  FieldErrorTemplate: () => null,
  FieldHelpTemplate: () => null,
  ErrorListTemplate: () => null,
};

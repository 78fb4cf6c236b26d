/**
 * The one generic quote form: any product's schema (from codegen, via the quote engine) rendered with our rjsf
 * theme. The page owns the configuration; this renders it, reports every change, and shows the engine's issues at
 * the fields they concern. rjsf's own validation is off — the engine decides (same code as the server).
 */
import Form, { type IChangeEvent } from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import type { QuoteSchema } from '../../domain/quote/engine';
import type { Config, Issue, Scalar } from '../../domain/quote/types';
import { issuesByField, QuoteValuesContext, type QuoteFormContext } from './context';
import { quoteFields } from './fields';
import { IssueList } from './issue-list';
import { quoteTemplates, quoteWidgets } from './theme';
import { precompiledValidator } from './validator';

export interface QuoteFormProps {
  schema: QuoteSchema;
  values: Config;
  issues: readonly Issue[];
  /** Fields hidden by their `x-visible` condition for these values (the engine's visibleFields tells which). */
  hidden?: readonly string[];
  /** The product's precompiled check, for rjsf's validator interface (keep it the same function between renders). */
  isValid(data: unknown): boolean;
  onChange(values: Config): void;
  productHref(code: string): string;
}

function scalarsOf(data: Record<string, unknown> | undefined): Config {
  const out: Config = {};
  for (const [key, value] of Object.entries(data ?? {})) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') out[key] = value;
  }
  return out;
}

const NONE: readonly string[] = [];

export function QuoteForm({ schema, values, issues, hidden = NONE, isValid, onChange, productHref }: QuoteFormProps) {
  // Everything rjsf receives stays the same object until it really changes: its fields are memoised with a deep
  // comparison of their props, so a change re-renders only the fields it touched (and those whose issues changed).
  const latest = useRef({ values, onChange });
  useLayoutEffect(() => {
    latest.current = { values, onChange };
  });
  const validator = useMemo(() => precompiledValidator(isValid), [isValid]);
  const patch = useCallback((change: Record<string, Scalar>) => latest.current.onChange({ ...latest.current.values, ...change }), []);
  const fields = useMemo(() => Object.keys(schema.schema.properties), [schema]);
  const issuesKey = JSON.stringify(issues);
  const hiddenKey = hidden.join(',');
  const hiddenSet = useMemo(() => new Set(hiddenKey ? hiddenKey.split(',') : []), [hiddenKey]);
  const placed = useMemo(() => issuesByField(JSON.parse(issuesKey) as Issue[], schema.ui, fields, hiddenSet), [issuesKey, schema, fields, hiddenSet]);
  const context = useMemo<QuoteFormContext>(
    () => ({ options: schema.options, quantities: schema.quantities, issues: placed, hidden: hiddenSet, patch, productHref }),
    [schema, placed, hiddenSet, patch, productHref],
  );
  const rjsfSchema: RJSFSchema = schema.schema;
  const uiSchema: UiSchema = schema.ui;
  return (
    <div className="quote-form" data-product={schema.code}>
      <QuoteValuesContext.Provider value={values}>
        <Form
          schema={rjsfSchema}
          uiSchema={uiSchema}
          formData={values}
          onChange={(event: IChangeEvent) => onChange(scalarsOf(event.formData))}
          validator={validator}
          widgets={quoteWidgets}
          templates={quoteTemplates}
          fields={quoteFields}
          formContext={context}
          idPrefix="q"
          noHtml5Validate
          noValidate
          showErrorList={false}
          onSubmit={() => undefined}
        >
          <></>
        </Form>
      </QuoteValuesContext.Provider>
      <IssueList issues={placed[''] ?? []} context={context} fields={schema.schema.properties} />
    </div>
  );
}

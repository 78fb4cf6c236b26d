// @vitest-environment jsdom
/**
 * Every product's quote page is rendered by the one generic form: each of the 88 schemas renders, every field shows
 * up (visible or hidden) with the widget its x-ui names, no i18n key is left untranslated, and the form structure is
 * snapshotted so a schema or theme change shows up in review.
 */
import { cleanup, fireEvent, render } from '@testing-library/react';
import { useState } from 'react';
import { TestQueryProvider } from '../api/query-testing';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { listProducts, quoteEngine } from '../../domain/quote';
import type { Config, Issue } from '../../domain/quote/types';
import { initTestI18n } from '../../web/features/quote/testing';
import { QuoteForm } from './quote-form';

beforeAll(() => initTestI18n('en'));
afterEach(cleanup);

/** Fields the product's x-visible conditions hide for this configuration (what the quote page passes). */
function hiddenFor(code: string, config: Config): string[] {
  const shown = quoteEngine.visibleFields(code, config);
  return Object.keys(quoteEngine.getSchema(code)?.schema.properties ?? {}).filter((field) => !shown.includes(field));
}

function Harness({ code, issues = [], initial = {} }: { code: string; issues?: Issue[]; initial?: Config }) {
  const schema = quoteEngine.getSchema(code);
  const [config, setConfig] = useState<Config>({ ...schema?.defaults, ...initial });
  if (!schema) return null;
  return (
    <TestQueryProvider>
      <MemoryRouter>
        <QuoteForm
          schema={schema}
          values={config}
          issues={issues}
          hidden={hiddenFor(code, config)}
          isValid={(data) => quoteEngine.validate(code, data).length === 0}
          onChange={setConfig}
          productHref={(c) => `/custom/${c}`}
        />
        <output data-testid="config">{JSON.stringify(config)}</output>
      </MemoryRouter>
    </TestQueryProvider>
  );
}

/** A compact outline of the rendered form: one line per field with its widget and its choices (* chosen, ! disabled). */
function outline(container: HTMLElement): string[] {
  return [...container.querySelectorAll<HTMLElement>('.qf-field')].map((field) => {
    const choices = [...field.querySelectorAll<HTMLElement>('[data-value]')].map((c) => {
      const input = c.querySelector('input');
      return `${input?.checked ? '*' : ''}${c.classList.contains('is-disabled') ? '!' : ''}${c.dataset['value']}`;
    });
    const select = field.querySelector('select');
    const selectOptions = select ? [...select.options].map((o) => `${o.selected ? '*' : ''}${o.disabled ? '!' : ''}${o.value}`) : [];
    const numbers = [...field.querySelectorAll<HTMLInputElement>('input[type=number]')].map((i) => `#${i.value}`);
    const toggle = field.querySelector<HTMLInputElement>('input[role=switch]');
    const parts = [...choices, ...selectOptions, ...numbers, ...(toggle ? [toggle.checked ? 'on' : 'off'] : [])];
    return `${field.dataset['field']} (${field.dataset['widget']}): ${parts.join(' ')}`;
  });
}

describe('the generic quote form renders every product', () => {
  const products = listProducts();

  it('knows all 88 products', () => {
    expect(products).toHaveLength(88);
  });

  it.each(products.map((p) => [p.code, p.model] as const))('%s (%s)', (code) => {
    const schema = quoteEngine.getSchema(code);
    if (!schema) throw new Error(code);
    const { container } = render(<Harness code={code} />);
    const visible = [...container.querySelectorAll<HTMLElement>('.qf-field')].map((f) => f.dataset['field']);
    const byCondition = hiddenFor(code, schema.defaults);
    const hidden = [
      ...byCondition,
      ...Object.entries(schema.ui).flatMap(([field, entry]) => (typeof entry === 'object' && entry !== null && (entry as Record<string, unknown>)['ui:widget'] === 'hidden' ? [field] : [])),
    ];
    // Every field is shown, hidden by the x-ui, or hidden by its condition at the defaults — in ui:order.
    for (const field of byCondition) expect(container.querySelector(`[data-field="${field}"]`), `${code}.${field}`).toBeNull();
    const order = schema.ui['ui:order'];
    expect(Array.isArray(order) ? order.filter((f) => !hidden.includes(String(f))) : []).toEqual(visible);
    for (const field of visible) {
      const widget = container.querySelector<HTMLElement>(`.qf-field[data-field="${field}"]`)?.dataset['widget'];
      const entry = schema.ui[field ?? ''];
      expect(widget, `${code}.${field}`).toBe(typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>)['ui:widget'] : undefined);
    }
    // Labels, options and help are translated: no raw i18n key reaches the page.
    expect(container.textContent).not.toMatch(/quote\.[a-z_-]+\.[a-z0-9_]/);
    expect(outline(container)).toMatchSnapshot();
  });
});

describe('widgets', () => {
  it('option cards grey out a disabled item and do not select it (3-ply white-red-yellow NCR set)', () => {
    const { container, getByTestId } = render(<Harness code="ncr_sets" />);
    const item = container.querySelector<HTMLElement>('[data-field="ply"] [data-value="3_wry_50"]');
    expect(item?.classList.contains('is-disabled')).toBe(true);
    expect(item?.querySelector('input')?.disabled).toBe(true);
    expect(getByTestId('config').textContent).toContain('"ply":"2_wy"');
  });

  it('size presets fill width and height; custom shows the millimetre boxes', () => {
    const { container, getByTestId, getByLabelText } = render(<Harness code="bc_standard" />);
    fireEvent.click(container.querySelector<HTMLInputElement>('[data-field="size"] [data-value="65x65"] input') as HTMLInputElement);
    expect(JSON.parse(getByTestId('config').textContent ?? '{}')).toMatchObject({ size: '65x65', width_mm: 65, height_mm: 65 });
    fireEvent.click(container.querySelector<HTMLInputElement>('[data-field="size"] [data-value="custom"] input') as HTMLInputElement);
    fireEvent.change(getByLabelText('Width'), { target: { value: '80' } });
    expect(JSON.parse(getByTestId('config').textContent ?? '{}')).toMatchObject({ size: 'custom', width_mm: 80, height_mm: 65 });
  });

  it('fields show and hide, with their labels, as their conditions say (backing panel, foil area, numbering)', () => {
    const { container, getByTestId, queryByText } = render(<Harness code="sign_3d_letters" />);
    const panelFields = () => ['material', 'width_mm', 'height_mm'].filter((f) => container.querySelector(`.qf-field[data-field="${f}"]`));
    expect(panelFields()).toEqual([]);
    expect(queryByText('Backing panel material')).toBeNull();
    fireEvent.click(container.querySelector<HTMLInputElement>('[data-field="backing_panel"] input[role=switch]') as HTMLInputElement);
    expect(getByTestId('config').textContent).toContain('"backing_panel":true');
    expect(panelFields()).toEqual(['material', 'width_mm', 'height_mm']);
    expect(queryByText('Backing panel material')).not.toBeNull();
    fireEvent.click(container.querySelector<HTMLInputElement>('[data-field="backing_panel"] input[role=switch]') as HTMLInputElement);
    expect(panelFields()).toEqual([]);
    cleanup();

    const card = render(<Harness code="bc_premium" initial={{ foil: 'none', spot_uv: 'none' }} />);
    expect(card.container.querySelector('[data-field="finish_width_mm"]')).toBeNull();
    fireEvent.click(card.container.querySelector<HTMLInputElement>('[data-field="foil"] [data-value="gold"] input') as HTMLInputElement);
    expect(card.container.querySelector('[data-field="finish_width_mm"]')).not.toBeNull();
    expect(card.container.querySelector('[data-field="finish_height_mm"]')).not.toBeNull();
  });

  it('an issue on a field its condition hides is shown in the general list, not lost', () => {
    const issues: Issue[] = [{ field: 'finish_width_mm', message: 'quote.error.maximum', params: { limit: 120 }, severity: 'error' }];
    const { container } = render(<Harness code="bc_premium" issues={issues} initial={{ foil: 'none', spot_uv: 'none' }} />);
    expect(container.querySelector('[data-field="finish_width_mm"]')).toBeNull();
    expect(container.querySelector('.quote-form > .qf-issues [data-issue="quote.error.maximum"]')).not.toBeNull();
  });

  it('the page stepper moves by its step within the limits', () => {
    const { getByRole, getByTestId } = render(<Harness code="booklet_saddle_stitch" />);
    fireEvent.click(getByRole('button', { name: 'More' }));
    expect(getByTestId('config').textContent).toContain('"pages":20');
  });

  it('swatches show colours and toggles switch finishing on', () => {
    const { container, getByTestId } = render(<Harness code="bc_premium" />);
    expect(container.querySelectorAll('[data-field="foil"] .qf-swatch').length).toBeGreaterThan(3);
    fireEvent.click(container.querySelector<HTMLInputElement>('[data-field="emboss"] input[role=switch]') as HTMLInputElement);
    expect(getByTestId('config').textContent).toContain('"emboss":true');
  });

  it('the quantity picker offers the quotation scheme and any quantity within the limits', () => {
    const { container, getByLabelText, getByTestId } = render(<Harness code="bc_standard" />);
    expect([...container.querySelectorAll<HTMLElement>('[data-field="quantity"] [data-value]')].map((e) => e.dataset['value'])).toEqual(['100', '200', '500', '1000', '2000', '5000']);
    fireEvent.change(getByLabelText('Other quantity'), { target: { value: '750' } });
    expect(getByTestId('config').textContent).toContain('"quantity":750');
  });

  it('shows an issue at its field, a warning in the softer style, a fix button and a goto link', () => {
    const issues: Issue[] = [
      { field: 'pages', message: 'quote.rule.saddle_max_pages', params: { pages: 36, max: '32' }, severity: 'error', fix: { binding: 'perfect_bind' } },
      { field: 'width_mm', message: 'quote.rule.smaller_than_card', params: { min_w: '90', min_h: '54' }, severity: 'warning', goto: 'sticker_die_cut' },
    ];
    const { container, getByRole, getByTestId } = render(<Harness code="booklet_saddle_stitch" issues={issues} />);
    const pages = container.querySelector('[data-field="pages"]');
    expect(pages?.querySelector('.qf-issue-error')?.textContent).toContain('Saddle stitching takes at most 32 pages (36 chosen)');
    // width_mm is hidden under the size preset: its issue shows at the size field.
    expect(container.querySelector('[data-field="size"] .qf-issue-warning')?.textContent).toContain('Items smaller than 90 × 54 mm');
    expect(getByRole('link', { name: /Go to/ }).getAttribute('href')).toBe('/custom/sticker_die_cut');
    // The controls point to their issues; an error marks the control invalid, a warning does not.
    const pagesInput = pages?.querySelector('input');
    const pagesIssues = pages?.querySelector('.qf-issues');
    expect(pagesInput?.getAttribute('aria-invalid')).toBe('true');
    expect(pagesIssues?.id).toBeTruthy();
    expect(pagesInput?.getAttribute('aria-describedby')).toBe(pagesIssues?.id);
    const sizeGroup = container.querySelector('[data-field="size"] [role="radiogroup"]');
    expect(sizeGroup?.getAttribute('aria-describedby')).toBe(container.querySelector('[data-field="size"] .qf-issues')?.id);
    expect(sizeGroup?.hasAttribute('aria-invalid')).toBe(false);
    expect(container.querySelector('[data-field="binding"] [role="radiogroup"]')?.hasAttribute('aria-describedby')).toBe(false);
    fireEvent.click(getByRole('button', { name: 'Switch to Perfect binding' }));
    expect(getByTestId('config').textContent).toContain('"binding":"perfect_bind"');
  });
});

// @vitest-environment jsdom
/**
 * The quote page per pricing model: a rule error at its field (ordering blocked), a warning in the softer style with
 * the price still shown, and the live price — all from the browser's engine, before any server answer.
 */
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { TestQueryProvider } from '../../../client/api/query-testing';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { catalogue } from '../../../generated/quote';
import { createQuoteEngine, quoteEngine, type QuoteEngine } from '../../../domain/quote';
import type { Scalar } from '../../../domain/quote/types';
import type { components } from '../../../generated/shop-api';
import type * as ApiModule from '../../../client/api/api';
import { QuoteView } from './quote-page';
import { initTestI18n } from './testing';

type QuotePrice = components['schemas']['QuotePrice'];
const server = vi.hoisted(() => ({ answer: null as null | ((body: { code: string; config: Record<string, unknown> }) => unknown) }));

vi.mock('../../../client/api/api', async (original) => {
  const actual = await original<typeof ApiModule>();
  return {
    ...actual,
    api: {
      POST: (path: string, init: { body: { code: string; config: Record<string, unknown> } }) => {
        const data = path === '/quote/price' && server.answer ? server.answer(init.body) : null;
        return Promise.resolve(data ? { data: { code: 1, show: 0, msg: '', data }, response: new Response() } : { error: { code: 0, show: 0, msg: '' }, response: new Response() });
      },
      GET: () => Promise.resolve({ error: { code: 0, show: 0, msg: '' }, response: new Response() }),
    },
  };
});

beforeAll(() => initTestI18n('en'));
afterEach(() => {
  cleanup();
  server.answer = null;
  vi.useRealTimers();
});

function renderQuote(code: string, query: string, engine: QuoteEngine = quoteEngine) {
  const schema = engine.getSchema(code);
  if (!schema) throw new Error(code);
  return render(
    <TestQueryProvider>
      <MemoryRouter initialEntries={[`/custom/${code}?${query}`]}>
        <Routes>
          <Route path="/custom/:code" element={<QuoteView code={code} engine={engine} schema={schema} />} />
        </Routes>
      </MemoryRouter>
    </TestQueryProvider>,
  );
}

function field(name: string): HTMLElement {
  const element = document.querySelector<HTMLElement>(`.qf-field[data-field="${name}"]`);
  if (!element) throw new Error(`no field ${name}`);
  return element;
}

function expectBlocked(blocked: boolean) {
  expect(screen.getByRole('button', { name: 'Add to cart' }).hasAttribute('disabled')).toBe(blocked);
  expect(screen.getByRole('button', { name: 'Buy now' }).hasAttribute('disabled')).toBe(blocked);
}

/** box_kh with an informative rule added: no BOX product in the catalogue carries a warning rule yet. */
function boxEngineWithWarning(): QuoteEngine {
  const def = catalogue.products['box_kh'];
  if (!def) throw new Error('box_kh');
  const rule = { rule: 'window', message: 'quote.rule.crease_added', field: 'window', severity: 'warning' as const, params: { gsm: 'board_mm' } };
  // codegen would compile the rule's CEL to these functions
  const programs = { ...catalogue.programs['box_kh'], window: (v: Readonly<Record<string, Scalar>>) => v['window'] ?? false, board_mm: (v: Readonly<Record<string, Scalar>>) => v['board_mm'] ?? 0 };
  return createQuoteEngine({ ...catalogue, products: { box_kh: { ...def, rules: [...def.rules, rule] } }, programs: { box_kh: programs } });
}

const cases = [
  {
    model: 'SHEET',
    error: { code: 'sticker_die_cut', query: 'width_mm=15&height_mm=15', field: 'width_mm', text: 'piece must be at least 20 × 20 mm' },
    warning: { code: 'bc_premium', query: 'spot_uv=clear&lamination=gloss', field: 'spot_uv', text: 'Spot UV' },
  },
  {
    model: 'AREA',
    error: { code: 'banner_flex_frontlit', query: 'size=custom&width_mm=3000&height_mm=1000&quantity=10&turnaround=same_day', field: 'turnaround', text: 'Same-day banners are limited to 20 m²' },
    warning: { code: 'banner_flex_frontlit', query: 'size=custom&width_mm=800&height_mm=600', field: 'quantity', text: 'charged as the minimum of 1 m²' },
  },
  {
    model: 'BOOK',
    error: { code: 'booklet_saddle_stitch', query: 'pages=36', field: 'pages', text: 'Saddle stitching takes at most 32 pages (36 chosen)' },
    warning: { code: 'book_thread_sewn', query: 'pages=100', field: 'pages', text: 'Thread sewing uses 16-page sections' },
  },
  {
    model: 'BOX',
    error: { code: 'box_kh', query: 'length_mm=400&width_mm=300&height_mm=400', field: 'length_mm', text: 'beyond the 860 × 620 mm post-processing limit' },
    warning: { code: 'box_kh', query: '', field: 'window', text: 'Creasing is included', engine: boxEngineWithWarning },
  },
  {
    model: 'UNIT',
    error: { code: 'pvc_card_data', query: 'barcode=code128', field: 'numbering', text: 'A barcode encodes the card number' },
    warning: { code: 'cup_single_wall', query: 'quantity=1001', field: 'quantity', text: '' },
  },
  {
    model: 'KIT',
    error: { code: 'acrylic_cut_shapes', query: 'width_mm=15', field: 'width_mm', text: '' },
    warning: { code: 'acrylic_cut_shapes', query: '', field: 'quantity', text: 'charged as the minimum of 1 m²' },
  },
] as const;

describe.each(cases)('$model', ({ error, warning }) => {
  it(`${error.code}: a rule error at ${error.field}, no price, ordering blocked`, () => {
    renderQuote(error.code, error.query);
    const issue = within(field(error.field)).getAllByRole('alert')[0];
    expect(issue?.className).toContain('qf-issue-error');
    if (error.text) expect(issue?.textContent).toContain(error.text);
    expect(screen.getByTestId('quote-unavailable')).toBeTruthy();
    expect(screen.queryByTestId('quote-total')).toBeNull();
    expectBlocked(true);
  });

  it(`${warning.code}: a warning at ${warning.field}, priced, orderable`, () => {
    const engine = 'engine' in warning ? warning.engine() : quoteEngine;
    renderQuote(warning.code, warning.query, engine);
    const note = within(field(warning.field)).getByRole('status');
    expect(note.className).toContain('qf-issue-warning');
    if (warning.text) expect(note.textContent).toContain(warning.text);
    const priced = engine.price(warning.code, Object.fromEntries(new URLSearchParams(warning.query)));
    expect(screen.getByTestId('quote-total').textContent).toMatch(/AED\s[\d,]+\.\d\d/);
    if (priced.ok) expect(screen.getByTestId('quote-vat').textContent).toContain((priced.quote.vat_fils / 100).toFixed(2));
    expectBlocked(false);
  });
});

describe('live price', () => {
  it('re-prices at once on a change and picks a quantity from the scheme', () => {
    renderQuote('bc_standard', 'quantity=5000');
    const before = screen.getByTestId('quote-total').textContent;
    fireEvent.click(field('stock').querySelector<HTMLInputElement>('[data-value="art_matt_400"] input') as HTMLInputElement);
    const after = screen.getByTestId('quote-total').textContent;
    expect(after).not.toBe(before);
    fireEvent.click(screen.getByRole('button', { name: 'Choose 2000' }));
    expect(screen.getByTestId('quote-quantity').textContent).toContain('2,000');
    const row = document.querySelector('.scheme-table tr[data-quantity="2000"]');
    expect(row?.className).toContain('is-selected');
    expect(screen.getByTestId('quote-total').textContent).toBe(row?.querySelector('td')?.textContent);
  });

  it('applies a fix: too many pages for saddle stitch → switch to perfect binding → priced', () => {
    renderQuote('booklet_saddle_stitch', 'pages=36');
    fireEvent.click(screen.getByRole('button', { name: 'Switch to Perfect binding' }));
    expect(screen.getByTestId('quote-total')).toBeTruthy();
    expectBlocked(false);
  });

  it("shows the breakdown on demand with the engine's line keys", () => {
    renderQuote('bc_standard', 'quantity=5000');
    fireEvent.click(screen.getByRole('button', { name: 'Show price breakdown' }));
    const lines = [...document.querySelectorAll<HTMLElement>('.price-breakdown tr[data-line]')].map((r) => r.dataset['line']);
    expect(lines).toContain('paper');
    expect(lines).toContain('print');
  });

  it("takes the server's figure when it differs, and logs the difference", async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.answer = ({ code, config }): QuotePrice => {
      const priced = quoteEngine.price(code, config);
      const scheme = quoteEngine.ladder(code, config);
      if (!priced.ok || !scheme.ok) throw new Error('fixture');
      return { ok: true, issues: [], quote: { ...priced.quote, total_fils: priced.quote.total_fils + 100 }, ladder: scheme.rows };
    };
    renderQuote('bc_standard', '');
    const local = quoteEngine.price('bc_standard', {});
    if (!local.ok) throw new Error('fixture');
    expect(document.querySelector('.price-panel')?.getAttribute('data-source')).toBe('local');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(document.querySelector('.price-panel')?.getAttribute('data-source')).toBe('server');
    expect(screen.getByTestId('quote-total').textContent).toContain(((local.quote.total_fils + 100) / 100).toFixed(2));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("server's price differs"), expect.anything());
    warn.mockRestore();
  });
});

import { describe, expect, it } from 'vitest';
import { getSchema, quoteEngine } from '../../../domain/quote';
import { issuesByField } from '../../../client/forms/context';
import { addWorkingDays } from './delivery';
import { precheckDesignFile, readUploadAnswer } from '../../../client/api/upload';
import { configFromQuery, queryFromConfig } from '../../../client/forms/url-state';
import { localQuote, priceDifferences } from './use-live-quote';

describe('configuration in the URL', () => {
  const schema = getSchema('bc_standard');
  if (!schema) throw new Error('bc_standard');

  it('keeps only what differs from the defaults, and reads it back typed', () => {
    const config = { ...schema.defaults, stock: 'art_gloss_350', quantity: 1000, round_corners: true };
    const query = queryFromConfig(config, schema);
    expect(query).toBe('stock=art_gloss_350&round_corners=1&quantity=1000');
    expect(configFromQuery(`?${query}`, schema)).toEqual(config);
    expect(queryFromConfig(schema.defaults, schema)).toBe('');
  });

  it('leaves out fields their x-visible condition hides', () => {
    const hiddenOf = (code: string, config: Record<string, unknown>) => {
      const shown = quoteEngine.visibleFields(code, config);
      return Object.keys(getSchema(code)?.schema.properties ?? {}).filter((f) => !shown.includes(f));
    };
    // a preset size says the dimensions; custom ones are the shopper's
    const preset = { ...schema.defaults, size: '85x55', width_mm: 85, height_mm: 55 };
    expect(queryFromConfig(preset, schema, hiddenOf('bc_standard', preset))).toBe('size=85x55');
    const custom = { ...schema.defaults, size: 'custom', width_mm: 85, height_mm: 60 };
    expect(queryFromConfig(custom, schema, hiddenOf('bc_standard', custom))).toBe('size=custom&width_mm=85&height_mm=60');
    // the backing panel's fields go with the panel
    const letters = getSchema('sign_3d_letters');
    if (!letters) throw new Error('sign_3d_letters');
    const off = { ...letters.defaults, backing_panel: false, width_mm: 3000, material: 'acp_4mm' };
    expect(queryFromConfig(off, letters, hiddenOf('sign_3d_letters', off))).toBe('');
    const on = { ...off, backing_panel: true };
    expect(queryFromConfig(on, letters, hiddenOf('sign_3d_letters', on))).toBe('backing_panel=1&material=acp_4mm&width_mm=3000');
  });

  it('drops unknown names and keeps bad values for the engine to name', () => {
    const config = configFromQuery('?quantity=lots&nope=1&round_corners=maybe', schema);
    expect(config['nope']).toBeUndefined();
    expect(config['quantity']).toBe('lots');
    expect(quoteEngine.validate('bc_standard', config).map((i) => i.field).sort()).toEqual(['quantity', 'round_corners']);
  });
});

describe('delivery date', () => {
  it('counts working days Monday to Saturday from the day of payment', () => {
    const friday = new Date(2025, 0, 3); // Fri 3 Jan 2025
    expect(addWorkingDays(friday, 1).getDate()).toBe(4); // Saturday is a working day
    expect(addWorkingDays(friday, 2).getDate()).toBe(6); // Sunday skipped → Monday
    expect(addWorkingDays(friday, 8).getDate()).toBe(13);
    expect(addWorkingDays(friday, 0).getDate()).toBe(3);
  });
});

describe('design file pre-checks (spec §5)', () => {
  it('refuses big files, bad characters and names without size information', () => {
    expect(precheckDesignFile({ name: 'card90x54.pdf', size: 1000 })).toBeNull();
    expect(precheckDesignFile({ name: '名片90x54.pdf', size: 1000 })).toBeNull();
    expect(precheckDesignFile({ name: 'card90x54.pdf', size: 5 * 1024 * 1024 })).toBe('file_too_large');
    expect(precheckDesignFile({ name: 'my card 90x54.pdf', size: 10 })).toBe('file_name_chars');
    expect(precheckDesignFile({ name: 'card.pdf', size: 10 })).toBe('file_name_no_size');
  });

  it('reads the envelope of the answer', () => {
    const file = { id: 7, name: 'card90x54.pdf', size: 12, created_at: '2025-01-01T00:00:00Z' };
    expect(readUploadAnswer(200, JSON.stringify({ code: 1, show: 1, msg: 'File uploaded.', data: file }))).toEqual({ ok: true, file });
    expect(readUploadAnswer(200, JSON.stringify({ code: 0, show: 1, msg: 'You already uploaded this file today.', data: [] }))).toEqual({ ok: false, reason: 'refused', message: 'You already uploaded this file today.' });
    expect(readUploadAnswer(200, JSON.stringify({ code: -1, show: 1, msg: 'Please log in first.', data: [] }))).toEqual({ ok: false, reason: 'logged_out' });
    expect(readUploadAnswer(404, '')).toEqual({ ok: false, reason: 'failed' });
    expect(readUploadAnswer(200, 'not json')).toEqual({ ok: false, reason: 'failed' });
  });
});

describe('issues are placed where the shopper can see them', () => {
  it('at the field, at the size preset for hidden width/height, else in the general list', () => {
    const schema = getSchema('bc_standard');
    if (!schema) throw new Error('bc_standard');
    const issue = (field: string) => ({ field, message: 'm', params: {}, severity: 'error' as const });
    const placed = issuesByField([issue('stock'), issue('width_mm'), issue('code')], schema.ui, Object.keys(schema.schema.properties));
    expect(Object.fromEntries(Object.entries(placed).map(([k, v]) => [k, v.map((i) => i.field)]))).toEqual({ stock: ['stock'], size: ['width_mm'], '': ['code'] });
  });
});

describe('browser and server figures', () => {
  it('agree when both come from the same engine; a different total is reported', () => {
    const local = localQuote(quoteEngine, 'bc_standard', { quantity: 1000 });
    expect(priceDifferences(local, { ...local, source: 'server' })).toEqual([]);
    const server = { ...local, quote: local.quote ? { ...local.quote, total_fils: local.quote.total_fils + 1 } : null, source: 'server' as const };
    expect(priceDifferences(local, server)).toHaveLength(1);
  });
});

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DESIGN_KINDS } from '../../../domain/editor/editor';
import { checkTemplate, loadDesignTemplates } from './templates';

describe('design templates (schemas/templates)', () => {
  it('every shipped template is valid: a few dozen over every kind, several with Arabic text', () => {
    const { templates, problems } = loadDesignTemplates();
    expect(problems).toEqual([]);
    expect(templates.length).toBeGreaterThanOrEqual(24);
    for (const kind of DESIGN_KINDS) expect(templates.filter((t) => t.kind === kind).length).toBeGreaterThanOrEqual(4);
    const arabic = templates.filter((t) => /[\u0600-\u06ff]/.test(JSON.stringify(t.doc)));
    expect(arabic.length).toBeGreaterThanOrEqual(3);
  });

  const good = { kind: 'flyer', width_mm: 148, height_mm: 210, names: { en: 'A', zh: '甲', ar: 'أ', ja: 'ア' }, doc: { version: 1, pages: [{ background: '#ffffff', objects: [] }] } };

  it.each([
    ['an unknown kind', { ...good, kind: 'banner' }, '/kind', 'must be one of'],
    ['a missing translation', { ...good, names: { en: 'A', zh: '甲', ar: '', ja: 'ア' } }, '/names/ar', 'a name of 1 to'],
    ['a bad colour', { ...good, doc: { version: 1, pages: [{ background: 'green', objects: [] }] } }, '/doc/pages/0/background', 'pattern'],
    [
      'an image',
      { ...good, doc: { version: 1, pages: [{ background: '#ffffff', objects: [{ type: 'image', x_mm: 0, y_mm: 0, width_mm: 10, height_mm: 10, angle: 0, upload_id: 1 }] }] } },
      '/doc/pages/0/objects/0',
      'templates cannot place images',
    ],
    ['a size out of range', { ...good, width_mm: 5 }, '/width_mm', 'millimetres'],
    ['an unknown property', { ...good, colour: 'red' }, '/colour', 'unknown property'],
  ])('a broken template names file, pointer and reason: %s', (_what, value, pointer, reason) => {
    const problems = checkTemplate('schemas/templates/broken.json', value);
    expect(problems).toContainEqual({ file: 'schemas/templates/broken.json', pointer, reason: expect.stringContaining(reason) });
  });

  it('a file that is not JSON, or badly named, is reported with its path', () => {
    const dir = mkdtempSync(join(tmpdir(), 'templates-'));
    writeFileSync(join(dir, 'Bad Name.json'), JSON.stringify(good));
    writeFileSync(join(dir, 'cut.json'), '{ "kind": ');
    const { templates, problems } = loadDesignTemplates(dir);
    expect(templates).toEqual([]);
    expect(problems.map((p) => [p.file.slice(dir.length + 1), p.reason.slice(0, 8)])).toEqual([
      ['Bad Name.json', 'the file'],
      ['cut.json', 'not JSON'],
    ]);
  });
});

import fc from 'fast-check';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blankDoc, EDITOR_LIMITS, mmToPt, type DesignDoc } from '../../../domain/editor/editor';
import { designs } from '../../db/schema';
import { png } from '../../testing/fixtures';
import { pdfText } from '../../testing/pdf-text';
import { callApi, createTestApp, newUser, testDatabaseUrl, uploadFile, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Design = { id: number; version: number; name: string; code: string; kind: string; width_mm: number; height_mm: number; bleed_mm: number; sides: number; safe_mm: number; doc: DesignDoc; config: Record<string, unknown> };

async function create(token: string, body: Record<string, unknown>) {
  return callApi(t.app, 'POST', '/api/editor/create', { token, body });
}

async function newDesign(token: string, body: Record<string, unknown> = { code: 'bc_standard', config: { quantity: 500 } }): Promise<Design> {
  const res = await create(token, body);
  expect(res.body.code).toBe(1);
  return res.body.data as unknown as Design;
}

/** A PDF as the editor writes it: pages of trim + bleed, TrimBox inset by the bleed. */
async function designPdf(pages: { width: number; height: number; bleed: number }[], text = 'Jane Doe'): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (const { width, height, bleed } of pages) {
    const page = doc.addPage([mmToPt(width + 2 * bleed), mmToPt(height + 2 * bleed)]);
    page.setTrimBox(mmToPt(bleed), mmToPt(bleed), mmToPt(width), mmToPt(height));
    page.drawText(text, { x: 20, y: 20, size: 10 });
  }
  return Buffer.from(await doc.save());
}

describe('editor/templates', () => {
  it('lists the shipped templates in the request language, by kind', async () => {
    const all = await callApi(t.app, 'GET', '/api/editor/templates');
    const lists = (all.body.data as { lists: { id: string; kind: string; name: string }[] }).lists;
    expect(lists.length).toBeGreaterThanOrEqual(24);
    for (const kind of ['business_card', 'flyer', 'postcard', 'sticker', 'poster']) expect(lists.some((l) => l.kind === kind)).toBe(true);
    const cards = await callApi(t.app, 'GET', '/api/editor/templates?kind=business_card', { locale: 'ar' });
    const arabic = (cards.body.data as { lists: { id: string; kind: string; name: string }[] }).lists;
    expect(arabic.every((l) => l.kind === 'business_card')).toBe(true);
    expect(arabic.find((l) => l.id === 'card-classic-green')?.name).toBe('أخضر كلاسيكي');
  });
});

describe('editor/create (the server decides the size)', () => {
  it('business cards: 90 × 54 trim, 3 mm bleed (the product may print offset), two sides for 4/4', async () => {
    const { token } = await newUser(t.app);
    const design = await newDesign(token, { code: 'bc_standard', config: { quantity: 500, colours: '4_4' }, template_id: 'card-classic-green' });
    expect(design).toMatchObject({ code: 'bc_standard', kind: 'business_card', width_mm: 90, height_mm: 54, bleed_mm: 3, sides: 2, safe_mm: 3 });
    expect(design.doc.pages).toHaveLength(2);
    expect(JSON.stringify(design.doc)).toContain('Jane Doe');
  });

  it('digital-only products get 1 mm bleed; one side for 4/0; a template is fitted to the size', async () => {
    const { token } = await newUser(t.app);
    const design = await newDesign(token, { code: 'sticker_die_cut', config: { width_mm: 100, height_mm: 100 }, template_id: 'sticker-round-badge' });
    expect(design).toMatchObject({ width_mm: 100, height_mm: 100, bleed_mm: 1, sides: 1 });
    const badge = design.doc.pages[0]?.objects[0];
    expect(badge).toMatchObject({ type: 'ellipse', width_mm: 104 }); // 52 mm on a 50 mm template, doubled
  });

  it('refuses products the editor does not make, unknown templates and impossible configurations', async () => {
    const { token } = await newUser(t.app);
    expect((await create(token, { code: 'booklet_saddle_stitch', config: {} })).body).toMatchObject({ code: 0, data: { error: 'editor_not_editable', field: 'code' } });
    expect((await create(token, { code: 'bc_standard', config: {}, template_id: 'flyer-sale' })).body).toMatchObject({ code: 0, data: { error: 'not_found', field: 'template_id' } });
    const bad = await create(token, { code: 'bc_standard', config: { quantity: 3 } });
    expect(bad.body).toMatchObject({ code: 0, data: { error: 'quote_invalid', field: 'config' } });
    expect(bad.body.msg).not.toBe('');
  });

  it('needs a login', async () => {
    expect((await callApi(t.app, 'POST', '/api/editor/create', { body: { code: 'bc_standard', config: {} } })).body.code).toBe(-1);
  });
});

describe('my designs are the owner\'s', () => {
  it('saves, lists, opens and deletes; another user gets "not found"', async () => {
    const a = await newUser(t.app);
    const b = await newUser(t.app);
    const design = await newDesign(a.token);
    const doc: DesignDoc = {
      version: 1,
      pages: [
        { background: '#ffffff', objects: [{ type: 'text', x_mm: 5, y_mm: 5, width_mm: 60, height_mm: 6, angle: 0, text: 'Mariam Al Hashimi', font: 'cairo', size_pt: 12, colour: '#000000', bold: true, italic: false, align: 'left', line_height: 1.2 }] },
        { background: '#1b7f4b', objects: [] },
      ],
    };
    const saved = await callApi(t.app, 'POST', '/api/editor/save', { token: a.token, body: { id: design.id, version: design.version, name: 'My card', doc } });
    expect(saved.body).toMatchObject({ code: 1, show: 1, data: { name: 'My card' } });
    const list = await callApi(t.app, 'GET', '/api/editor/lists', { token: a.token });
    expect(list.body.data).toMatchObject({ count: 1, lists: [{ id: design.id, name: 'My card', width_mm: 90, bleed_mm: 3 }] });
    expect((await callApi(t.app, 'GET', `/api/editor/detail?id=${design.id}`, { token: a.token })).body.data).toMatchObject({ doc });

    expect((await callApi(t.app, 'GET', `/api/editor/detail?id=${design.id}`, { token: b.token })).body).toMatchObject({ code: 0, data: { error: 'not_found' } });
    expect((await callApi(t.app, 'POST', '/api/editor/save', { token: b.token, body: { id: design.id, version: 2, name: 'Mine now', doc } })).body).toMatchObject({ code: 0, data: { error: 'not_found' } });
    expect((await callApi(t.app, 'POST', '/api/editor/delete', { token: b.token, body: { id: design.id } })).body).toMatchObject({ code: 0, data: { error: 'not_found' } });
    expect((await callApi(t.app, 'GET', '/api/editor/lists', { token: b.token })).body.data).toMatchObject({ count: 0 });

    expect((await callApi(t.app, 'POST', '/api/editor/delete', { token: a.token, body: { id: design.id } })).body).toMatchObject({ code: 1 });
    expect((await callApi(t.app, 'GET', `/api/editor/detail?id=${design.id}`, { token: a.token })).body).toMatchObject({ code: 0, data: { error: 'not_found' } });
  });

  it('refuses a document the contract does not describe, a wrong page count, and another user\'s image', async () => {
    const a = await newUser(t.app);
    const b = await newUser(t.app);
    const design = await newDesign(a.token, { code: 'bc_standard', config: { colours: '4_0' } });
    const broken = await callApi(t.app, 'POST', '/api/editor/save', { token: a.token, body: { id: design.id, version: design.version, name: 'x', doc: { version: 1, pages: [{ background: 'green', objects: [] }] } } });
    expect(broken.status).toBe(400);
    const twoPages = { version: 1, pages: [{ background: '#ffffff', objects: [] }, { background: '#ffffff', objects: [] }] };
    expect((await callApi(t.app, 'POST', '/api/editor/save', { token: a.token, body: { id: design.id, version: design.version, name: 'x', doc: twoPages } })).body).toMatchObject({ code: 0, data: { field: 'doc.pages' } });

    const image = await uploadFile(t.app, b.token, 'logo.png', png(`logo ${Date.now()}`), 'designImage');
    expect(image.body).toMatchObject({ code: 1, data: { name: 'logo.png' } });
    const imageId = Number(image.body.data.id);
    const withImage = { version: 1, pages: [{ background: '#ffffff', objects: [{ type: 'image', x_mm: 0, y_mm: 0, width_mm: 20, height_mm: 20, angle: 0, upload_id: imageId }] }] };
    expect((await callApi(t.app, 'POST', '/api/editor/save', { token: a.token, body: { id: design.id, version: design.version, name: 'x', doc: withImage } })).body).toMatchObject({ code: 0, data: { error: 'not_found' } });
    // b's image is b's: served to b, "not found" to a.
    const own = await t.app.inject({ method: 'GET', url: `/api/editor/image?id=${imageId}`, headers: { token: b.token } });
    expect(own.headers['content-type']).toBe('image/png');
    const other = await t.app.inject({ method: 'GET', url: `/api/editor/image?id=${imageId}`, headers: { token: a.token } });
    expect(other.json()).toMatchObject({ code: 0, data: { error: 'not_found' } });
  });

  it('design images: JPEG or PNG by content; the same picture again answers the first upload', async () => {
    const { token } = await newUser(t.app);
    const content = png(`photo ${Date.now()}`);
    const first = await uploadFile(t.app, token, 'photo.png', content, 'designImage');
    const again = await uploadFile(t.app, token, 'photo-again.png', content, 'designImage');
    expect(again.body).toMatchObject({ code: 1, data: { id: first.body.data.id } });
    expect((await uploadFile(t.app, token, 'doc.png', Buffer.from('%PDF-1.7 not an image'), 'designImage')).body).toMatchObject({ code: 0, data: { error: 'file_type' } });
  });
});

describe('editor/save starts from a version: never over a newer one', () => {
  it('a save from an older version is refused (editor_design_stale, translated) and changes nothing; each save answers the next version', async () => {
    const { token } = await newUser(t.app);
    const design = await newDesign(token, { code: 'bc_standard', config: { colours: '4_0' }, template_id: 'card-classic-green' });
    expect(design.version).toBe(1);
    const first = await callApi(t.app, 'POST', '/api/editor/save', { token, body: { id: design.id, version: 1, name: 'Other tab', doc: design.doc } });
    expect(first.body).toMatchObject({ code: 1, data: { version: 2, name: 'Other tab' } });
    const stale = await callApi(t.app, 'POST', '/api/editor/save', { token, body: { id: design.id, version: 1, name: 'This tab', doc: blankDoc(1) }, locale: 'ar' });
    expect(stale.body).toMatchObject({ code: 0, show: 1, data: { error: 'editor_design_stale', field: 'version' } });
    expect(stale.body.msg).toMatch(/[\u0600-\u06ff]/);
    const held = (await callApi(t.app, 'GET', `/api/editor/detail?id=${design.id}`, { token })).body.data as unknown as Design;
    expect(held).toMatchObject({ version: 2, name: 'Other tab', doc: design.doc });
    expect((await callApi(t.app, 'POST', '/api/editor/save', { token, body: { id: design.id, version: 2, name: 'Next', doc: design.doc } })).body).toMatchObject({ code: 1, data: { version: 3 } });
  });

  it('two saves from the same version: one lands, the other is refused', async () => {
    const { token } = await newUser(t.app);
    const design = await newDesign(token, { code: 'bc_standard', config: { colours: '4_0' } });
    const answers = await Promise.all(['A', 'B'].map((name) => callApi(t.app, 'POST', '/api/editor/save', { token, body: { id: design.id, version: 1, name, doc: design.doc } })));
    expect(answers.map((a) => a.body.code).sort()).toEqual([0, 1]);
  });
});

describe('a design keeps everything it holds through save → open → save', () => {
  const colour = fc.stringMatching(/^#[0-9a-f]{6}$/);
  const mmv = fc.integer({ min: -5000, max: 15000 }).map((n) => n / 100);
  const len = fc.integer({ min: 0, max: 20000 }).map((n) => n / 100);
  const angle = fc.integer({ min: -3600, max: 3600 }).map((n) => n / 10);
  const box = { x_mm: mmv, y_mm: mmv, width_mm: len, height_mm: len, angle };
  const text = fc.record({
    type: fc.constant('text' as const),
    ...box,
    text: fc.string({ minLength: 1, maxLength: 40 }).filter((v) => !v.includes('\u0000')),
    font: fc.constantFrom('cairo' as const, 'amiri' as const, 'montserrat' as const),
    size_pt: fc.integer({ min: 40, max: 4000 }).map((n) => n / 10),
    colour,
    bold: fc.boolean(),
    italic: fc.boolean(),
    align: fc.constantFrom('left' as const, 'center' as const, 'right' as const),
    line_height: fc.integer({ min: 80, max: 300 }).map((n) => n / 100),
  });
  const shape = fc.record({
    type: fc.constantFrom('rect' as const, 'ellipse' as const),
    ...box,
    fill: fc.option(colour, { nil: null }),
    stroke: fc.option(colour, { nil: null }),
    stroke_mm: fc.integer({ min: 0, max: 500 }).map((n) => n / 10),
    radius_mm: fc.integer({ min: 0, max: 1000 }).map((n) => n / 10),
  });
  const line = fc.record({ type: fc.constant('line' as const), ...box, stroke: colour, stroke_mm: fc.integer({ min: 5, max: 500 }).map((n) => n / 100) });
  const page = fc.record({ background: colour, objects: fc.array(fc.oneof(text, shape, line), { maxLength: 12 }) });

  it('every shipped template, as created, comes back unchanged after a save', async () => {
    const { token } = await newUser(t.app);
    const templates = ((await callApi(t.app, 'GET', '/api/editor/templates')).body.data as { lists: { id: string; kind: string }[] }).lists;
    const starter: Record<string, { code: string; config: Record<string, unknown> }> = {
      business_card: { code: 'bc_standard', config: { colours: '4_4' } },
      flyer: { code: 'flyer_digital', config: {} },
      postcard: { code: 'postcard', config: {} },
      sticker: { code: 'sticker_die_cut', config: {} },
      poster: { code: 'poster_digital', config: {} },
    };
    for (const template of templates) {
      const design = await newDesign(token, { ...starter[template.kind], template_id: template.id });
      const saved = await callApi(t.app, 'POST', '/api/editor/save', { token, body: { id: design.id, version: design.version, name: design.name, doc: design.doc } });
      expect(saved.body.code, template.id).toBe(1);
      const opened = (await callApi(t.app, 'GET', `/api/editor/detail?id=${design.id}`, { token })).body.data as unknown as Design;
      expect(opened.doc, template.id).toEqual(design.doc);
      await callApi(t.app, 'POST', '/api/editor/delete', { token, body: { id: design.id } });
    }
  });

  it('random documents of every object kind: save → open → save → open is the document sent, every field kept', async () => {
    const { token } = await newUser(t.app);
    const design = await newDesign(token, { code: 'bc_standard', config: { colours: '4_4' } });
    let version = design.version;
    await fc.assert(
      fc.asyncProperty(fc.tuple(page, page), async (pages) => {
        const doc: DesignDoc = { version: 1, pages };
        const first = await callApi(t.app, 'POST', '/api/editor/save', { token, body: { id: design.id, version, name: 'Random', doc } });
        expect(first.body.code).toBe(1);
        const opened = (await callApi(t.app, 'GET', `/api/editor/detail?id=${design.id}`, { token })).body.data as unknown as Design;
        expect(opened.doc).toEqual(doc);
        const again = await callApi(t.app, 'POST', '/api/editor/save', { token, body: { id: design.id, version: opened.version, name: 'Random', doc: opened.doc } });
        expect(again.body.code).toBe(1);
        const reopened = (await callApi(t.app, 'GET', `/api/editor/detail?id=${design.id}`, { token })).body.data as unknown as Design;
        expect(reopened.doc).toEqual(doc);
        version = reopened.version;
      }),
      { numRuns: 25, seed: 20260514 },
    );
  });
});

describe('upload/designPdf: the editor\'s PDF becomes a design file after its pages are checked', () => {
  it('accepts 96 × 60 mm pages with a 90 × 54 trim box, and the cart line carries it', async () => {
    const { token } = await newUser(t.app);
    const design = await newDesign(token);
    const content = await designPdf([
      { width: 90, height: 54, bleed: 3 },
      { width: 90, height: 54, bleed: 3 },
    ]);
    const stored = await uploadFile(t.app, token, 'anything.pdf', content, `designPdf?design_id=${design.id}`);
    expect(stored.body).toMatchObject({ code: 1, data: { name: `design${design.id}size96x60.pdf` } });
    const added = await callApi(t.app, 'POST', '/api/cart/add', { token, body: { items: [{ code: 'bc_standard', config: { quantity: 500 }, file_id: stored.body.data.id }] } });
    expect(added.body.code).toBe(1);
    const cart = await callApi(t.app, 'GET', '/api/cart/lists', { token });
    expect(JSON.stringify(cart.body.data)).toContain(`design${design.id}size96x60.pdf`);
    // The owner downloads the very file; anyone else gets "not found".
    const download = await t.app.inject({ method: 'GET', url: `/api/upload/file?id=${stored.body.data.id}`, headers: { token } });
    expect(download.headers['content-disposition']).toContain('attachment');
    expect(await pdfText(download.rawPayload)).toContain('Jane Doe');
    const other = await newUser(t.app);
    expect((await t.app.inject({ method: 'GET', url: `/api/upload/file?id=${stored.body.data.id}`, headers: { token: other.token } })).json()).toMatchObject({ code: 0, data: { error: 'not_found' } });
  });

  it('refuses a wrong page size (saying the size expected), a wrong page count, a non-PDF and another user\'s design', async () => {
    const a = await newUser(t.app);
    const b = await newUser(t.app);
    const design = await newDesign(a.token);
    const noBleed = await designPdf([
      { width: 90, height: 54, bleed: 0 },
      { width: 90, height: 54, bleed: 0 },
    ]);
    const wrong = await uploadFile(t.app, a.token, 'x.pdf', noBleed, `designPdf?design_id=${design.id}`);
    expect(wrong.body).toMatchObject({ code: 0, data: { error: 'editor_pdf_size' } });
    expect(wrong.body.msg).toBe('The design PDF must be 96 × 60 mm: the 90 × 54 mm trim plus 3 mm bleed on every side.');
    const onePage = await designPdf([{ width: 90, height: 54, bleed: 3 }]);
    expect((await uploadFile(t.app, a.token, 'x.pdf', onePage, `designPdf?design_id=${design.id}`)).body).toMatchObject({ code: 0, data: { error: 'editor_pdf_pages' } });
    expect((await uploadFile(t.app, a.token, 'x.pdf', png('not a pdf'), `designPdf?design_id=${design.id}`)).body).toMatchObject({ code: 0, data: { error: 'file_type' } });
    expect((await uploadFile(t.app, a.token, 'x.pdf', Buffer.from('%PDF-1.7 broken'), `designPdf?design_id=${design.id}`)).body).toMatchObject({ code: 0, data: { error: 'editor_pdf_invalid' } });
    const good = await designPdf([
      { width: 90, height: 54, bleed: 3 },
      { width: 90, height: 54, bleed: 3 },
    ]);
    expect((await uploadFile(t.app, b.token, 'x.pdf', good, `designPdf?design_id=${design.id}`)).body).toMatchObject({ code: 0, data: { error: 'not_found', field: 'design_id' } });
  });
});

describe.skipIf(!testDatabaseUrl)('races (PostgreSQL)', () => {
  it(`designs started at once cannot pass the ${EDITOR_LIMITS.designsPerUserMax} an account keeps`, async () => {
    const { token, userId } = await newUser(t.app);
    const kept = Array.from({ length: EDITOR_LIMITS.designsPerUserMax - 2 }, (_, i) => ({ userId, name: `kept ${i}`, productCode: 'bc_standard', config: {}, kind: 'business_card', widthHmm: 9000, heightHmm: 5400, bleedHmm: 300, sides: 1, doc: blankDoc(1) }));
    await t.database.db.insert(designs).values(kept);
    const results = await Promise.all(Array.from({ length: 8 }, () => create(token, { code: 'bc_standard', config: { colours: '4_0' } })));
    expect(results.filter((r) => r.body.code === 1)).toHaveLength(2);
    expect(results.filter((r) => r.body.code === 0).map((r) => r.body.data.error)).toEqual(Array(6).fill('editor_designs_full'));
    expect((await callApi(t.app, 'GET', '/api/editor/lists', { token })).body.data).toMatchObject({ count: EDITOR_LIMITS.designsPerUserMax });
  });
});

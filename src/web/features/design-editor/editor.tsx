/**
 * The editor: a Fabric canvas in millimetres with the bleed, trim and safe-area guides; text, images, shapes and
 * colours; templates; front and back; undo and redo; save to "my designs"; and "use this design", which makes the
 * print-ready PDF (pdf-export.ts), has the server check and store it, and adds the configuration with that file to
 * the cart. Every control is a real form control beside the canvas (layers, properties), so the editor works from the
 * keyboard and a screen reader as well as with the mouse.
 */
import { Canvas, cache, Rect, type FabricObject, type Textbox, type TPointerEventInfo } from 'fabric';
import { useCallback, useEffect, useReducer, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DESIGN_FONTS, EDITOR_LIMITS, effectiveDpi, fitDoc, MIN_IMAGE_DPI, type DesignDoc, type DesignFont, type DesignObject, type DesignPage, type TextAlign } from '../../../domain/editor/editor';
import type { components } from '../../../generated/shop-api';
import { ConfirmDialog } from '../../../client/components/confirm-dialog';
import { Dialog } from '../../../client/components/dialog';
import { HiddenFileInput } from '../../../client/components/file-input';
import { api, CLIENT_VERSION } from '../../../client/api/api';
import { $api, envelope, usePageQuery, useShopMutation, type ShopError } from '../../../client/api/query';
import { useSession } from '../../../client/lib/session-store';
import { logOutToLogin, uploadDesignPdf, uploadFile } from '../../../client/api/upload';
import { metaOf, normaliseScale, PT_TO_MM, restyleText, toFabric, wrappedLines } from './canvas-doc';
import { loadFontsFor } from './fonts';
import { EditorSession } from './session';
import { TemplateThumb } from './template-thumb';

type Design = components['schemas']['Design'];
type Template = components['schemas']['DesignTemplate'];
type SaveBody = { id: number; version: number; name: string; doc: DesignDoc };

const CANVAS_MAX_PX = 640;
const AUTOSAVE_MS = 4000;
const PAD_PX = 16;
const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const IMAGE_TYPES = ['image/jpeg', 'image/png'];

interface Loaded {
  element: HTMLImageElement;
  bytes: Uint8Array;
}

/** The user's design image: fetched with the session (the route is owner-scoped), kept for the canvas and the PDF. */
function useImages() {
  const images = useRef(new Map<number, Promise<Loaded | null>>());
  return useCallback((id: number): Promise<Loaded | null> => {
    let found = images.current.get(id);
    if (!found) {
      found = fetch(`/api/editor/image?id=${id}`, { headers: { token: useSession.getState().token ?? '', version: CLIENT_VERSION } })
        .then(async (response) => {
          if (!response.ok || !(response.headers.get('content-type') ?? '').startsWith('image/')) return null;
          const bytes = new Uint8Array(await response.arrayBuffer());
          const element = new Image();
          element.src = URL.createObjectURL(new Blob([bytes]));
          await element.decode();
          return { element, bytes };
        })
        .catch(() => null);
      images.current.set(id, found);
    }
    return found;
  }, []);
}

export function Editor({ design, onReload }: { design: Design; onReload(): void }) {
  const { t } = useTranslation('editor');
  const navigate = useNavigate();
  const canvasEl = useRef<HTMLCanvasElement>(null);
  // The editing session: the document, its history and the canvas live outside React's state (Fabric mutates them
  // on every drag); `refresh` re-renders the panels after a change.
  const [session] = useState(() => new EditorSession(design.doc));
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<FabricObject | null>(null);
  const [, refresh] = useReducer((n: number) => n + 1, 0);
  const [name, setName] = useState(design.name);
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState<null | 'saving' | 'exporting' | 'uploading'>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmUse, setConfirmUse] = useState(false);
  const [pendingTemplate, setPendingTemplate] = useState<Template | null>(null);
  // The version this editor's document starts from: the one opened, then each save's answer. A save over a newer
  // version (saved meanwhile in another tab) is refused; then nothing saves until the shopper reloads or keeps a copy.
  const version = useRef(design.version);
  const [stale, setStale] = useState<string | null>(null);
  const imageInput = useRef<HTMLInputElement>(null);
  const loadImage = useImages();
  const bleed = design.bleed_mm;
  const zoom = (CANVAS_MAX_PX - 2 * PAD_PX) / Math.max(design.width_mm + 2 * bleed, ((design.height_mm + 2 * bleed) * 4) / 3);
  const size = { width: Math.round((design.width_mm + 2 * bleed) * zoom + 2 * PAD_PX), height: Math.round((design.height_mm + 2 * bleed) * zoom + 2 * PAD_PX) };

  const templates = usePageQuery(envelope($api.queryOptions('get', '/editor/templates', { params: { query: { kind: design.kind } } })));
  const refused = (error: ShopError) => setStale(error.alert ?? t('editor.stale.text'));
  const saveWrite = { mutationFn: (body: SaveBody) => api.POST('/editor/save', { body }), handles: ['editor_design_stale'], onRefused: refused };
  const save = useShopMutation(saveWrite);
  // Saved by itself a few seconds after each change, without a toast; "Save" and "Use this design" save at once.
  const autosave = useShopMutation({ ...saveWrite, quiet: true });
  const copy = useShopMutation({ mutationFn: (body: { code: string; config: Record<string, string | number | boolean>; name: string }) => api.POST('/editor/create', { body }) });
  const addToCart = useShopMutation({
    mutationFn: (body: { items: { code: string; config: Record<string, string | number | boolean>; file_id: number }[] }) => api.POST('/cart/add', { body }),
  });

  const commit = useCallback(() => {
    if (!session.commit()) return;
    setDirty(true);
    refresh();
  }, [session]);

  /** Draws one page of the document on the canvas (fonts first, so Fabric measures with the real faces). */
  const showPage = useCallback(
    async (index: number) => {
      const canvas = session.canvas;
      const sheet: DesignPage | undefined = session.doc.pages[index];
      if (!canvas || !sheet) return;
      const texts = sheet.objects.filter((o) => o.type === 'text');
      await Promise.all(texts.map((o) => loadFontsFor(o.font, o.text, o.bold)));
      cache.clearFontCache();
      const objects = await Promise.all(sheet.objects.map((object) => toFabric(object, async (id) => (await loadImage(id))?.element ?? null)));
      if (session.canvas !== canvas) return;
      canvas.discardActiveObject();
      for (const object of canvas.getObjects()) if (object !== session.background) canvas.remove(object);
      session.background?.set({ fill: sheet.background });
      for (const object of objects) if (object) canvas.add(object);
      session.show(index);
      setSelected(null);
      canvas.requestRenderAll();
      refresh();
    },
    [loadImage, session],
  );

  // The canvas: millimetres scaled to pixels, the page's background over trim and bleed, the guides drawn on top.
  useEffect(() => {
    const element = canvasEl.current;
    if (!element) return;
    const canvas = new Canvas(element, { width: size.width, height: size.height, backgroundColor: '#e7ebe9', preserveObjectStacking: true, uniformScaling: true });
    canvas.setViewportTransform([zoom, 0, 0, zoom, PAD_PX + bleed * zoom, PAD_PX + bleed * zoom]);
    const guides = ({ ctx }: { ctx: CanvasRenderingContext2D }) => {
      const r = canvas.getRetinaScaling();
      const vpt = canvas.viewportTransform;
      ctx.save();
      ctx.setTransform(vpt[0] * r, 0, 0, vpt[3] * r, vpt[4] * r, vpt[5] * r);
      const px = 1 / zoom;
      const W = design.width_mm;
      const H = design.height_mm;
      // The bleed: printed, then cut away.
      ctx.fillStyle = 'rgba(255, 255, 255, 0.45)';
      ctx.beginPath();
      ctx.rect(-bleed, -bleed, W + 2 * bleed, H + 2 * bleed);
      ctx.rect(W, 0, -W, H);
      ctx.fill('evenodd');
      ctx.lineWidth = px;
      ctx.strokeStyle = '#9ca3af';
      ctx.strokeRect(-bleed, -bleed, W + 2 * bleed, H + 2 * bleed);
      ctx.strokeStyle = '#dc2626';
      ctx.strokeRect(0, 0, W, H);
      ctx.setLineDash([4 * px, 3 * px]);
      ctx.strokeStyle = '#16a34a';
      const s = design.safe_mm;
      ctx.strokeRect(s, s, W - 2 * s, H - 2 * s);
      ctx.restore();
    };
    canvas.on('after:render', guides);
    // Faces the browser downloads later (a Chinese character typed on the canvas): measure and draw again with them.
    const fontsArrived = () => {
      cache.clearFontCache();
      for (const object of canvas.getObjects()) if (metaOf.get(object)?.type === 'text') (object as Textbox).initDimensions();
      canvas.requestRenderAll();
    };
    document.fonts.addEventListener('loadingdone', fontsArrived);
    const onSelect = () => setSelected(canvas.getActiveObject() ?? null);
    canvas.on('selection:created', onSelect);
    canvas.on('selection:updated', onSelect);
    canvas.on('selection:cleared', () => setSelected(null));
    canvas.on('object:modified', ({ target }) => {
      if (target) normaliseScale(target);
      commit();
    });
    canvas.on('text:changed', () => commit());
    canvas.on('mouse:dblclick', (event: TPointerEventInfo) => {
      if (event.target && metaOf.get(event.target)?.type === 'text') document.getElementById('de-text')?.focus();
    });
    const sheet = new Rect({ left: -bleed, top: -bleed, originX: 'left', originY: 'top', width: design.width_mm + 2 * bleed, height: design.height_mm + 2 * bleed, fill: session.doc.pages[0]?.background ?? '#ffffff', selectable: false, evented: false, strokeWidth: 0 });
    canvas.add(sheet);
    session.attach(canvas, sheet);
    void showPage(0);
    return () => {
      document.fonts.removeEventListener('loadingdone', fontsArrived);
      session.attach(null, null);
      void canvas.dispose();
    };
    // The canvas is made once per design (the component is keyed by the design's id).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const undo = useCallback(() => {
    if (!session.undo()) return;
    setDirty(true);
    void showPage(session.page);
  }, [session, showPage]);
  const redo = useCallback(() => {
    if (!session.redo()) return;
    setDirty(true);
    void showPage(session.page);
  }, [session, showPage]);

  const removeSelected = useCallback(() => {
    const canvas = session.canvas;
    const active = canvas?.getActiveObjects() ?? [];
    if (!canvas || active.length === 0) return;
    canvas.discardActiveObject();
    for (const object of active) canvas.remove(object);
    canvas.requestRenderAll();
    commit();
  }, [commit, session]);

  // Keyboard: undo/redo anywhere on the page; Delete removes the selection unless a field or a text being edited has the focus.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const typing = event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement || event.target instanceof HTMLSelectElement;
      const editing = (session.canvas?.getActiveObject() as Textbox | undefined)?.isEditing === true;
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'z' && !typing && !editing) {
        event.preventDefault();
        if (event.shiftKey) redo();
        else undo();
      } else if ((event.key === 'Delete' || event.key === 'Backspace') && !typing && !editing && session.canvas?.getActiveObject()) {
        event.preventDefault();
        removeSelected();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [undo, redo, removeSelected, session]);

  const place = useCallback(
    async (object: DesignObject) => {
      const canvas = session.canvas;
      if (!canvas) return;
      if ((session.doc.pages[session.page]?.objects.length ?? 0) >= EDITOR_LIMITS.objectsPerPageMax) {
        setProblem(t('editor.errors.objects_max', { max: EDITOR_LIMITS.objectsPerPageMax }));
        return;
      }
      if (object.type === 'text') await loadFontsFor(object.font, object.text, object.bold);
      const made = await toFabric(object, async (id) => (await loadImage(id))?.element ?? null);
      if (!made) return;
      canvas.add(made);
      canvas.setActiveObject(made);
      canvas.requestRenderAll();
      setSelected(made);
      commit();
    },
    [commit, loadImage, t, session],
  );

  const W = design.width_mm;
  const H = design.height_mm;
  const centreBox = (w: number, h: number) => ({ x_mm: (W - w) / 2, y_mm: (H - h) / 2, width_mm: w, height_mm: h, angle: 0 });
  const addText = () => {
    const sizePt = Math.max(8, Math.round(Math.min(W, H) / 6 / PT_TO_MM));
    void place({ type: 'text', ...centreBox(W * 0.7, sizePt * PT_TO_MM * 1.2), text: t('editor.new_text'), font: 'cairo', size_pt: sizePt, colour: '#111827', bold: false, italic: false, align: 'center', line_height: 1.2 });
  };
  const addShape = (type: 'rect' | 'ellipse' | 'line') => {
    const side = Math.min(W, H) * 0.4;
    if (type === 'line') void place({ type: 'line', ...centreBox(W * 0.5, 0.3), stroke: '#111827', stroke_mm: 0.3 });
    else void place({ type, ...centreBox(side, side), fill: '#1b7f4b', stroke: null, stroke_mm: 0, radius_mm: 0 });
  };

  const [uploading, setUploading] = useState<number | null>(null);
  const addImage = async (file: File) => {
    setProblem(null);
    if (!IMAGE_TYPES.includes(file.type)) return setProblem(t('editor.errors.image_type'));
    if (file.size >= IMAGE_MAX_BYTES) return setProblem(t('editor.errors.image_size', { limit: 5 }));
    setUploading(0);
    const outcome = await uploadFile('design_image', file, (fraction) => setUploading(Math.round(fraction * 100))).done;
    setUploading(null);
    if (!outcome.ok) {
      if (outcome.reason === 'logged_out') return logOutToLogin();
      return setProblem(outcome.reason === 'refused' ? outcome.message : t('editor.errors.upload_failed'));
    }
    const loaded = await loadImage(outcome.file.id);
    if (!loaded) return setProblem(t('editor.errors.upload_failed'));
    // Placed as large as fits 80 % of the trim, keeping its proportions.
    const ratio = loaded.element.naturalWidth / loaded.element.naturalHeight;
    const width = Math.min(W * 0.8, H * 0.8 * ratio);
    await place({ type: 'image', ...centreBox(width, width / ratio), upload_id: outcome.file.id });
  };

  const applyTemplate = async (template: Template) => {
    session.replace(fitDoc(template.doc, template, design, design.sides));
    setDirty(true);
    await showPage(0);
    setPage(0);
  };

  const switchPage = (index: number) => {
    session.syncPage();
    setPage(index);
    void showPage(index);
  };

  // What the shopper should know before printing: soft images, text outside the safe area.
  const warnings = (() => {
    const found: string[] = [];
    session.doc.pages.forEach((sheet, p) => {
      const side = design.sides > 1 ? t(p === 0 ? 'editor.pages.front' : 'editor.pages.back') : '';
      const push = (warning: string) => found.push(side ? t('editor.warnings.on_side', { side, warning }) : warning);
      for (const object of sheet.objects) {
        if (object.type === 'image') {
          const canvas = session.canvas;
          const fabricObject = p === session.page ? canvas?.getObjects().find((o) => metaOf.get(o)?.uploadId === object.upload_id) : undefined;
          const pixels = fabricObject ? metaOf.get(fabricObject)?.pixels : undefined;
          if (pixels) {
            const dpi = Math.floor(Math.min(effectiveDpi(pixels.width, object.width_mm), effectiveDpi(pixels.height, object.height_mm)));
            if (dpi < MIN_IMAGE_DPI) push(t('editor.warnings.low_dpi', { dpi, min: MIN_IMAGE_DPI }));
          }
        }
        if (object.type === 'text') {
          const s = design.safe_mm;
          if (object.x_mm < s || object.y_mm < s || object.x_mm + object.width_mm > W - s || object.y_mm + object.height_mm > H - s) {
            push(t('editor.warnings.outside_safe', { text: object.text.slice(0, 30) }));
          }
        }
      }
    });
    return found;
  })();

  const { run: autosaveRun } = autosave;
  useEffect(() => {
    if (!dirty || busy !== null || stale !== null) return;
    const timer = window.setTimeout(() => {
      session.syncPage();
      const revision = session.revision;
      void autosaveRun({ id: design.id, version: version.current, name: name.trim() || design.name, doc: session.doc }).then((saved) => {
        if (saved) version.current = saved.version;
        if (saved && session.revision === revision) setDirty(false);
      });
    }, AUTOSAVE_MS);
    return () => window.clearTimeout(timer);
  }, [dirty, busy, stale, name, design, session, autosaveRun]);

  // Leaving with changes not saved yet: the browser asks first.
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  const saveNow = async (): Promise<boolean> => {
    session.syncPage();
    setBusy('saving');
    const revision = session.revision;
    const saved = await save.run({ id: design.id, version: version.current, name: name.trim() || design.name, doc: session.doc });
    setBusy(null);
    if (saved) version.current = saved.version;
    if (saved && session.revision === revision) setDirty(false);
    return saved !== null;
  };

  /** After a refused save: this tab's document becomes a new design (same product and size), opened in its place. */
  const keepCopy = async () => {
    session.syncPage();
    const doc = session.doc;
    const copyName = t('editor.stale.copy_name', { name: name.trim() || design.name }).slice(0, EDITOR_LIMITS.nameMaxLength);
    setBusy('saving');
    const made = await copy.run({ code: design.code, config: design.config, name: copyName });
    const saved = made ? await save.run({ id: made.id, version: made.version, name: copyName, doc }) : null;
    setBusy(null);
    if (!made || !saved) return;
    setDirty(false);
    setStale(null);
    navigate(`/design?id=${made.id}`, { replace: true });
  };

  const printDesign = async () => {
    setProblem(null);
    if (!(await saveNow())) return;
    setBusy('exporting');
    let pdf: Uint8Array;
    try {
      const { exportPdf } = await import('./pdf-export');
      pdf = await exportPdf({
        width_mm: design.width_mm,
        height_mm: design.height_mm,
        bleed_mm: design.bleed_mm,
        doc: session.doc,
        wrap: wrappedLines,
        imageBytes: async (id) => {
          const loaded = await loadImage(id);
          if (!loaded) throw new Error(`image ${id} is missing`);
          return loaded.bytes;
        },
      });
    } catch {
      setBusy(null);
      return setProblem(t('editor.errors.export_failed'));
    }
    setBusy('uploading');
    const outcome = await uploadDesignPdf(design.id, new Blob([pdf as BlobPart], { type: 'application/pdf' }), () => undefined).done;
    if (!outcome.ok) {
      setBusy(null);
      if (outcome.reason === 'logged_out') return logOutToLogin();
      return setProblem(outcome.reason === 'refused' ? outcome.message : t('editor.errors.upload_failed'));
    }
    const added = await addToCart.run({ items: [{ code: design.code, config: design.config, file_id: outcome.file.id }] });
    setBusy(null);
    if (added) navigate('/shop_cart');
  };

  const canvas = session.canvas;
  const objects = canvas ? canvas.getObjects().filter((o) => metaOf.has(o)) : [];
  const meta = selected ? metaOf.get(selected) : undefined;
  const sheet = session.doc.pages[page];

  return (
    <div className="container page-section de-editor" data-design-id={design.id}>
      <header className="de-bar">
        <label className="de-name">
          <span className="visually-hidden">{t('editor.name')}</span>
          <input value={name} maxLength={EDITOR_LIMITS.nameMaxLength} onChange={(e) => { setName(e.target.value); setDirty(true); }} aria-label={t('editor.name')} />
        </label>
        <span className="de-muted de-size">
          {t('editor.size', { width: design.width_mm, height: design.height_mm, bleed: design.bleed_mm })}
        </span>
        <div className="de-bar-actions">
          <button type="button" className="btn btn-small" onClick={undo} disabled={!session.canUndo}>
            {t('editor.undo')}
          </button>
          <button type="button" className="btn btn-small" onClick={redo} disabled={!session.canRedo}>
            {t('editor.redo')}
          </button>
          <button type="button" className="btn btn-small" onClick={() => void saveNow()} disabled={busy !== null}>
            {dirty ? t('editor.save') : t('editor.saved')}
          </button>
          <button type="button" className="btn btn-primary" onClick={() => setConfirmUse(true)} disabled={busy !== null}>
            {busy === 'exporting' ? t('editor.exporting') : busy === 'uploading' ? t('editor.uploading') : t('editor.use')}
          </button>
        </div>
      </header>
      {problem && (
        <p className="field-error de-problem" role="alert">
          {problem}
        </p>
      )}
      <div className="de-layout">
        <aside className="de-panel de-tools" aria-label={t('editor.tools')}>
          <h2>{t('editor.add')}</h2>
          <div className="de-tool-grid">
            <button type="button" className="btn btn-small" onClick={addText}>
              {t('editor.add_text')}
            </button>
            <button type="button" className="btn btn-small" onClick={() => imageInput.current?.click()} disabled={uploading !== null}>
              {uploading !== null ? t('editor.image_uploading', { percent: uploading }) : t('editor.add_image')}
            </button>
            <button type="button" className="btn btn-small" onClick={() => addShape('rect')}>
              {t('editor.add_rect')}
            </button>
            <button type="button" className="btn btn-small" onClick={() => addShape('ellipse')}>
              {t('editor.add_ellipse')}
            </button>
            <button type="button" className="btn btn-small" onClick={() => addShape('line')}>
              {t('editor.add_line')}
            </button>
          </div>
          <HiddenFileInput ref={imageInput} testId="design-image-input" accept="image/jpeg,image/png" onFile={(file) => void addImage(file)} />
          <p className="de-muted de-hint">{t('editor.image_hint', { dpi: MIN_IMAGE_DPI })}</p>
          <label className="de-field">
            <span>{t('editor.background')}</span>
            <input
              type="color"
              value={sheet?.background ?? '#ffffff'}
              onChange={(e) => {
                session.setBackground(e.target.value);
                setDirty(true);
                refresh();
              }}
            />
          </label>
          <h2>{t('editor.templates')}</h2>
          {!templates.data ? (
            <p className="de-muted">{t('editor.loading')}</p>
          ) : (
            <ul className="de-templates" aria-label={t('editor.templates')}>
              {templates.data.lists.map((template) => (
                <li key={template.id}>
                  <button type="button" className="de-template" data-template={template.id} onClick={() => (objects.length > 0 ? setPendingTemplate(template) : void applyTemplate(template))}>
                    <TemplateThumb template={template} />
                    <span>{template.name}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </aside>

        <section className="de-stage" aria-label={t('editor.canvas')}>
          {design.sides > 1 && (
            <div className="de-pages" role="group" aria-label={t('editor.pages.label')}>
              {[0, 1].map((index) => (
                <button key={index} type="button" className={`btn btn-small${index === page ? ' btn-primary' : ''}`} aria-pressed={index === page} onClick={() => index !== page && switchPage(index)}>
                  {t(index === 0 ? 'editor.pages.front' : 'editor.pages.back')}
                </button>
              ))}
            </div>
          )}
          <div className="de-canvas-wrap" dir="ltr">
            <canvas ref={canvasEl} width={size.width} height={size.height} aria-label={t('editor.canvas_label')} />
          </div>
          <ul className="de-legend">
            <li className="de-legend-bleed">{t('editor.guides.bleed', { bleed: design.bleed_mm })}</li>
            <li className="de-legend-trim">{t('editor.guides.trim')}</li>
            <li className="de-legend-safe">{t('editor.guides.safe', { safe: design.safe_mm })}</li>
          </ul>
        </section>

        <aside className="de-panel de-props" aria-label={t('editor.properties')}>
          <h2>{t('editor.layers')}</h2>
          {objects.length === 0 ? (
            <p className="de-muted">{t('editor.empty_page')}</p>
          ) : (
            <ol className="de-layers">
              {[...objects].reverse().map((object, i) => {
                const m = metaOf.get(object);
                const label = m?.type === 'text' ? (object as Textbox).text : t(`editor.types.${m?.type ?? 'rect'}`);
                return (
                  <li key={i}>
                    <button
                      type="button"
                      className={`de-layer${object === selected ? ' is-active' : ''}`}
                      aria-pressed={object === selected}
                      onClick={() => {
                        canvas?.setActiveObject(object);
                        canvas?.requestRenderAll();
                        setSelected(object);
                      }}
                    >
                      <span className={`de-layer-icon de-layer-${m?.type ?? 'rect'}`} aria-hidden="true" />
                      <bdi>{label}</bdi>
                    </button>
                  </li>
                );
              })}
            </ol>
          )}
          {selected && meta && <Properties object={selected} type={meta.type} font={meta.font ?? 'cairo'} canvas={canvas} commit={commit} onRemove={removeSelected} />}
          {warnings.length > 0 && (
            <Warnings items={warnings} role="status">
              <h2>{t('editor.warnings.title')}</h2>
            </Warnings>
          )}
        </aside>
      </div>

      {pendingTemplate && (
        <ConfirmDialog
          title={t('editor.template_confirm.title')}
          text={t('editor.template_confirm.text', { name: pendingTemplate.name })}
          confirmLabel={t('editor.template_confirm.ok')}
          cancelLabel={t('editor.cancel')}
          onConfirm={() => void applyTemplate(pendingTemplate)}
          onClose={() => setPendingTemplate(null)}
        />
      )}
      {stale !== null && (
        <Dialog title={t('editor.stale.title')} onClose={() => setStale(null)} closeLabel={t('editor.cancel')}>
          <p role="alert">{stale}</p>
          <div className="dialog-actions">
            <button type="button" className="btn btn-primary" onClick={onReload} disabled={busy !== null}>
              {t('editor.stale.reload')}
            </button>
            <button type="button" className="btn" onClick={() => void keepCopy()} disabled={busy !== null}>
              {t('editor.stale.copy')}
            </button>
          </div>
        </Dialog>
      )}
      {confirmUse && (
        <Dialog title={t('editor.use_confirm.title')} onClose={() => setConfirmUse(false)} closeLabel={t('editor.cancel')}>
          <p>{t('editor.use_confirm.text', { width: design.width_mm + 2 * design.bleed_mm, height: design.height_mm + 2 * design.bleed_mm })}</p>
          {warnings.length > 0 && (
            <Warnings items={warnings} role="alert">
              <p>{t('editor.use_confirm.warnings')}</p>
            </Warnings>
          )}
          <div className="dialog-actions">
            <button type="button" className="btn" onClick={() => setConfirmUse(false)}>
              {t('editor.cancel')}
            </button>
            <button
              type="button"
              className="btn btn-primary"
              autoFocus={warnings.length === 0}
              onClick={() => {
                setConfirmUse(false);
                void printDesign();
              }}
            >
              {warnings.length > 0 ? t('editor.use_confirm.anyway') : t('editor.use_confirm.ok')}
            </button>
          </div>
        </Dialog>
      )}
    </div>
  );
}

/** What would print badly, under a heading of the caller's. */
function Warnings({ items, role, children }: { items: string[]; role: 'status' | 'alert'; children: ReactNode }) {
  return (
    <div className="de-warnings" role={role}>
      {children}
      <ul>
        {items.map((warning, i) => (
          <li key={i}>{warning}</li>
        ))}
      </ul>
    </div>
  );
}

const FONT_NAMES: Record<DesignFont, string> = { cairo: 'Cairo', amiri: 'Amiri', montserrat: 'Montserrat' };

/** The selected object's properties as form controls; each change is drawn at once and recorded for undo. */
function Properties({ object, type, font, canvas, commit, onRemove }: { object: FabricObject; type: DesignObject['type']; font: DesignFont; canvas: Canvas | null; commit(): void; onRemove(): void }) {
  const { t } = useTranslation('editor');
  const [, refresh] = useReducer((n: number) => n + 1, 0);
  const timer = useRef<number | undefined>(undefined);
  const later = () => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(commit, 400);
  };
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const redraw = (now = true) => {
    object.setCoords();
    canvas?.requestRenderAll();
    refresh();
    if (now) commit();
    else later();
  };
  const box = object as Textbox;
  const restyle = async (nextFont: DesignFont) => {
    await loadFontsFor(nextFont, box.text ?? '', box.fontWeight === 'bold');
    cache.clearFontCache();
    restyleText(box, nextFont);
  };
  const colourValue = (value: unknown, fallback: string) => (typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value) ? value : fallback);

  return (
    <div className="de-properties">
      <h2>{t('editor.selected', { type: t(`editor.types.${type}`) })}</h2>
      {type === 'text' && (
        <>
          <div className="de-field de-field-wide">
            {/* A label beside (not around) the field: a wrapped textarea's text would join its accessible name. */}
            <label htmlFor="de-text">{t('editor.text')}</label>
            <textarea
              id="de-text"
              rows={3}
              maxLength={EDITOR_LIMITS.textMaxLength}
              value={box.text ?? ''}
              onChange={(e) => {
                box.set({ text: e.target.value });
                void restyle(font).then(() => redraw(false));
              }}
            />
          </div>
          <label className="de-field">
            <span>{t('editor.font')}</span>
            <select value={font} onChange={(e) => void restyle(e.target.value as DesignFont).then(() => redraw())}>
              {DESIGN_FONTS.map((key) => (
                <option key={key} value={key}>
                  {FONT_NAMES[key]}
                </option>
              ))}
            </select>
          </label>
          <label className="de-field">
            <span>{t('editor.font_size')}</span>
            <input
              type="number"
              min={EDITOR_LIMITS.fontSizeMinPt}
              max={EDITOR_LIMITS.fontSizeMaxPt}
              step={0.5}
              value={Math.round((box.fontSize / PT_TO_MM) * 10) / 10}
              onChange={(e) => {
                const pt = Number(e.target.value);
                if (!(pt >= EDITOR_LIMITS.fontSizeMinPt && pt <= EDITOR_LIMITS.fontSizeMaxPt)) return;
                box.set({ fontSize: pt * PT_TO_MM });
                box.initDimensions();
                redraw(false);
              }}
            />
          </label>
          <label className="de-field">
            <span>{t('editor.colour')}</span>
            <input type="color" value={colourValue(box.fill, '#000000')} onChange={(e) => { box.set({ fill: e.target.value }); redraw(false); }} />
          </label>
          <div className="de-field de-toggles" role="group" aria-label={t('editor.style')}>
            <button type="button" className="btn btn-small" aria-pressed={box.fontWeight === 'bold'} onClick={() => { box.set({ fontWeight: box.fontWeight === 'bold' ? 'normal' : 'bold' }); void restyle(font).then(() => redraw()); }}>
              {t('editor.bold')}
            </button>
            <button type="button" className="btn btn-small" aria-pressed={box.fontStyle === 'italic'} onClick={() => { box.set({ fontStyle: box.fontStyle === 'italic' ? 'normal' : 'italic' }); box.initDimensions(); redraw(); }}>
              {t('editor.italic')}
            </button>
            {(['left', 'center', 'right'] as TextAlign[]).map((align) => (
              <button key={align} type="button" className="btn btn-small" aria-pressed={box.textAlign === align} onClick={() => { box.set({ textAlign: align }); redraw(); }}>
                {t(`editor.align.${align}`)}
              </button>
            ))}
          </div>
        </>
      )}
      {(type === 'rect' || type === 'ellipse') && (
        <>
          <label className="de-field">
            <span>{t('editor.fill')}</span>
            <input type="color" value={colourValue(object.fill, '#ffffff')} onChange={(e) => { object.set({ fill: e.target.value }); redraw(false); }} />
          </label>
          <label className="de-field">
            <span>{t('editor.no_fill')}</span>
            <input type="checkbox" checked={!colourValue(object.fill, '')} onChange={(e) => { object.set({ fill: e.target.checked ? 'transparent' : '#1b7f4b' }); redraw(); }} />
          </label>
          <label className="de-field">
            <span>{t('editor.stroke')}</span>
            <input type="color" value={colourValue(object.stroke, '#111827')} onChange={(e) => { object.set({ stroke: e.target.value, strokeWidth: object.strokeWidth || 0.3 }); redraw(false); }} />
          </label>
          <label className="de-field">
            <span>{t('editor.stroke_mm')}</span>
            <input type="number" min={0} max={50} step={0.1} value={object.stroke ? (object.strokeWidth ?? 0) : 0} onChange={(e) => { const mm = Math.max(0, Math.min(50, Number(e.target.value) || 0)); object.set(mm > 0 ? { strokeWidth: mm, stroke: colourValue(object.stroke, '#111827') } : { strokeWidth: 0, stroke: undefined }); redraw(false); }} />
          </label>
        </>
      )}
      {type === 'line' && (
        <>
          <label className="de-field">
            <span>{t('editor.colour')}</span>
            <input type="color" value={colourValue(object.fill, '#111827')} onChange={(e) => { object.set({ fill: e.target.value }); redraw(false); }} />
          </label>
          <label className="de-field">
            <span>{t('editor.stroke_mm')}</span>
            <input type="number" min={0.1} max={50} step={0.1} value={Math.round((object.height ?? 0.3) * 10) / 10} onChange={(e) => { const mm = Math.max(0.1, Math.min(50, Number(e.target.value) || 0.1)); object.set({ height: mm }); redraw(false); }} />
          </label>
        </>
      )}
      <div className="de-field de-toggles">
        <button type="button" className="btn btn-small" onClick={() => { canvas?.bringObjectForward(object); redraw(); }}>
          {t('editor.forward')}
        </button>
        <button
          type="button"
          className="btn btn-small"
          onClick={() => {
            // The page's background stays the bottom layer.
            if (canvas && canvas.getObjects().indexOf(object) > 1) canvas.sendObjectBackwards(object);
            redraw();
          }}
        >
          {t('editor.backward')}
        </button>
        <button type="button" className="btn btn-small btn-danger" onClick={onRemove}>
          {t('editor.delete')}
        </button>
      </div>
    </div>
  );
}


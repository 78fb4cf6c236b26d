/**
 * One editing session: the design document, its undo/redo history and the Fabric canvas showing one of its pages.
 * It lives outside React's state because Fabric changes the canvas on every drag; the editor re-renders its panels
 * after each change it commits here.
 */
import type { Canvas, FabricObject } from 'fabric';
import type { DesignDoc } from '../../../domain/editor/editor';
import { fromFabric } from './canvas-doc';

const HISTORY_MAX = 60;

export class EditorSession {
  doc: DesignDoc;
  page = 0;
  /** Counts the changes: a save that started before the last change does not make the design "saved". */
  revision = 0;
  canvas: Canvas | null = null;
  /** The page's background: a locked rectangle over trim and bleed, always the bottom layer. */
  background: FabricObject | null = null;
  private past: string[] = [];
  private future: string[] = [];

  constructor(doc: DesignDoc) {
    this.doc = doc;
  }

  attach(canvas: Canvas | null, background: FabricObject | null): void {
    this.canvas = canvas;
    this.background = background;
  }

  /** The canvas now shows page `index`. */
  show(index: number): void {
    this.page = index;
  }

  get canUndo(): boolean {
    return this.past.length > 0;
  }

  get canRedo(): boolean {
    return this.future.length > 0;
  }

  /** Writes the canvas's objects back into the current page. */
  syncPage(): void {
    if (!this.canvas) return;
    const objects = this.canvas.getObjects().flatMap((object) => {
      const found = fromFabric(object);
      return found ? [found] : [];
    });
    const pages = [...this.doc.pages];
    const current = pages[this.page];
    if (current) pages[this.page] = { background: current.background, objects };
    this.doc = { version: 1, pages };
  }

  /** Records the canvas's state as one undoable step; false when nothing changed. */
  commit(): boolean {
    const before = JSON.stringify(this.doc);
    this.syncPage();
    if (JSON.stringify(this.doc) === before) return false;
    this.remember(before);
    this.revision += 1;
    return true;
  }

  /** Replaces the document (a template, a page colour) as one undoable step. */
  replace(doc: DesignDoc): void {
    this.syncPage();
    this.remember(JSON.stringify(this.doc));
    this.doc = doc;
    this.revision += 1;
  }

  setBackground(colour: string): void {
    const pages = [...this.doc.pages];
    const current = pages[this.page];
    if (!current) return;
    this.replace({ version: 1, pages: Object.assign(pages, { [this.page]: { ...current, background: colour } }) });
    this.background?.set({ fill: colour });
    this.canvas?.requestRenderAll();
  }

  /** Steps back (or forward): the document to show, or null when there is no step. */
  undo(): DesignDoc | null {
    return this.step(this.past, this.future);
  }

  redo(): DesignDoc | null {
    return this.step(this.future, this.past);
  }

  private step(from: string[], to: string[]): DesignDoc | null {
    const target = from.pop();
    if (target === undefined) return null;
    this.syncPage();
    to.push(JSON.stringify(this.doc));
    this.doc = JSON.parse(target) as DesignDoc;
    this.revision += 1;
    this.page = Math.min(this.page, this.doc.pages.length - 1);
    return this.doc;
  }

  private remember(snapshot: string): void {
    this.past.push(snapshot);
    if (this.past.length > HISTORY_MAX) this.past.shift();
    this.future = [];
  }
}

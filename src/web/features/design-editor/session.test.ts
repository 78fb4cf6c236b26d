import { describe, expect, it } from 'vitest';
import { blankDoc, type DesignDoc } from '../../../domain/editor/editor';
import { EditorSession } from './session';

const withText = (text: string): DesignDoc => ({
  version: 1,
  pages: [{ background: '#ffffff', objects: [{ type: 'text', x_mm: 5, y_mm: 5, width_mm: 50, height_mm: 5, angle: 0, text, font: 'cairo', size_pt: 10, colour: '#000000', bold: false, italic: false, align: 'left', line_height: 1.2 }] }],
});

describe('an editing session: undo, redo and the change count', () => {
  it('replacing the document is one step back; redo brings it again; a new change drops the redo', () => {
    const session = new EditorSession(blankDoc(1));
    expect(session.canUndo).toBe(false);
    session.replace(withText('first'));
    session.replace(withText('second'));
    expect(session.revision).toBe(2);
    expect(session.undo()).toEqual(withText('first'));
    expect(session.undo()).toEqual(blankDoc(1));
    expect(session.undo()).toBeNull();
    expect(session.redo()).toEqual(withText('first'));
    expect(session.canRedo).toBe(true);
    session.replace(withText('third'));
    expect(session.canRedo).toBe(false);
    expect(session.revision).toBe(6);
  });

  it('the page colour is an undoable change of the current page', () => {
    const session = new EditorSession(blankDoc(2));
    session.show(1);
    session.setBackground('#1b7f4b');
    expect(session.doc.pages.map((p) => p.background)).toEqual(['#ffffff', '#1b7f4b']);
    expect(session.undo()?.pages.map((p) => p.background)).toEqual(['#ffffff', '#ffffff']);
  });
});

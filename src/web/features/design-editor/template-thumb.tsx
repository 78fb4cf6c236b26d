/**
 * A template's front page in miniature, drawn once with the same objects and fonts as the editor (a static Fabric
 * canvas turned into an image), so the shopper sees what a template looks like before using it.
 */
import { Rect, StaticCanvas } from 'fabric';
import { useEffect, useState } from 'react';
import type { components } from '../../../generated/shop-api';
import { toFabric } from './canvas-doc';
import { loadFontsFor } from './fonts';

type Template = components['schemas']['DesignTemplate'];

const THUMB_PX = 72;

async function draw(template: Template): Promise<string> {
  const page = template.doc.pages[0];
  if (!page) return '';
  const zoom = THUMB_PX / Math.max(template.width_mm, template.height_mm);
  const element = document.createElement('canvas');
  const canvas = new StaticCanvas(element, { width: Math.round(template.width_mm * zoom), height: Math.round(template.height_mm * zoom), enableRetinaScaling: false, renderOnAddRemove: false });
  try {
    canvas.setViewportTransform([zoom, 0, 0, zoom, 0, 0]);
    canvas.add(new Rect({ left: 0, top: 0, originX: 'left', originY: 'top', width: template.width_mm, height: template.height_mm, fill: page.background, strokeWidth: 0 }));
    await Promise.all(page.objects.flatMap((o) => (o.type === 'text' ? [loadFontsFor(o.font, o.text, o.bold)] : [])));
    for (const object of page.objects) {
      const made = await toFabric(object, async () => null);
      if (made) canvas.add(made);
    }
    canvas.renderAll();
    return canvas.toDataURL({ format: 'png', multiplier: 1 });
  } finally {
    void canvas.dispose();
  }
}

export function TemplateThumb({ template }: { template: Template }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void draw(template).then(
      (url) => live && setSrc(url || null),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [template]);
  const ratio = `${template.width_mm} / ${template.height_mm}`;
  return src ? (
    <img className="de-template-thumb" src={src} alt="" style={{ aspectRatio: ratio }} />
  ) : (
    <span className="de-template-thumb" style={{ aspectRatio: ratio, background: template.doc.pages[0]?.background ?? '#ffffff' }} aria-hidden="true" />
  );
}

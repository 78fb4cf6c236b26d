import { PDFDocument, rgb } from 'pdf-lib';
import fontkit from '@pdf-lib/fontkit';
import { readFileSync, writeFileSync } from 'node:fs';
const nm = '/work/wt-editor/node_modules/';
const doc = await PDFDocument.create();
doc.registerFontkit(fontkit);
const page = doc.addPage([272.13, 170.08]);
for (const [file, text, y] of [
  ['@fontsource/cairo/files/cairo-latin-400-normal.woff2', 'Jane Doe Cairo', 140],
  ['@fontsource/cairo/files/cairo-arabic-400-normal.woff2', 'مرحبا بالعالم', 110],
  ['@fontsource-variable/noto-sans-sc/files/noto-sans-sc-100-wght-normal.woff2', null, 80],
]) {
  const bytes = readFileSync(nm + file);
  try {
    const font = await doc.embedFont(bytes, { subset: true });
    let t = text;
    if (!t) { const fk = fontkit.create(bytes); t = String.fromCodePoint(...fk.characterSet.filter(c => c > 0x4e00).slice(0, 6)); }
    page.drawText(t, { x: 10, y, size: 14, font, color: rgb(0,0,0) });
    console.log('ok', file, t, font.widthOfTextAtSize(t, 14));
  } catch (e) { console.log('FAIL', file, e.message); }
}
const out = await doc.save();
writeFileSync('/tmp/editor-exp/t1.pdf', out);
console.log(out.length);

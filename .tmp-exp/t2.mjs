import { PDFDocument, rgb } from 'pdf-lib';
import fontkit from '@pdf-lib/fontkit';
import { readFileSync, writeFileSync } from 'node:fs';
const nm = '/work/wt-editor/node_modules/';
const doc = await PDFDocument.create();
doc.registerFontkit(fontkit);
const page = doc.addPage([272.13, 170.08]);
for (const [file, text, y] of [
  [nm+'@fontsource/cairo/files/cairo-latin-400-normal.woff', 'Jane Doe Cairo', 140],
  [nm+'@fontsource/cairo/files/cairo-arabic-400-normal.woff', 'مرحبا بالعالم', 110],
  ['/tmp/editor-pk/x/package/files/noto-sans-sc-100-400-normal.woff', null, 80],
]) {
  const bytes = readFileSync(file);
  const font = await doc.embedFont(bytes, { subset: true });
  let t = text;
  if (!t) { const fk = fontkit.create(bytes); t = String.fromCodePoint(...fk.characterSet.filter(c => c > 0x4e00).slice(0, 6)); }
  page.drawText(t, { x: 10, y, size: 14, font, color: rgb(0,0,0) });
  console.log('ok', file, t, font.widthOfTextAtSize(t, 14));
}
const out = await doc.save();
writeFileSync('/tmp/editor-exp/t2.pdf', out);
console.log(out.length);

/** The text of a PDF, page by page, as a reader's copy-and-paste would give it (pdfjs-dist; tests only). */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export async function pdfText(content: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(content), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const text = await page.getTextContent();
    pages.push(text.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return pages.join('\n');
}

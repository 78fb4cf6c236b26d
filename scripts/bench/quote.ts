/**
 * `npm run bench quote` — quote engine throughput on one core, and codegen time for the whole catalogue.
 * Prints figures; asserts nothing (tests never depend on wall-clock time). Target: ≥ 20,000 price() calls/s
 * for business cards.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { emitCatalogue } from '../../codegen/products/emit';
import { loadCatalogue } from '../../codegen/products/load';
import { ladder, price, validate } from '../../src/domain/quote';

const root = join(fileURLToPath(new URL('.', import.meta.url)), '../..');

function rate(label: string, run: (i: number) => unknown, seconds = 1.5): void {
  for (let i = 0; i < 2000; i++) run(i); // warm up (JIT, lazy CEL compilation)
  let calls = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  while (performance.now() < deadline) {
    for (let i = 0; i < 500; i++) run(calls + i);
    calls += 500;
  }
  const perSecond = calls / ((performance.now() - started) / 1000);
  console.log(`${label.padEnd(58)} ${Math.round(perSecond).toLocaleString('en').padStart(10)} calls/s  ${(1e6 / perSecond).toFixed(1).padStart(7)} µs/call`);
}

const simple = [100, 250, 500, 1000, 2000, 5000].map((quantity) => ({ quantity, lamination: 'matt' }));
const complex = [
  { pages: 64, binding: 'perfect_bind', lamination: 'soft_touch', spot_uv: 'clear', quantity: 250 },
  { pages: 128, binding: 'thread_sewn', stock: 'uncoated_100', quantity: 1000, size: 'a5' },
  { pages: 48, quantity: 50, cover_colours: '4_4', turnaround: 'economy' },
];
const box = { length_mm: 100, width_mm: 60, height_mm: 150, foil: 'gold', window: true, quantity: 2500 };

for (const [code, configs] of [['bc_standard', simple], ['catalogue_perfect_bind', complex]] as const) {
  for (const config of configs) {
    const result = price(code, config);
    if (!result.ok) throw new Error(`${code} does not price: ${JSON.stringify(result.issues)}`);
  }
}

console.log(`node ${process.version}, one core\n`);
rate('price  bc_standard (SHEET, 6 quantities, digital+offset)', (i) => price('bc_standard', simple[i % simple.length]));
rate('validate bc_standard', (i) => validate('bc_standard', simple[i % simple.length]));
rate('price  catalogue_perfect_bind (BOOK, cover + inner + binding)', (i) => price('catalogue_perfect_bind', complex[i % complex.length]));
rate('price  box_kh (BOX, foil + window)', () => price('box_kh', box));
rate('price  rollup_economy (KIT: AREA + 2 UNIT parts)', () => price('rollup_economy', { size: '100x200', quantity: 7 }));
rate('ladder bc_standard (6 steps)', () => ladder('bc_standard', { lamination: 'matt' }), 1);

const started = performance.now();
const loaded = loadCatalogue({ schemasDir: join(root, 'schemas'), localesDir: join(root, 'src/locales'), root });
const checked = performance.now();
const files = await emitCatalogue(loaded);
const emitted = performance.now();
const bytes = files.reduce((sum, f) => sum + f.content.length, 0);
console.log(
  `\ncodegen, whole catalogue (${Object.keys(loaded.data.products).length} products): ` +
    `load + check ${Math.round(checked - started)} ms, emit ${Math.round(emitted - checked)} ms, ` +
    `${files.length} files, ${Math.round(bytes / 1024)} KiB`,
);

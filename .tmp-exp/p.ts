import { price } from '../src/domain/quote';
for (const code of ['bc_standard','bc_premium','bc_special_paper']) for (const q of [5000, 10000]) for (const t of ['economy','standard']) {
  const r = price(code, { quantity: q, turnaround: t });
  console.log(code, q, t, r.ok ? r.quote.process + ' ' + r.quote.total_fils : JSON.stringify(r.issues));
}

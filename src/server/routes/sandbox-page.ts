import { escapeHtml } from '../lib/html';

/**
 * The sandbox provider's hosted payment page: stands in for a card processor's checkout in the embedded setup.
 * No card data is taken; the shopper chooses Pay or Cancel and returns to the shop.
 */
export function sandboxPage(input: { sessionId: string; orderSn: string; amount: string; status: string }): string {
  const done = input.status !== 'pending';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox payment — ${escapeHtml(input.orderSn)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f3f5f9;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center;color:#1f2937}
main{background:#fff;border-radius:14px;box-shadow:0 8px 30px rgba(0,0,0,.1);padding:32px;width:380px}
h1{font-size:18px;margin:0 0 4px}.muted{color:#6b7280;font-size:13px;margin:0 0 20px}.amount{font-size:30px;font-weight:700;margin:8px 0 24px}
.card{border:1px dashed #cbd5e1;border-radius:10px;padding:12px;font-size:13px;color:#475569;margin-bottom:20px}
button{width:100%;padding:12px;border-radius:8px;border:0;font-size:15px;font-weight:600;cursor:pointer;margin-top:8px}
#pay{background:#4f46e5;color:#fff}#cancel{background:#eef2f7;color:#1f2937}button[disabled]{opacity:.6}
</style></head><body><main>
<h1>Sandbox payment</h1><p class="muted">Test mode — no real card is charged.</p>
<div>Order ${escapeHtml(input.orderSn)}</div><div class="amount">${escapeHtml(input.amount)}</div>
<div class="card">Test card 4242 4242 4242 4242 · any future date · any CVC</div>
${done ? `<p>This payment session is ${escapeHtml(input.status)}.</p>` : '<button id="pay" type="button">Pay</button><button id="cancel" type="button">Cancel</button>'}
<p id="message" role="status"></p>
</main>
<script>
const session = ${JSON.stringify(input.sessionId)};
async function finish(outcome) {
  for (const b of document.querySelectorAll('button')) b.disabled = true;
  const res = await fetch('/api/pay/sandbox/complete', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ session, outcome }) });
  const body = await res.json();
  if (body.code === 1) window.location.assign(body.data.return_url);
  else document.getElementById('message').textContent = body.msg || 'Payment failed';
}
document.getElementById('pay')?.addEventListener('click', () => finish('success'));
document.getElementById('cancel')?.addEventListener('click', () => finish('cancel'));
</script></body></html>`;
}

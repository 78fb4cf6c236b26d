import { createHash } from 'node:crypto';
import { isRtl, translate, type Locale } from '../../../../domain/i18n';
import { escapeHtml } from '../../../infra/html';
import { paymentPageCsp } from '../../../http/plugins/security';

/**
 * The sandbox provider's hosted payment page: stands in for a card processor's checkout in the embedded setup.
 * No card data is taken; the shopper chooses Pay or Cancel and returns to the shop. Its script and style are fixed
 * texts (the session and the failure text travel in data attributes), so the page's Content-Security-Policy pins them
 * by hash; the words come from the `sandbox` dictionary in the shopper's language.
 */
const STYLE = `body{font-family:system-ui,sans-serif;background:#f3f5f9;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center;color:#1f2937}
main{background:#fff;border-radius:14px;box-shadow:0 8px 30px rgba(0,0,0,.1);padding:32px;width:380px}
h1{font-size:18px;margin:0 0 4px}.muted{color:#6b7280;font-size:13px;margin:0 0 20px}.amount{font-size:30px;font-weight:700;margin:8px 0 24px}
.card{border:1px dashed #cbd5e1;border-radius:10px;padding:12px;font-size:13px;color:#475569;margin-bottom:20px}
button{width:100%;padding:12px;border-radius:8px;border:0;font-size:15px;font-weight:600;cursor:pointer;margin-top:8px}
#pay{background:#4f46e5;color:#fff}#cancel{background:#eef2f7;color:#1f2937}button[disabled]{opacity:.6}
`;

const SCRIPT = `const session = document.body.dataset.session;
async function finish(outcome) {
  for (const b of document.querySelectorAll('button')) b.disabled = true;
  const res = await fetch('/api/pay/sandbox/complete', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ session, outcome }) });
  const body = await res.json();
  if (body.code === 1) window.location.assign(body.data.return_url);
  else document.getElementById('message').textContent = body.msg || document.body.dataset.failed;
}
document.getElementById('pay')?.addEventListener('click', () => finish('success'));
document.getElementById('cancel')?.addEventListener('click', () => finish('cancel'));
`;

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

/** The page's Content-Security-Policy: only this script and this style may run. */
export const SANDBOX_PAGE_CSP = paymentPageCsp({ script: sha256(SCRIPT), style: sha256(STYLE) });

export function sandboxPage(input: { sessionId: string; orderSn: string; amount: string; status: string; locale: Locale }): string {
  const done = input.status !== 'pending';
  const t = (key: string, params?: Record<string, string>) => escapeHtml(translate(input.locale, `sandbox.${key}`, params));
  return `<!doctype html>
<html lang="${input.locale}" dir="${isRtl(input.locale) ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t('title', { order: input.orderSn })}</title>
<style>${STYLE}</style></head><body data-session="${escapeHtml(input.sessionId)}" data-failed="${t('failed')}"><main>
<h1>${t('heading')}</h1><p class="muted">${t('test_mode')}</p>
<div>${t('order', { order: input.orderSn })}</div><div class="amount">${escapeHtml(input.amount)}</div>
<div class="card">${t('test_card')}</div>
${done ? `<p>${t('session_done', { status: input.status })}</p>` : `<button id="pay" type="button">${t('pay')}</button><button id="cancel" type="button">${t('cancel')}</button>`}
<p id="message" role="status"></p>
</main>
<script>${SCRIPT}</script></body></html>`;
}

/**
 * The checkout feature's calls beyond plain `api` requests: multipart uploads (design files, remittance vouchers),
 * the header badge refresh and idempotency keys for order submission.
 */
import type { components } from '../../../generated/shop-api';
import { api, call } from '../../lib/api';
import { rememberBackUrl, useSession } from '../../lib/session-store';
import { uploadFile as upload } from '../../lib/upload';

export type Upload = components['schemas']['Upload'];

/** Reloads public data so the header's cart badge shows the new count. */
export async function refreshHeader(): Promise<void> {
  const data = await call(api.GET('/pc/commonData'), { quiet: true });
  if (data) useSession.getState().setPublicData(data);
}

/**
 * A key for order/submit, made once per visit of the confirm page: a double click or a retry after a lost answer
 * sends the same key, and the server answers with the same order. 32 hex characters.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID().replace(/-/g, '');
  // crypto.randomUUID needs a secure context; getRandomValues works everywhere.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

export { MAX_UPLOAD_MB, precheckDesignFile, precheckVoucher } from '../../lib/upload';

export type UploadOutcome = { ok: true; file: Upload } | { ok: false; message: string | null };

/**
 * Uploads with the shared uploader (src/web/lib/upload.ts) and, when the session has ended, logs out and goes to
 * login like every other call does (lib/api.ts); `onProgress` gets whole percents.
 */
export async function uploadFile(kind: 'design' | 'voucher', file: File, onProgress: (percent: number) => void): Promise<UploadOutcome> {
  const outcome = await upload(kind, file, (fraction) => onProgress(Math.round(fraction * 100))).done;
  if (outcome.ok) return outcome;
  if (outcome.reason === 'logged_out') {
    useSession.getState().setToken(null);
    rememberBackUrl(window.location.pathname.replace(/^\/pc(?=\/|$)/, '') + window.location.search);
    window.location.assign('/pc/account/login');
  }
  return { ok: false, message: outcome.reason === 'refused' ? outcome.message : null };
}

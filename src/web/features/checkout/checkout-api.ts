/**
 * The checkout feature's calls beyond plain `api` requests: multipart uploads (design files, remittance vouchers),
 * the header badge refresh and idempotency keys for order submission.
 */
import type { components } from '../../../generated/shop-api';
import { api, call } from '../../lib/api';
import { useSession } from '../../lib/session-store';

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

/** Uploads with the shared uploader; on an ended session it logs out and goes to login. */
export { uploadOrLogin as uploadFile } from '../../lib/upload';

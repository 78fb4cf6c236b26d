/**
 * The checkout feature's calls beyond plain `api` requests: multipart uploads (design files, remittance vouchers),
 * the header badge refresh and idempotency keys for order submission.
 */
import { checkDesignFileName, DESIGN_FILE_MAX_BYTES, type FileNameProblem } from '../../../domain/files';
import type { components } from '../../../generated/shop-api';
import { api, call, CLIENT_VERSION } from '../../lib/api';
import { rememberBackUrl, useSession } from '../../lib/session-store';

export type Upload = components['schemas']['Upload'];

export const MAX_UPLOAD_MB = DESIGN_FILE_MAX_BYTES / (1024 * 1024);

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

export type DesignPrecheck = FileNameProblem | 'file_too_large';

/** spec §5: under 5 MB; a name of Chinese characters, letters and digits carrying the size (e.g. card90x54.pdf). */
export function precheckDesignFile(file: { name: string; size: number }): DesignPrecheck | null {
  if (file.size >= DESIGN_FILE_MAX_BYTES) return 'file_too_large';
  return checkDesignFileName(file.name);
}

const VOUCHER_EXTENSIONS = ['jpg', 'jpeg', 'png', 'pdf'];

/** Remittance vouchers: JPEG, PNG or PDF under 5 MB (the server checks the bytes). */
export function precheckVoucher(file: { name: string; size: number }): 'file_too_large' | 'voucher_type' | null {
  if (file.size >= DESIGN_FILE_MAX_BYTES) return 'file_too_large';
  const extension = file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase();
  return VOUCHER_EXTENSIONS.includes(extension) ? null : 'voucher_type';
}

export type UploadOutcome = { ok: true; file: Upload } | { ok: false; message: string | null };

function isUpload(value: unknown): value is Upload {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v['id'] === 'number' && typeof v['name'] === 'string' && typeof v['size'] === 'number';
}

/** Reads an upload answer's envelope. code -1 logs out like every other call (lib/api.ts). */
export function readUploadAnswer(status: number, text: string): UploadOutcome & { loggedOut?: boolean } {
  if (status < 200 || status >= 300) return { ok: false, message: null };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false, message: null };
  }
  if (typeof body !== 'object' || body === null) return { ok: false, message: null };
  const { code, msg, data } = body as { code?: unknown; msg?: unknown; data?: unknown };
  if (code === 1 && isUpload(data)) return { ok: true, file: data };
  if (code === -1) return { ok: false, message: null, loggedOut: true };
  return { ok: false, message: typeof msg === 'string' && msg ? msg : null };
}

/**
 * POSTs one file as multipart (`file` part) with the `token` and `version` headers of lib/api.ts. XMLHttpRequest
 * rather than fetch so the page can show upload progress.
 */
export function uploadFile(kind: 'design' | 'voucher', file: File, onProgress: (percent: number) => void): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    xhr.addEventListener('load', () => {
      const outcome = readUploadAnswer(xhr.status, xhr.responseText);
      if (!outcome.ok && outcome.loggedOut) {
        useSession.getState().setToken(null);
        rememberBackUrl(window.location.pathname.replace(/^\/pc(?=\/|$)/, '') + window.location.search);
        window.location.assign('/pc/account/login');
      }
      resolve(outcome.ok ? outcome : { ok: false, message: outcome.message });
    });
    xhr.addEventListener('error', () => resolve({ ok: false, message: null }));
    xhr.addEventListener('abort', () => resolve({ ok: false, message: null }));
    xhr.open('POST', `/api/upload/${kind}`);
    xhr.setRequestHeader('token', useSession.getState().token ?? '');
    xhr.setRequestHeader('version', CLIENT_VERSION);
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

/**
 * File uploads — design files (POST upload/design) and remittance vouchers (POST upload/voucher), multipart field
 * `file`, login needed. openapi-fetch cannot report upload progress, so this uses XMLHttpRequest with the same headers
 * as api.ts. The browser pre-checks size and name with the rules the server applies (src/domain/files.ts); the
 * server re-checks everything, including the type by magic bytes and "same file twice in one day".
 */
import { checkDesignFileName, DESIGN_FILE_MAX_BYTES, type FileNameProblem } from '../../domain/files';
import type { components } from '../../generated/shop-api';
import { CLIENT_VERSION } from './api';
import { rememberBackUrl, useSession } from '../lib/session-store';

export type UploadedDesign = components['schemas']['Upload'];

export type PrecheckProblem = FileNameProblem | 'file_too_large';

/** spec §5: under 5 MB, name of Chinese characters, English letters and digits carrying the size (e.g. 90x54). */
export function precheckDesignFile(file: { name: string; size: number }): PrecheckProblem | null {
  if (file.size >= DESIGN_FILE_MAX_BYTES) return 'file_too_large';
  return checkDesignFileName(file.name);
}

export const MAX_UPLOAD_MB = DESIGN_FILE_MAX_BYTES / (1024 * 1024);

const VOUCHER_EXTENSIONS = ['jpg', 'jpeg', 'png', 'pdf'];

/** Remittance vouchers: JPEG, PNG or PDF under 5 MB, any name (the server checks the bytes). */
export function precheckVoucher(file: { name: string; size: number }): 'file_too_large' | 'voucher_type' | null {
  if (file.size >= DESIGN_FILE_MAX_BYTES) return 'file_too_large';
  const extension = file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase();
  return VOUCHER_EXTENSIONS.includes(extension) ? null : 'voucher_type';
}

export type UploadOutcome<T = UploadedDesign> =
  | { ok: true; file: T }
  | { ok: false; reason: 'refused'; message: string }
  | { ok: false; reason: 'logged_out' | 'failed' };

function isUpload(value: unknown): value is UploadedDesign {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v['id'] === 'number' && typeof v['name'] === 'string' && typeof v['size'] === 'number';
}

/** Reads the envelope `{code, show, msg, data}` of an upload answer (`accept` tells the expected data). */
export function readUploadAnswer(status: number, text: string): UploadOutcome;
export function readUploadAnswer<T>(status: number, text: string, accept: (data: unknown) => data is T): UploadOutcome<T>;
export function readUploadAnswer(status: number, text: string, accept: (data: unknown) => boolean = isUpload): UploadOutcome<unknown> {
  if (status < 200 || status >= 300) return { ok: false, reason: 'failed' };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'failed' };
  }
  if (typeof body !== 'object' || body === null) return { ok: false, reason: 'failed' };
  const { code, msg, data } = body as { code?: unknown; msg?: unknown; data?: unknown };
  if (code === 1 && accept(data)) return { ok: true, file: data };
  if (code === -1) return { ok: false, reason: 'logged_out' };
  if (code === 0 && typeof msg === 'string' && msg) return { ok: false, reason: 'refused', message: msg };
  return { ok: false, reason: 'failed' };
}

export interface UploadHandle<T = UploadedDesign> {
  done: Promise<UploadOutcome<T>>;
  abort(): void;
}

/**
 * Where each kind of file goes: the shopper's design files, vouchers, after-sales and review pictures, certification documents,
 * design-brief references, images placed in online designs, the drafts designers hand in, and the proofs staff send (console).
 */
const UPLOAD_PATHS = {
  design: '/api/upload/design',
  voucher: '/api/upload/voucher',
  proof: '/api/staff/upload/proof',
  after_sales: '/api/upload/afterSales',
  review: '/api/upload/review',
  certificate: '/api/upload/certificate',
  design_reference: '/api/upload/designReference',
  design_draft: '/api/upload/designDraft',
  design_image: '/api/upload/designImage',
} as const;
export type UploadKind = keyof typeof UPLOAD_PATHS;

/** Uploads one file; `onProgress` gets the fraction sent (0–1). */
export function uploadFile(kind: UploadKind, file: File, onProgress: (fraction: number) => void): UploadHandle {
  return sendFile(UPLOAD_PATHS[kind], file, onProgress, isUpload);
}

/** The online editor's print-ready PDF of a design (POST upload/designPdf): the server checks its pages and stores it as a design file. */
export function uploadDesignPdf(designId: number, pdf: Blob, onProgress: (fraction: number) => void): UploadHandle {
  return sendFile(`/api/upload/designPdf?design_id=${designId}`, new File([pdf], `design${designId}.pdf`, { type: 'application/pdf' }), onProgress, isUpload);
}

type AvatarProfile = components['schemas']['Profile'];
const isProfile = (value: unknown): value is AvatarProfile => typeof value === 'object' && value !== null && typeof (value as Record<string, unknown>)['user_id'] === 'number';

/** Sets the avatar (POST upload/avatar): answers the saved profile. */
export function uploadAvatar(file: File, onProgress: (fraction: number) => void): UploadHandle<AvatarProfile> {
  return sendFile('/api/upload/avatar', file, onProgress, isProfile);
}

function sendFile<T>(url: string, file: File, onProgress: (fraction: number) => void, accept: (data: unknown) => data is T): UploadHandle<T> {
  const xhr = new XMLHttpRequest();
  const done = new Promise<UploadOutcome<T>>((resolve) => {
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => resolve(readUploadAnswer(xhr.status, xhr.responseText, accept)));
    xhr.addEventListener('error', () => resolve({ ok: false, reason: 'failed' }));
    xhr.addEventListener('abort', () => resolve({ ok: false, reason: 'failed' }));
  });
  xhr.open('POST', url);
  xhr.setRequestHeader('token', useSession.getState().token ?? '');
  xhr.setRequestHeader('version', CLIENT_VERSION);
  const form = new FormData();
  form.append('file', file, file.name);
  xhr.send(form);
  return { done, abort: () => xhr.abort() };
}

/** The session ended during an upload: log out and go to login like every other call (api.ts), back here after. */
export function logOutToLogin(): void {
  useSession.getState().setToken(null);
  rememberBackUrl(window.location.pathname.replace(/^\/pc(?=\/|$)/, '') + window.location.search);
  window.location.assign('/pc/account/login');
}

/**
 * Uploads and, when the session has ended, logs out and goes to login like every other call (api.ts), coming
 * back to this page afterwards. `onPercent` gets whole percents; a refused file answers the server's message.
 */
export async function uploadOrLogin(kind: UploadKind, file: File, onPercent: (percent: number) => void): Promise<{ ok: true; file: UploadedDesign } | { ok: false; message: string | null }> {
  const outcome = await uploadFile(kind, file, (fraction) => onPercent(Math.round(fraction * 100))).done;
  if (outcome.ok) return outcome;
  if (outcome.reason === 'logged_out') logOutToLogin();
  return { ok: false, message: outcome.reason === 'refused' ? outcome.message : null };
}

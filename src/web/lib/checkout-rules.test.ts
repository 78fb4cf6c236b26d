import { describe, expect, it } from 'vitest';
import { precheckDesignFile, precheckVoucher, readUploadAnswer } from '../../client/api/upload';
import { newIdempotencyKey } from './checkout-api';
import { collapseTimeline, parseIds } from './checkout-rules';

describe('parseIds', () => {
  it('reads the selected cart ids and drops junk and repeats', () => {
    expect(parseIds('1,2,3')).toEqual([1, 2, 3]);
    expect(parseIds(' 4, x, 4,0,-1,5.5,6 ')).toEqual([4, 6]);
    expect(parseIds(null)).toEqual([]);
    expect(parseIds(Array.from({ length: 150 }, (_, i) => i + 1).join(','))).toHaveLength(100);
  });
});

describe('collapseTimeline', () => {
  it('keeps the first of each run of one status', () => {
    const steps = ['unpaid', 'pending_review', 'pending_review', 'pending_review', 'proof_approved'].map((status, i) => ({ status, at: String(i) }));
    expect(collapseTimeline(steps)).toEqual([
      { status: 'unpaid', at: '0' },
      { status: 'pending_review', at: '1' },
      { status: 'proof_approved', at: '4' },
    ]);
  });
});

describe('idempotency keys', () => {
  it('are 32 hex characters (the API accepts [A-Za-z0-9_-]{16,64}) and differ per visit', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });
});

describe('upload pre-checks', () => {
  it('design files: size info in the name, under 5 MB', () => {
    expect(precheckDesignFile({ name: 'card90x54.pdf', size: 1000 })).toBeNull();
    expect(precheckDesignFile({ name: 'card.pdf', size: 1000 })).toBe('file_name_no_size');
    expect(precheckDesignFile({ name: 'card 90x54.pdf', size: 1000 })).toBe('file_name_chars');
    expect(precheckDesignFile({ name: 'card90x54.pdf', size: 5 * 1024 * 1024 })).toBe('file_too_large');
  });

  it('vouchers: JPEG, PNG or PDF under 5 MB, any name', () => {
    expect(precheckVoucher({ name: 'IMG 2024-05-01.JPG', size: 1000 })).toBeNull();
    expect(precheckVoucher({ name: 'receipt.pdf', size: 1000 })).toBeNull();
    expect(precheckVoucher({ name: 'receipt.docx', size: 1000 })).toBe('voucher_type');
    expect(precheckVoucher({ name: 'receipt.png', size: 6 * 1024 * 1024 })).toBe('file_too_large');
  });

  it('reads the envelope of an upload answer', () => {
    const file = { id: 7, name: 'card90x54.pdf', size: 10, created_at: '2026-01-01T00:00:00Z' };
    expect(readUploadAnswer(200, JSON.stringify({ code: 1, show: 1, msg: 'File uploaded.', data: file }))).toEqual({ ok: true, file });
    expect(readUploadAnswer(200, JSON.stringify({ code: 0, show: 1, msg: 'You already uploaded this file today.', data: {} }))).toEqual({
      ok: false,
      reason: 'refused',
      message: 'You already uploaded this file today.',
    });
    expect(readUploadAnswer(200, JSON.stringify({ code: -1, show: 1, msg: 'Please log in first.', data: {} }))).toEqual({ ok: false, reason: 'logged_out' });
    expect(readUploadAnswer(413, 'too large')).toEqual({ ok: false, reason: 'failed' });
    expect(readUploadAnswer(200, 'not json')).toEqual({ ok: false, reason: 'failed' });
  });
});

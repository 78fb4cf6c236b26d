/**
 * Remittance vouchers back one bank-transfer payment or one top-up (the `transfer_vouchers` claims, unique by file and
 * by content). Claimed in the transaction that records the payment or the top-up.
 */
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { transferVouchers, uploads } from '../../db/schema';
import { isUniqueViolation } from '../../infra/db-errors';
import { fail, Refusal } from '../../http/envelope';

/** Claims `fileId` for a payment or a top-up; throws a `voucher_used` Refusal when it (or the same receipt) backs another. */
export async function claimVoucher(tx: Tx, claim: { userId: number; fileId: number } & ({ paymentId: number } | { rechargeId: number })): Promise<void> {
  const [file] = await tx.select({ sha256: uploads.sha256 }).from(uploads).where(eq(uploads.id, claim.fileId));
  if (!file) throw new Refusal(fail('voucher_required', {}, 'voucher_file_id'));
  const [taken] = await tx.select({ id: transferVouchers.id }).from(transferVouchers).where(eq(transferVouchers.voucherSha256, file.sha256));
  if (taken) throw new Refusal(fail('voucher_used', {}, 'voucher_file_id'));
  try {
    await tx.insert(transferVouchers).values({
      userId: claim.userId,
      voucherFileId: claim.fileId,
      voucherSha256: file.sha256,
      ...('paymentId' in claim ? { paymentId: claim.paymentId } : { rechargeId: claim.rechargeId }),
    });
  } catch (error) {
    // A concurrent claim of the same voucher won; this transaction is rolled back with the refusal.
    if (isUniqueViolation(error)) throw new Refusal(fail('voucher_used', {}, 'voucher_file_id'));
    throw error;
  }
}

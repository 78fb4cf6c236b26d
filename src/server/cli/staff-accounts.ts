/**
 * Staff accounts from the command line (`npm run staff:add`): gives an existing account a staff role, or creates the
 * account when no one has that mobile number yet. The password of a new account is random and shown once; the
 * staff member changes it with "Forgot password" (a code sent to the number) or keeps it.
 */
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { isStaffRole, staffRoles, type StaffRole } from '../../domain/roles';
import { isValidPhone, normaliseAccount } from '../../domain/validation';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { hashPassword } from '../infra/crypto';

export interface StaffAddInput {
  mobile: string;
  role: string;
  nickname?: string;
}

export type StaffAddResult =
  | { ok: true; userId: number; created: boolean; previousRole: string | null; role: StaffRole; password: string | null }
  | { ok: false; reason: string };

/** Letters and digits (isValidPassword wants both), 16 characters from a CSPRNG. */
function randomPassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  const bytes = randomBytes(16);
  const body = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
  return `${body.slice(0, 14)}a${(bytes[0] ?? 0) % 10}`;
}

export async function addStaff(db: Db, input: StaffAddInput): Promise<StaffAddResult> {
  if (!isStaffRole(input.role)) return { ok: false, reason: `--role must be one of ${staffRoles.join(', ')} (got "${input.role}")` };
  if (!isValidPhone(input.mobile)) return { ok: false, reason: `--mobile must be a phone number such as +971501234567 (got "${input.mobile}")` };
  const mobile = normaliseAccount(input.mobile);
  const role = input.role;

  const [existing] = await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.mobile, mobile)).limit(1);
  if (existing) {
    await db.update(users).set({ role }).where(eq(users.id, existing.id));
    return { ok: true, userId: existing.id, created: false, previousRole: existing.role, role, password: null };
  }

  const nickname = (input.nickname ?? `staff${mobile.replace(/\D/g, '').slice(-6)}`).trim();
  if (nickname.length < 2 || nickname.length > 30) return { ok: false, reason: '--nickname must be 2 to 30 characters' };
  const [clash] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.nickname}) = lower(${nickname})`).limit(1);
  if (clash) return { ok: false, reason: `the nickname "${nickname}" is taken; choose another with --nickname` };

  const password = randomPassword();
  const [row] = await db
    .insert(users)
    .values({ typeId: 1, nickname, mobile, passwordHash: await hashPassword(password), role })
    .returning({ id: users.id });
  if (!row) return { ok: false, reason: 'the account could not be created' };
  return { ok: true, userId: row.id, created: true, previousRole: null, role, password };
}

/** Parses `--mobile … --role … [--nickname …]`; unknown flags are refused. */
export function parseStaffAddArgs(argv: readonly string[]): StaffAddInput | { error: string } {
  const values: Record<string, string> = {};
  for (let i = 0; i < argv.length; i += 1) {
    const flag = argv[i] ?? '';
    const match = /^--(mobile|role|nickname)(?:=(.*))?$/.exec(flag);
    if (!match?.[1]) return { error: `unknown argument "${flag}"` };
    const value = match[2] ?? argv[(i += 1)];
    if (value === undefined || value === '') return { error: `${flag} needs a value` };
    values[match[1]] = value;
  }
  if (!values.mobile) return { error: '--mobile is required' };
  return { mobile: values.mobile, role: values.role ?? 'staff', ...(values.nickname ? { nickname: values.nickname } : {}) };
}

/** Accounts: users, their sessions, login and reset attempts, reset codes, contact changes, and the files they upload (a user's avatar is an upload, an upload is a user's: one file keeps the pair). */
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** 1 personal, 2 enterprise, 4 designer (sees the task centre). */
    typeId: integer('type_id').notNull(),
    nickname: text('nickname').notNull(),
    companyName: text('company_name'),
    mobile: text('mobile').notNull(),
    email: text('email'),
    passwordHash: text('password_hash').notNull(),
    /**
     * Membership level 0–5 (spec §4; src/domain/membership.ts); shown as "Lv{level}". Raised at once when growth points
     * reach a threshold, assessed again on the 1st of each month (MembershipService.sweep) — every change has a
     * growth_ledger row.
     */
    level: integer('level').notNull().default(0),
    /** The Dubai month (`YYYY-MM`) the level was last assessed in; the monthly sweep assesses the others. */
    levelMonth: text('level_month'),
    /** The annual membership (Lv5) runs until then (null: never bought). */
    annualMemberUntil: timestamp('annual_member_until', { withTimezone: true }),
    balanceFils: bigint('balance_fils', { mode: 'number' }).notNull().default(0),
    /** Credit customers (spec §6) may owe up to the limit; credit_used rises with each credit payment. */
    creditLimitFils: bigint('credit_limit_fils', { mode: 'number' }).notNull().default(0),
    creditUsedFils: bigint('credit_used_fils', { mode: 'number' }).notNull().default(0),
    /** 'customer', 'staff' or 'admin' (src/domain/roles.ts; staff and admin may confirm bank transfers). */
    role: text('role').notNull().default('customer'),
    /** Personal information (/user/profile): the person's name, gender ('unspecified' | 'male' | 'female'), avatar. */
    realName: text('real_name').notNull().default(''),
    gender: text('gender').notNull().default('unspecified'),
    /** The language the user last used the shop in (en, zh, ar, ja): emails are written in it. */
    locale: text('locale').notNull().default('en'),
    avatarFileId: integer('avatar_file_id').references((): AnyPgColumn => uploads.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_mobile_key').on(t.mobile),
    uniqueIndex('users_nickname_key').on(sql`lower(${t.nickname})`),
    uniqueIndex('users_company_key').on(sql`lower(${t.companyName})`),
    // Staff search by customer name or phone prefix.
    index('users_nickname_pattern_idx').using('btree', sql`lower(${t.nickname}) text_pattern_ops`),
    index('users_mobile_pattern_idx').using('btree', t.mobile.op('text_pattern_ops')),
    // The membership sweep (MembershipService.sweep): customers not assessed this month, annual memberships ending.
    index('users_level_month_idx').on(t.levelMonth),
    index('users_annual_member_idx').on(t.annualMemberUntil).where(sql`${t.level} = 5`),
  ],
);

/** Login sessions. Only a SHA-256 of the token is stored; the token itself lives in the client's cookie. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** Login and reset attempts, for rate limits that hold across several server processes. */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(), // AttemptKind: 'login' | 'reset_request' | 'reset' | 'contact_code' | 'password_change'
    accountKey: text('account_key').notNull(),
    ip: text('ip').notNull(),
    success: boolean('success').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('auth_attempts_account_idx').on(t.kind, t.accountKey, t.createdAt),
    index('auth_attempts_ip_idx').on(t.kind, t.ip, t.createdAt),
  ],
);

/** Password reset codes: hashed, expiring, with an attempt counter. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_resets_user_idx').on(t.userId, t.createdAt)],
);

/**
 * A pending change of the phone number or email address: the code sent to the new one (hashed), expiring, with an
 * attempt counter; the change applies when the code is given back (ProfileService).
 */
export const contactChanges = pgTable(
  'contact_changes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** 'mobile' | 'email' */
    channel: text('channel').notNull(),
    newValue: text('new_value').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('contact_changes_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Design files. Stored under a server-generated name; `sha256` + `day` (the calendar day in Dubai) make "the same
 * file twice in one day" a unique-index violation, so concurrent uploads cannot slip past it.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    originalName: text('original_name').notNull(),
    storedName: text('stored_name').notNull(),
    /** 'design' (print files) or 'voucher' (bank-transfer remittance vouchers). */
    kind: text('kind').notNull().default('design'),
    fileType: text('file_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    day: text('day').notNull(),
    createdAt: createdAt(),
    /** Set when the owner deleted the file (the stored copy is removed); the row stays for the daily quota. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('uploads_stored_name_key').on(t.storedName),
    uniqueIndex('uploads_same_file_same_day_key').on(t.userId, t.sha256, t.day).where(sql`${t.deletedAt} is null`),
    index('uploads_user_idx').on(t.userId, t.createdAt),
  ],
);

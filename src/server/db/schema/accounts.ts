/** Accounts: users, their sessions, login and reset attempts, reset codes, contact changes, and the staff audit log. */
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { orders } from './ordering';
import { uploads } from './design';

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
 * Who did what in the staff console (and through staff API operations): one row per staff operation, written in the
 * transaction of the change it records (services/audit.service.ts). `before` and `after` hold the changed fields.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').notNull().references(() => users.id),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(), // 'order' | 'user' | 'recharge' | 'settings'
    entityId: integer('entity_id'),
    /** The order or customer the row is about, so a page lists its trail with one indexed query. */
    orderId: integer('order_id').references(() => orders.id),
    userId: integer('user_id').references(() => users.id),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_order_idx').on(t.orderId, t.id), index('audit_log_user_idx').on(t.userId, t.id)],
);

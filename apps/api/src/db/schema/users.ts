import { USER_ACCESS_VALUES } from '@aula/contracts/constants';
import { sql } from 'drizzle-orm';
import { char, check, index, integer, pgEnum, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { allies } from './allies';
import { id, timestamps } from './columns';
import { countries } from './countries';

export const userAccess = pgEnum('user_access', USER_ACCESS_VALUES);

/** A registration stays `pending` (no sign-in) until its phone is verified with a WhatsApp code. */
export const userStatus = pgEnum('user_status', ['pending', 'active']);

/**
 * A person signs in with an email or a phone number (E.164 with '+'); emails are stored in
 * lower case so the unique index also rejects case variants.
 */
export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    email: varchar('email', { length: 254 }).unique(),
    phoneNumber: varchar('phone_number', { length: 16 }).unique(),
    passwordHash: text('password_hash'),
    pinHash: text('pin_hash'),
    access: userAccess('access').notNull().default('learner'),
    status: userStatus('status').notNull().default('active'),
    /** Set on every sign-in; part of the password-reset token, so a later sign-in kills a link. */
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    facebookId: varchar('facebook_id', { length: 64 }).unique(),
    allyId: integer('ally_id')
      .notNull()
      .references(() => allies.id),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    ...timestamps,
  },
  (table) => [
    check('users_email_or_phone', sql`${table.email} is not null or ${table.phoneNumber} is not null`),
    check('users_email_lower_case', sql`${table.email} = lower(${table.email})`),
    check('users_phone_e164', sql`${table.phoneNumber} ~ '^\\+[1-9][0-9]{7,14}$'`),
    // The console's registrations per period of an ally (services/insight).
    index('users_ally_created_idx').on(table.allyId, table.createdAt),
  ],
);

/** Sign-in tokens: only the sha256 of the token is kept, so a database leak grants no session. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: id(),
    tokenHash: char('token_hash', { length: 64 }).notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** For the idle timeout and the learner's list of sessions; refreshed at most every few minutes. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    /** The browser that signed in, so the learner can tell their sessions apart. */
    userAgent: varchar('user_agent', { length: 200 }),
  },
  (table) => [index('auth_tokens_user_idx').on(table.userId)],
);

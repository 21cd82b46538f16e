import {
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { allies } from './allies';
import { businessTypes } from './catalogs';
import { id, timestamps, version } from './columns';
import { lessonModules } from './lessons';
import { users } from './users';

export const prizeKind = pgEnum('prize_kind', ['webinar', 'report', 'physical']);

export const webinars = pgTable('webinars', {
  id: id(),
  allyId: integer('ally_id')
    .notNull()
    .references(() => allies.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  durationMinutes: integer('duration_minutes').notNull(),
  joinUrl: text('join_url').notNull(),
  version: version(),
});

/** Single-use codes: a code is spent once, and a learner spends at most one per webinar. */
export const webinarCodes = pgTable(
  'webinar_codes',
  {
    id: id(),
    webinarId: integer('webinar_id')
      .notNull()
      .references(() => webinars.id, { onDelete: 'cascade' }),
    code: varchar('code', { length: 20 }).notNull().unique(),
    redeemedBy: integer('redeemed_by').references(() => users.id, { onDelete: 'set null' }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    /** When the console generated it: the codes generated together are one batch. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The earner the console gave it to ("Enviar códigos", services/code-sends): only they may
     * redeem it, and their prize screen shows it until they do.
     */
    assignedTo: integer('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('webinar_codes_one_per_learner_idx').on(table.webinarId, table.redeemedBy),
    // Deleting a learner clears their codes (set null) without scanning every code.
    index('webinar_codes_redeemed_by_idx').on(table.redeemedBy),
    // One code given per learner and webinar, however often the console presses "Enviar códigos".
    uniqueIndex('webinar_codes_one_assigned_per_learner_idx').on(table.webinarId, table.assignedTo),
    index('webinar_codes_assigned_to_idx').on(table.assignedTo),
  ],
);

/** An achievement is earned by finishing its module; its prize is a webinar, a report or a parcel. */
export const achievements = pgTable(
  'achievements',
  {
    id: id(),
    allyId: integer('ally_id')
      .notNull()
      .references(() => allies.id, { onDelete: 'cascade' }),
    moduleId: integer('module_id')
      .notNull()
      .references(() => lessonModules.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    prizeKind: prizeKind('prize_kind').notNull(),
    prizeTitle: text('prize_title').notNull(),
    prizeDescription: text('prize_description').notNull(),
    webinarId: integer('webinar_id').references(() => webinars.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
    version: version(),
    ...timestamps,
  },
  (table) => [index('achievements_ally_idx').on(table.allyId)],
);

/** The shipping address a learner gave for a physical prize; giving it again replaces it. */
export const achievementUserData = pgTable(
  'achievement_user_data',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    achievementId: integer('achievement_id')
      .notNull()
      .references(() => achievements.id, { onDelete: 'cascade' }),
    address: jsonb('address').notNull(),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.achievementId] }),
    index('achievement_user_data_achievement_idx').on(table.achievementId),
  ],
);

/** The business types a module is written for; recommendations follow it. */
export const moduleBusinessTypes = pgTable(
  'module_business_types',
  {
    moduleId: integer('module_id')
      .notNull()
      .references(() => lessonModules.id, { onDelete: 'cascade' }),
    businessTypeId: integer('business_type_id')
      .notNull()
      .references(() => businessTypes.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.moduleId, table.businessTypeId] })],
);

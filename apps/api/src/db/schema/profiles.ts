import {
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  businessImprovements,
  businessTypes,
  educationLevels,
  employeeNumbers,
  levelMaturity,
  weeklyIncomes,
} from './catalogs';
import { id, timestamps } from './columns';
import { users } from './users';

export const gender = pgEnum('gender', ['female', 'male', 'other', 'undisclosed']);

/** Personal details beyond the sign-in identity; created on the first edit. */
export const personalProfiles = pgTable('personal_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  birthDate: date('birth_date', { mode: 'string' }),
  gender: gender('gender'),
  educationLevelId: integer('education_level_id').references(() => educationLevels.id, { onDelete: 'set null' }),
  ...timestamps,
});

/** The learner's business: one per learner, with its address and map position. */
export const businessProfiles = pgTable('business_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  businessName: text('business_name').notNull().default(''),
  businessTypeId: integer('business_type_id').references(() => businessTypes.id, { onDelete: 'set null' }),
  employeeNumberId: integer('employee_number_id').references(() => employeeNumbers.id, { onDelete: 'set null' }),
  weeklyIncomeId: integer('weekly_income_id').references(() => weeklyIncomes.id, { onDelete: 'set null' }),
  foundedYear: smallint('founded_year'),
  phoneNumber: varchar('phone_number', { length: 16 }),
  street: text('street'),
  exteriorNumber: varchar('exterior_number', { length: 20 }),
  neighborhood: text('neighborhood'),
  city: text('city'),
  state: text('state'),
  postalCode: varchar('postal_code', { length: 6 }),
  countryCode: varchar('country_code', { length: 2 }),
  lat: doublePrecision('lat'),
  lng: doublePrecision('lng'),
  levelMaturityId: integer('level_maturity_id').references(() => levelMaturity.id, { onDelete: 'set null' }),
  ...timestamps,
});

export const businessProfileImprovements = pgTable(
  'business_profile_improvements',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    improvementId: integer('improvement_id')
      .notNull()
      .references(() => businessImprovements.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.improvementId] })],
);

/** Every survey taken is kept, so a learner's placement can be traced and compared over time. */
export const businessSurveys = pgTable(
  'business_surveys',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').notNull(),
    score: numeric('score', { precision: 4, scale: 2, mode: 'number' }).notNull(),
    levelMaturityId: integer('level_maturity_id')
      .notNull()
      .references(() => levelMaturity.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A learner's surveys in order (their page, before/after in the console), never a scan of all.
  // The console's surveys taken in a period: a range of created_at.
  (table) => [
    index('business_surveys_user_created_idx').on(table.userId, table.createdAt),
    index('business_surveys_created_idx').on(table.createdAt),
  ],
);

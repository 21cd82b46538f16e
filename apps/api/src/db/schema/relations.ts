// Every relation of the relational queries (`db.query.*`), in one file above the tables. A table
// file imports only the tables its foreign keys reference, so the table files form no import
// cycle; the relations, which point both ways (an ally has modules, a module has an ally), live here.
import { relations } from 'drizzle-orm';
import { allies, allyCountries } from './allies';
import { countries } from './countries';
import { lessonViews } from './lesson-views';
import { lessonModules, lessonParts, lessons } from './lessons';
import { homepages, landingPages } from './pages';
import { authTokens, users } from './users';

export const countriesRelations = relations(countries, ({ many }) => ({
  allies: many(allyCountries),
  homepages: many(homepages),
}));

export const alliesRelations = relations(allies, ({ many, one }) => ({
  countries: many(allyCountries),
  modules: many(lessonModules),
  landingPage: one(landingPages),
}));

export const allyCountriesRelations = relations(allyCountries, ({ one }) => ({
  ally: one(allies, { fields: [allyCountries.allyId], references: [allies.id] }),
  country: one(countries, { fields: [allyCountries.countryId], references: [countries.id] }),
}));

export const landingPagesRelations = relations(landingPages, ({ one }) => ({
  ally: one(allies, { fields: [landingPages.allyId], references: [allies.id] }),
}));

export const homepagesRelations = relations(homepages, ({ one }) => ({
  country: one(countries, { fields: [homepages.countryId], references: [countries.id] }),
}));

export const lessonModulesRelations = relations(lessonModules, ({ one, many }) => ({
  ally: one(allies, { fields: [lessonModules.allyId], references: [allies.id] }),
  country: one(countries, { fields: [lessonModules.countryId], references: [countries.id] }),
  lessons: many(lessons),
}));

export const lessonsRelations = relations(lessons, ({ one, many }) => ({
  module: one(lessonModules, { fields: [lessons.moduleId], references: [lessonModules.id] }),
  parts: many(lessonParts),
  views: many(lessonViews),
}));

export const lessonPartsRelations = relations(lessonParts, ({ one }) => ({
  lesson: one(lessons, { fields: [lessonParts.lessonId], references: [lessons.id] }),
}));

export const usersRelations = relations(users, ({ one, many }) => ({
  ally: one(allies, { fields: [users.allyId], references: [allies.id] }),
  country: one(countries, { fields: [users.countryId], references: [countries.id] }),
  tokens: many(authTokens),
}));

export const authTokensRelations = relations(authTokens, ({ one }) => ({
  user: one(users, { fields: [authTokens.userId], references: [users.id] }),
}));

export const lessonViewsRelations = relations(lessonViews, ({ one }) => ({
  user: one(users, { fields: [lessonViews.userId], references: [users.id] }),
  lesson: one(lessons, { fields: [lessonViews.lessonId], references: [lessons.id] }),
}));

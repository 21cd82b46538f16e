// The full schema, as drizzle() needs it for relational queries and drizzle-kit for migrations.
export * from './achievements';
export * from './allies';
export * from './blog';
export * from './catalogs';
export * from './countries';
export * from './idempotency';
export * from './learner-progress';
export * from './lesson-views';
export * from './lessons';
export * from './media';
export * from './outbox';
export * from './pages';
export * from './profiles';
export * from './relations';
export * from './users';
export * from './verification-codes';
export * from './webinar-attendance';

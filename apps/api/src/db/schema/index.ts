// The full schema, as drizzle() needs it for relational queries and drizzle-kit for migrations.
export * from './allies';
export * from './countries';
export * from './lesson-views';
export * from './lessons';
export * from './pages';
export * from './users';

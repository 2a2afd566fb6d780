// Public API of @inspection/supabase-client.
export * from './database-json';
export * from './supabase-client';
export * from './entity-matches-row';
export * from './screen-query';
export * from './row-activity';
export * from './business-profile';
export * from './live';

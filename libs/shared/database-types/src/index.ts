// Public API of @inspection/database-types: the Database type of supabase/migrations and its helpers
// (Tables<'name'>, TablesInsert, TablesUpdate, Enums, CompositeTypes). Types only, apart from Constants.
export * from './database.types';

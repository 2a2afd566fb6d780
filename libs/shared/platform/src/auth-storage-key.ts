// Where supabase-js keeps the console's session (localStorage). A module of its own, with no imports, so the shell's
// entry can read the stored session before the federation's shared modules (this lib among them) are ready
// (apps/shell/src/early-read/early-screen-reads.ts).
export const AUTH_STORAGE_KEY = 'inspection-console-auth';

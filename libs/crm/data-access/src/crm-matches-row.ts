// Compile-time only: the domain's Contact, Lead are rows of contacts, leads (see entity-matches-row.ts).
import type { Tables } from '@inspection/database-types';
import type { Mismatched, NoMismatch } from '@inspection/supabase-client';
import type { Contact, Lead } from '@inspection/crm-domain';

export type ContactLeadMatchesRow = [
  NoMismatch<Mismatched<Tables<'contacts'>, Contact>>,
  NoMismatch<Mismatched<Tables<'leads'>, Lead>>,
];

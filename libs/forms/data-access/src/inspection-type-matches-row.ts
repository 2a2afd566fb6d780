// Compile-time only: the domain's InspectionType are rows of inspection_types (see entity-matches-row.ts).
import type { Tables } from '@inspection/database-types';
import type { Mismatched, NoMismatch } from '@inspection/supabase-client';
import type { InspectionType } from '@inspection/forms-domain';

export type InspectionTypeMatchesRow = [
  NoMismatch<Mismatched<Tables<'inspection_types'>, InspectionType>>,
];

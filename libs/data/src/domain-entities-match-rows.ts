// Compile-time only: the domain's entities (written in libs/domain, which may not import the schema) are rows of
// these tables. tsc fails here, naming the column, when a migration renames or drops a column under an entity,
// changes its kind (text/number/boolean), or lets it be null where the entity says it never is.
// Columns that are text with a check constraint may be narrower unions in the domain; json columns are not compared.
import type { Json, Tables } from '@inspection/database-types';
import type { Booking, Contact, InspectionType, Lead } from '@inspection/domain';

type Kind<T> = T extends string ? 'text' : T extends number ? 'number' : T extends boolean ? 'boolean' : 'other';

/** The entity's keys that the row lacks, holds as another kind, or may hold null in where the entity may not. */
type Mismatched<Row, Entity> = {
  [K in keyof Entity]-?: K extends keyof Row
    ? [Json] extends [Row[K]]
      ? never
      : (null extends Row[K] ? (null extends Entity[K] ? never : K) : never) |
          (Kind<NonNullable<Row[K]>> extends Kind<NonNullable<Entity[K]>> ? never : K)
    : K;
}[keyof Entity];

/** Fails to compile unless the list of mismatched columns is empty. */
type NoMismatch<Columns extends never> = Columns;

export type DomainEntitiesMatchRows = [
  NoMismatch<Mismatched<Tables<'bookings'>, Booking>>,
  NoMismatch<Mismatched<Tables<'contacts'>, Contact>>,
  NoMismatch<Mismatched<Tables<'leads'>, Lead>>,
  NoMismatch<Mismatched<Tables<'inspection_types'>, InspectionType>>,
];

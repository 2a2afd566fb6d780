// Compile-time only: a slice's domain entities (written in its domain lib, which may not import the schema) are rows
// of their tables. Each data-access lib names its entities in a check like
// `type Check = [NoMismatch<Mismatched<Tables<'bookings'>, Booking>>]`; tsc fails there, naming the column, when a
// migration renames or drops a column under an entity, changes its kind (text/number/boolean), or lets it be null
// where the entity says it never is. Text columns with a check constraint may be narrower unions in the domain;
// json columns are not compared.
import type { Json } from '@inspection/database-types';

type Kind<T> = T extends string ? 'text' : T extends number ? 'number' : T extends boolean ? 'boolean' : 'other';

/** The entity's keys that the row lacks, holds as another kind, or may hold null in where the entity may not. */
export type Mismatched<Row, Entity> = {
  [K in keyof Entity]-?: K extends keyof Row
    ? [Json] extends [Row[K]]
      ? never
      : (null extends Row[K] ? (null extends Entity[K] ? never : K) : never) |
          (Kind<NonNullable<Row[K]>> extends Kind<NonNullable<Entity[K]>> ? never : K)
    : K;
}[keyof Entity];

/** Fails to compile unless the list of mismatched columns is empty. */
export type NoMismatch<Columns extends never> = Columns;

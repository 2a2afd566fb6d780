// The checked-in Database type must be what supabase/migrations produce today, and must say what the schema says.
import { existsSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseTypesPath, generateDatabaseTypes } from './generate-database-types';

let generated: string;

beforeAll(async () => {
  generated = await generateDatabaseTypes();
});

/** The lines of one `name: {` block at the given indentation, up to its closing brace. */
function blockOf(text: string, path: string[]): string {
  let lines = text.split('\n');
  for (const [depth, name] of path.entries()) {
    const indent = '  '.repeat(depth + 1);
    const start = lines.findIndex((l) => l === `${indent}${name}: {`);
    if (start < 0) throw new Error(`no block ${path.slice(0, depth + 1).join('.')}`);
    const end = lines.findIndex((l, i) => i > start && l === `${indent}}`);
    lines = lines.slice(start, end + 1);
  }
  return lines.join('\n');
}

describe('database.types.ts', () => {
  it('is up to date with supabase/migrations', () => {
    const path = databaseTypesPath();
    const checkedIn = existsSync(path) ? readFileSync(path, 'utf8') : '';
    if (checkedIn !== generated) {
      expect.fail('libs/shared/database-types/src/database.types.ts is out of date: run npm run gen:types');
    }
  });

  it('makes not-null columns non-nullable in Row (form_fields.section_id and required)', () => {
    const row = blockOf(generated, ['public', 'Tables', 'form_fields', 'Row']);
    expect(row).toContain('      section_id: string\n');
    expect(row).toContain('      required: boolean\n');
    expect(row).toContain('      parent_field_id: string | null\n');
  });

  it('makes columns with a default, nullable ones and generated ones optional in Insert, all optional in Update', () => {
    const insert = blockOf(generated, ['public', 'Tables', 'contacts', 'Insert']);
    expect(insert).toMatch(/\n {10}id\?: string\n/);
    expect(insert).toMatch(/\n {10}phone_normalized\?: string \| null\n/);
    expect(insert).toMatch(/\n {10}full_name: string\n/);
    const update = blockOf(generated, ['public', 'Tables', 'contacts', 'Update']);
    expect(update).toMatch(/\n {10}full_name\?: string\n/);
  });

  it('lists foreign keys as Relationships, one-to-one when the columns are unique', () => {
    const fields = blockOf(generated, ['public', 'Tables', 'form_fields']);
    expect(fields).toMatch(
      /foreignKeyName: "form_fields_section_id_fkey"\n\s+columns: \["section_id"\]\n\s+isOneToOne: false\n\s+referencedRelation: "form_sections"\n\s+referencedColumns: \["id"\]\n/,
    );
    const reports = blockOf(generated, ['public', 'Tables', 'inspection_reports']);
    expect(reports).toMatch(/columns: \["booking_id"\]\n\s+isOneToOne: true/);
  });

  it('types functions by their arguments (defaults optional) and returns (returns table: rows)', () => {
    const functions = blockOf(generated, ['public', 'Functions']);
    expect(functions).toContain('is_staff: { Args: never; Returns: boolean }');
    expect(functions).toContain('p_exclude_booking_id?: string');
    expect(functions).toMatch(/get_available_slots: \{[\s\S]*?Returns: \{\n\s+is_available: boolean\n\s+slot_end: string\n\s+slot_start: string\n\s+\}\[\]/);
    expect(functions).not.toContain('set_updated_at'); // trigger functions are no API
  });
});

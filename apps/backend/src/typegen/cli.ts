// npm run gen:types: writes libs/shared/database-types/src/database.types.ts from supabase/migrations.
import { readFile, writeFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { findRepositoryRoot } from '../db/migrate';
import { databaseTypesPath, generateDatabaseTypes } from './generate-database-types';

const path = databaseTypesPath();
const text = await generateDatabaseTypes();
const before = await readFile(path, 'utf8').catch(() => '');
const where = relative(findRepositoryRoot(), path);
if (before === text) {
  console.log(`${where} is up to date`);
} else {
  await writeFile(path, text);
  console.log(`wrote ${where}`);
}

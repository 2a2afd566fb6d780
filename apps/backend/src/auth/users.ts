// auth.users access. The user object is built in SQL so timestamps render as ISO strings,
// the way GoTrue renders them, whichever database runs underneath.
import type { Queryable } from '../db/database';
import { hashPassword } from './passwords';
import { ADMIN_APP_METADATA, STAFF_APP_METADATA } from './staff-claim';

export interface AuthUser {
  id: string;
  email: string;
  [key: string]: unknown;
}

const USER_JSON = `jsonb_build_object(
  'id', u.id,
  'aud', coalesce(u.aud, 'authenticated'),
  'role', coalesce(u.role, 'authenticated'),
  'email', u.email,
  'email_confirmed_at', u.email_confirmed_at,
  'phone', '',
  'confirmed_at', u.email_confirmed_at,
  'last_sign_in_at', u.last_sign_in_at,
  'app_metadata', coalesce(u.raw_app_meta_data, '{}'::jsonb),
  'user_metadata', coalesce(u.raw_user_meta_data, '{}'::jsonb),
  'identities', '[]'::jsonb,
  'created_at', u.created_at,
  'updated_at', u.updated_at,
  'is_anonymous', false)`;

export async function findUserByEmail(db: Queryable, email: string) {
  const { rows } = await db.query<{ user: AuthUser; encrypted_password: string | null }>(
    `select ${USER_JSON} as "user", u.encrypted_password from auth.users u where lower(u.email) = lower($1) limit 1`,
    [email],
  );
  return rows[0] ?? null;
}

export async function findUserById(db: Queryable, id: string) {
  const { rows } = await db.query<{ user: AuthUser; encrypted_password: string | null }>(
    `select ${USER_JSON} as "user", u.encrypted_password from auth.users u where u.id = $1::uuid`,
    [id],
  );
  return rows[0] ?? null;
}

export async function markSignedIn(db: Queryable, id: string): Promise<AuthUser> {
  const { rows } = await db.query<{ user: AuthUser }>(
    `update auth.users u set last_sign_in_at = now(), updated_at = now() where u.id = $1::uuid returning ${USER_JSON} as "user"`,
    [id],
  );
  return rows[0].user;
}

export async function updateUser(
  db: Queryable,
  id: string,
  changes: { passwordHash?: string; userMetadata?: Record<string, unknown> },
): Promise<AuthUser> {
  const { rows } = await db.query<{ user: AuthUser }>(
    `update auth.users u set
       encrypted_password = coalesce($2, u.encrypted_password),
       raw_user_meta_data = coalesce(u.raw_user_meta_data, '{}'::jsonb) || coalesce($3::jsonb, '{}'::jsonb),
       updated_at = now()
     where u.id = $1::uuid returning ${USER_JSON} as "user"`,
    [id, changes.passwordHash ?? null, changes.userMetadata ? JSON.stringify(changes.userMetadata) : null],
  );
  return rows[0].user;
}

/** Creates the staff user (admin too when asked), or resets the password of an existing one and makes it staff. */
export async function upsertStaffUser(
  db: Queryable,
  email: string,
  password: string,
  { admin = false }: { admin?: boolean } = {},
): Promise<{ user: AuthUser; created: boolean }> {
  const hash = await hashPassword(password);
  const claim = JSON.stringify(admin ? ADMIN_APP_METADATA : STAFF_APP_METADATA);
  const existing = await findUserByEmail(db, email);
  if (existing) {
    await db.query(`update auth.users set raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb) || $2::jsonb where id = $1::uuid`, [
      existing.user.id,
      claim,
    ]);
    return { user: await updateUser(db, existing.user.id, { passwordHash: hash }), created: false };
  }
  const { rows } = await db.query<{ user: AuthUser }>(
    `insert into auth.users as u (id, aud, role, email, encrypted_password, email_confirmed_at,
        raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
     values (gen_random_uuid(), 'authenticated', 'authenticated', lower($1), $2, now(),
        '{"provider":"email","providers":["email"]}'::jsonb || $3::jsonb, '{}'::jsonb, now(), now())
     returning ${USER_JSON} as "user"`,
    [email, hash, claim],
  );
  return { user: rows[0].user, created: true };
}

/** On a fresh database (no such user yet), creates the demo user: staff and admin. */
export async function ensureDemoUser(db: Queryable, email: string, password: string): Promise<boolean> {
  if (await findUserByEmail(db, email)) return false;
  await upsertStaffUser(db, email, password, { admin: true });
  return true;
}

/** The migration that made staff an explicit claim. */
export const STAFF_CLAIM_MIGRATION = '0021';

/**
 * On an embedded database upgraded through STAFF_CLAIM_MIGRATION: its accounts could only have been
 * made by create-user or as the demo user, all staff then; they keep that (the demo user as admin).
 */
export async function grantStaffToExistingUsers(db: Queryable, demoEmail: string): Promise<void> {
  await db.query(
    `update auth.users set raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb) || $1::jsonb
      where not coalesce(raw_app_meta_data ? 'staff', false)`,
    [JSON.stringify(STAFF_APP_METADATA)],
  );
  await db.query(`update auth.users set raw_app_meta_data = raw_app_meta_data || $2::jsonb where lower(email) = lower($1)`, [
    demoEmail,
    JSON.stringify(ADMIN_APP_METADATA),
  ]);
}

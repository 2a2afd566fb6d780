// auth.users access. The user object is built in SQL so timestamps render as ISO strings,
// the way GoTrue renders them, whichever database runs underneath.
import type { Queryable } from '../db/query-interface';
import { hashPassword } from './passwords';
import { ADMIN_APP_METADATA, appMetadataOfRole, STAFF_APP_METADATA, type Role } from './staff-claim';

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

/**
 * Creates the staff user (admin too when asked, or with a role), or resets the password of an existing one, makes it
 * staff and ends its sessions. An inspector account is linked to an inspector (a new one named after the email when none is).
 */
export async function upsertStaffUser(
  db: Queryable,
  email: string,
  password: string,
  { admin = false, role }: { admin?: boolean; role?: Role } = {},
): Promise<{ user: AuthUser; created: boolean }> {
  const result = await writeStaffUser(db, email, password, role ? appMetadataOfRole(role) : admin ? ADMIN_APP_METADATA : STAFF_APP_METADATA);
  if (role === 'inspector') {
    await db.query(
      `insert into public.inspectors (full_name, user_id)
       select $2, $1::uuid where not exists (select 1 from public.inspectors where user_id = $1::uuid)`,
      [result.user.id, email.split('@')[0]],
    );
  }
  return result;
}

async function writeStaffUser(db: Queryable, email: string, password: string, metadata: object) {
  const hash = await hashPassword(password);
  const claim = JSON.stringify(metadata);
  const existing = await findUserByEmail(db, email);
  if (existing) {
    await db.query(`update auth.users set raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb) || $2::jsonb where id = $1::uuid`, [
      existing.user.id,
      claim,
    ]);
    // A new password or role ends the sessions made with the old ones (OWASP ASVS 7.4.3): a leaked password or a
    // removed role stops working at once, not when a refresh token is next used.
    await db.query(`delete from auth.refresh_tokens where user_id = $1::uuid`, [existing.user.id]);
    await db.query(`delete from auth.sessions where user_id = $1::uuid`, [existing.user.id]);
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

/**
 * On a fresh database (no such user yet), creates the demo user: staff and admin, linked to the seed's one
 * inspector (so the demo admin's day shows the seed's bookings).
 */
export async function ensureDemoUser(db: Queryable, email: string, password: string): Promise<boolean> {
  if (await findUserByEmail(db, email)) return false;
  const { user } = await upsertStaffUser(db, email, password, { admin: true });
  // A database from before migration 0040 (the upgrade tests build one) has no inspectors yet.
  const { rows } = await db.query<{ present: boolean }>(`select to_regclass('public.inspectors') is not null as present`);
  if (rows[0].present) {
    await db.query(`update public.inspectors set user_id = $1::uuid where id = $2::uuid and user_id is null`, [user.id, SEED_INSPECTOR_ID]);
  }
  return true;
}

/**
 * The accounts a database needs once prepareDatabase has run, whoever opened it first (the server or the create-user
 * command): with the first seed, the demo admin and the inspectors asked for; on a data folder from before staff
 * became a claim, every account it holds made staff. A deleted demo account stays deleted.
 */
export async function settleAccounts(
  db: Queryable,
  prepared: { seeded: boolean; applied: string[] },
  demo: { email: string; password: string; inspectors: number },
): Promise<void> {
  if (prepared.seeded) {
    await ensureDemoUser(db, demo.email, demo.password);
    await seedInspectors(db, demo.inspectors);
  } else if (prepared.applied.some((file) => file.startsWith(`${STAFF_CLAIM_MIGRATION}_`))) {
    await grantStaffToExistingUsers(db, demo.email);
  }
}

/** The one inspector of a fresh database (migration 0040). */
export const SEED_INSPECTOR_ID = '55555555-5555-4555-8555-000000000001';

/** SEED_INSPECTORS=n: a team of n on a freshly seeded database (the seed's one plus 'Inspector 2' .. 'Inspector n'). */
export async function seedInspectors(db: Queryable, count: number): Promise<void> {
  if (!Number.isInteger(count) || count < 2) return;
  await db.query(
    `insert into public.inspectors (full_name, phone)
     select 'Inspector ' || n, '05000000' || lpad(n::text, 2, '0') from generate_series(2, $1::int) as n`,
    [count],
  );
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

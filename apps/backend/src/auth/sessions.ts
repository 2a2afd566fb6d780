// Sessions and refresh tokens as GoTrue keeps them: one auth.sessions row per sign-in, a
// chain of refresh tokens per session; each refresh revokes the token used and issues its
// child. A revoked token replayed within the reuse window gets the session's current token
// (two tabs refreshing at once); later, it is refused and the whole session is ended.
// Every request's access token is checked against its session (isActive), so a logout, a
// detected reuse or a deleted user ends the access token too, not only the refresh token. A session found is trusted
// for checkTtlMs; its end is announced to every backend on the database (NOTIFY embedded_auth_session_end, from a trigger
// in db/bootstrap.sql), which forget it at once: docs/architecture/backend-state.md#sessions.
import { randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../db/query-interface';
import { ACCESS_TOKEN_SECONDS, SESSION_CHECK_TTL_MS } from '../config';
import type { JwtCodec } from './jwt';
import { AuthHttpError } from './auth-errors';
import { findUserById, type AuthUser } from './users';

export interface SessionResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: AuthUser;
}

export type LogoutScope = 'global' | 'local' | 'others';

const LOGOUT_FILTERS: Record<LogoutScope, (userId: string, sessionId: string) => [string, string[]]> = {
  global: (userId) => ['user_id = $1::uuid', [userId]],
  local: (_userId, sessionId) => ['id = $1::uuid', [sessionId]],
  others: (userId, sessionId) => ['user_id = $1::uuid and id <> $2::uuid', [userId, sessionId]],
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const newRefreshToken = () => randomBytes(16).toString('base64url');

const ACTIVE_CACHE_LIMIT = 10_000;

export function createSessionService(db: Database, jwt: JwtCodec, reuseSeconds: number, checkTtlMs = SESSION_CHECK_TTL_MS) {
  // Sessions recently found, with the time until which they are trusted without a query.
  const active = new Map<string, number>();
  const pending = new Map<string, Promise<boolean>>();
  // Bumped by every ended session: a lookup that began before an end was announced is not kept (it may have read the
  // session just before it was deleted).
  let ends = 0;
  const forget = (sessionIds: string[]) => {
    ends++;
    sessionIds.forEach((id) => {
      active.delete(id);
      pending.delete(id);
    });
  };

  async function exists(sessionId: string): Promise<boolean> {
    if (!UUID.test(sessionId)) return false;
    const { rows } = await db.query(`select 1 from auth.sessions where id = $1::uuid`, [sessionId]);
    return rows.length > 0;
  }

  async function issue(user: AuthUser, sessionId: string, refreshToken: string): Promise<SessionResponse> {
    const iat = Math.floor(Date.now() / 1000);
    const exp = iat + ACCESS_TOKEN_SECONDS;
    const access_token = await jwt.sign({
      aud: 'authenticated',
      exp,
      iat,
      iss: 'supabase-demo',
      sub: user.id,
      email: user.email,
      phone: '',
      app_metadata: user.app_metadata ?? { provider: 'email', providers: ['email'] },
      user_metadata: user.user_metadata ?? {},
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: iat }],
      session_id: sessionId,
      is_anonymous: false,
    });
    return { access_token, token_type: 'bearer', expires_in: ACCESS_TOKEN_SECONDS, expires_at: exp, refresh_token: refreshToken, user };
  }

  async function insertToken(tx: Queryable, userId: string, sessionId: string, parent: string | null) {
    const token = newRefreshToken();
    await tx.query(
      `insert into auth.refresh_tokens (token, user_id, session_id, parent, revoked, created_at, updated_at)
       values ($1, $2, $3::uuid, $4, false, now(), now())`,
      [token, userId, sessionId, parent],
    );
    return token;
  }

  return {
    /** A new session for a user who just proved who they are. */
    start(user: AuthUser): Promise<SessionResponse> {
      return db
        .transaction(async (tx) => {
          const { rows } = await tx.query<{ id: string }>(
            `insert into auth.sessions (id, user_id, created_at, updated_at) values (gen_random_uuid(), $1::uuid, now(), now()) returning id::text`,
            [user.id],
          );
          const token = await insertToken(tx, user.id, rows[0].id, null);
          return { sessionId: rows[0].id, token };
        })
        .then(({ sessionId, token }) => issue(user, sessionId, token));
    },

    async refresh(refreshToken: string): Promise<SessionResponse> {
      const outcome = await db.transaction(async (tx) => {
        const { rows } = await tx.query<{
          revoked: boolean;
          session_id: string | null;
          user_id: string;
          seconds_since_revoked: number;
          session_exists: boolean;
        }>(
          `select rt.revoked, rt.session_id::text as session_id, rt.user_id::text as user_id,
                  extract(epoch from (now() - rt.updated_at))::float8 as seconds_since_revoked,
                  exists (select 1 from auth.sessions s where s.id = rt.session_id) as session_exists
             from auth.refresh_tokens rt where rt.token = $1 for update of rt`,
          [refreshToken],
        );
        const row = rows[0];
        if (!row || !row.session_id || !row.session_exists) {
          throw new AuthHttpError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
        }
        if (row.revoked) {
          if (row.seconds_since_revoked <= reuseSeconds) {
            const current = await tx.query<{ token: string }>(
              `select token from auth.refresh_tokens where session_id = $1::uuid and not revoked order by id desc limit 1`,
              [row.session_id],
            );
            if (current.rows[0]) return { kind: 'ok' as const, userId: row.user_id, sessionId: row.session_id, token: current.rows[0].token };
          }
          // A stolen token was replayed: the whole session ends (its refresh tokens go with it).
          await tx.query(`delete from auth.sessions where id = $1::uuid`, [row.session_id]);
          return { kind: 'reused' as const, sessionId: row.session_id };
        }
        await tx.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1`, [refreshToken]);
        await tx.query(`update auth.sessions set updated_at = now() where id = $1::uuid`, [row.session_id]);
        const token = await insertToken(tx, row.user_id, row.session_id, refreshToken);
        return { kind: 'ok' as const, userId: row.user_id, sessionId: row.session_id, token };
      });
      // Thrown outside the transaction so the revocation above is committed.
      if (outcome.kind === 'reused') {
        forget([outcome.sessionId]);
        throw new AuthHttpError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
      }
      const found = await findUserById(db, outcome.userId);
      if (!found) throw new AuthHttpError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
      return issue(found.user, outcome.sessionId, outcome.token);
    },

    exists,

    /** Forgets sessions another backend (or this one) ended: their next request looks them up again. */
    forget,

    /** Forgets every session found (announcements of ends may have been missed). */
    forgetAll: () => forget([...active.keys(), ...pending.keys()]),

    /** Whether an access token's session still exists; trusted for checkTtlMs after a hit (logout evicts at once). */
    async isActive(sessionId: unknown): Promise<boolean> {
      if (typeof sessionId !== 'string') return false;
      const until = active.get(sessionId);
      if (until !== undefined && until > Date.now()) return true;
      // Concurrent requests of one session share one lookup (50 tabs or clients at once cost one query).
      let lookup = pending.get(sessionId);
      if (!lookup) {
        const started = lookup = exists(sessionId).finally(() => {
          if (pending.get(sessionId) === started) pending.delete(sessionId);
        });
        pending.set(sessionId, lookup);
      }
      const endsBefore = ends;
      const found = await lookup;
      if (!found) {
        active.delete(sessionId);
        return false;
      }
      if (ends !== endsBefore) return true;
      if (active.size >= ACTIVE_CACHE_LIMIT) active.delete(active.keys().next().value as string);
      active.set(sessionId, Date.now() + checkTtlMs);
      return true;
    },

    /** Ends sessions and their refresh tokens: this one, all of the user's, or all but this one. */
    async logout(userId: string, sessionId: string, scope: LogoutScope): Promise<void> {
      const [where, params] = LOGOUT_FILTERS[scope](userId, sessionId);
      const ended = await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: string }>(`select id::text as id from auth.sessions where ${where}`, params);
        const sessionIds = rows.map((r) => r.id);
        if (sessionIds.length === 0) return [];
        await tx.query(`delete from auth.refresh_tokens where session_id = any($1::uuid[])`, [sessionIds]);
        await tx.query(`delete from auth.sessions where id = any($1::uuid[])`, [sessionIds]);
        return sessionIds;
      });
      // After the commit, so no request in between can put them back into the cache.
      forget(ended);
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;

/** The channel db/bootstrap.sql's trigger announces an ended session's id on. */
export const SESSION_END_CHANNEL = 'embedded_auth_session_end';

/** Forgets every session whose end any backend announces; resolves to the UNLISTEN. */
export function listenForSessionEnds(db: Database, sessions: SessionService): Promise<() => Promise<void>> {
  // Ends announced while the listening connection was down are lost: every session is looked up again on resuming.
  return db.listen(SESSION_END_CHANNEL, (sessionId) => sessions.forget([sessionId]), () => sessions.forgetAll());
}

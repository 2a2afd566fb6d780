import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { CONSOLE_ROUTES } from '@inspection/platform-manifest';
import type { Session } from '@supabase/supabase-js';
import { AUTH_STORAGE_KEY, getSupabase } from './platform';
import { getQueryClient } from './query-client';
import { AuthContext, staffRoleOf, type AuthContextValue, type AuthUser, type LoginResult } from './auth-context';
import { INVALID_CREDENTIALS, UNEXPECTED_ERROR } from './auth-messages';

// supabase-js turns a response without a message into its JSON text ('{}'); that is no server message.
function serverMessage(error: { message?: string } | null): string | null {
  const message = error?.message?.trim();
  return message && !message.startsWith('{') ? message : null;
}

// The role is app_metadata.role, which only the backend sets (never the user); staff without one are office staff.
function toAuthUser(session: Session | null): AuthUser | null {
  if (!session?.user) return null;
  const role = staffRoleOf(session.user.app_metadata);
  return { ...session.user, isAdmin: role === 'admin', role };
}

/**
 * The session supabase-js keeps in storage. When the access token has expired and the refresh cannot reach the
 * server, supabase-js answers "no session" (after retrying for up to 30 s) but keeps the session stored: it removes
 * it only when the server refuses the refresh token, and on sign-out. An inspector reopening the console offline
 * must stay signed in, at once: the stored session counts until supabase-js refreshes it (TOKEN_REFRESHED) or
 * drops it (SIGNED_OUT).
 */
function storedSession(): Session | null {
  try {
    const stored = JSON.parse(globalThis.localStorage?.getItem(AUTH_STORAGE_KEY) ?? 'null') as Session | null;
    return stored?.user && stored.refresh_token ? stored : null;
  } catch {
    return null;
  }
}

const orStoredSession = (session: Session | null) => session ?? storedSession();

/**
 * Holds the auth state of the one Supabase client. Must sit inside a Router (logout navigates).
 * Signed in at once on a stored session, else loading until supabase-js has looked; then follows every auth change event.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [session, setSession] = useState<Session | null>(storedSession);
  const [isLoading, setIsLoading] = useState(() => session === null);

  useEffect(() => {
    const supabase = getSupabase();
    let active = true;
    supabase.auth
      .getSession()
      .then(({ data }) => {
        if (active) setSession(orStoredSession(data.session));
      })
      .catch(() => {
        if (active) setSession(null);
      })
      .finally(() => {
        if (active) setIsLoading(false);
      });
    // SIGNED_IN, SIGNED_OUT, TOKEN_REFRESHED, USER_UPDATED, PASSWORD_RECOVERY (and INITIAL_SESSION).
    const { data } = supabase.auth.onAuthStateChange((event, next) => {
      if (!active) return;
      // The page's one query cache holds what this user could read: the next one to sign in on the device must not see it.
      if (event === 'SIGNED_OUT') getQueryClient().clear();
      setSession(event === 'SIGNED_OUT' ? null : orStoredSession(next));
      setIsLoading(false);
    });
    return () => {
      active = false;
      data.subscription.unsubscribe();
    };
  }, []);

  const login = useCallback(async (email: string, password: string): Promise<LoginResult> => {
    try {
      const { data, error } = await getSupabase().auth.signInWithPassword({ email, password });
      if (error || !data.session) return { success: false, error: serverMessage(error) ?? INVALID_CREDENTIALS };
      setSession(data.session);
      return { success: true };
    } catch {
      return { success: false, error: UNEXPECTED_ERROR };
    }
  }, []);

  const logout = useCallback(async () => {
    const auth = getSupabase().auth;
    try {
      const { error } = await auth.signOut();
      // The backend refused (other than 401/403/404, which supabase-js ignores): still end it here.
      if (error) await auth.signOut({ scope: 'local' });
    } catch {
      await auth.signOut({ scope: 'local' }).catch(() => undefined);
    }
    setSession(null);
    navigate(CONSOLE_ROUTES.login, { replace: true });
  }, [navigate]);

  const value = useMemo<AuthContextValue>(
    () => ({
      isLoading,
      isAuthenticated: !!session?.user,
      user: toAuthUser(session),
      session,
      login,
      logout,
    }),
    [isLoading, session, login, logout],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

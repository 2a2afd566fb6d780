import { createContext } from 'react';
import type { Session, User } from '@supabase/supabase-js';

/** The backend's user; every signed-in user is an administrator. */
export type AuthUser = User & { isAdmin: boolean };

export type LoginResult = { success: true } | { success: false; error: string };

export interface AuthContextValue {
  isLoading: boolean;
  isAuthenticated: boolean;
  user: AuthUser | null;
  session: Session | null;
  login(email: string, password: string): Promise<LoginResult>;
  logout(): Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

import { createContext } from 'react';
import type { Session, User } from '@supabase/supabase-js';
import type { StaffRole } from '@inspection/platform-manifest';

/** The backend's user with their role (app_metadata.role: admin, staff or inspector). */
export type AuthUser = User & { isAdmin: boolean; role: StaffRole };

/** app_metadata.role as a staff role; staff without one (app_metadata.staff only) are office staff. */
export function staffRoleOf(appMetadata: Record<string, unknown> | undefined): StaffRole {
  const role = appMetadata?.role;
  return role === 'admin' || role === 'inspector' ? role : 'staff';
}

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

// What a remote offers the console, written once by the team that owns it (apps/<remote>/src/manifest.ts): its
// screens, the paths they answer, who may open them, where they sit and the sidebar entry that leads to them.
// The shell's routes and sidebar, the federation exposes and the remote's own standalone router are all derived
// from it. A manifest is plain data (`{...} as const satisfies RemoteManifest`, no runtime import): the shell compiles
// it in without pulling any of the remote's code.
import type { ScreenQuery } from './screen-query';

/** open: anyone with the link (buyers, customers); staff: a signed-in member of staff. */
export type ScreenAccess = 'open' | 'staff';

/** A member of staff's role (app_metadata.role): admin, office staff, or an inspector kept to their own work. */
export type StaffRole = 'admin' | 'staff' | 'inspector';

/** The office: admins and staff (every screen but an inspector's own). */
export const OFFICE_ROLES = ['admin', 'staff'] as const satisfies readonly StaffRole[];

/** staff-shell: inside the console's frame (sidebar and top bar); outside: a page of its own. */
export type ScreenLayout = 'staff-shell' | 'outside';

/** The icons the sidebar knows (lucide-react names); the shell maps each name to its component. */
export type SidebarIconName = 'BarChart3' | 'ClipboardList' | 'CalendarCheck' | 'CalendarClock' | 'Building2' | 'PhoneCall' | 'Settings' | 'Mail' | 'Rocket';

export interface SidebarEntry {
  label: string;
  icon: SidebarIconName;
  /** Place in the sidebar, smallest first, across all remotes. */
  position: number;
}

export interface ScreenManifest {
  /**
   * Name of the exposed module ('BookingDetails' is exposed as './BookingDetails' and loaded by the shell as
   * 'bookings/BookingDetails'); its code is the default export of src/exposes/<kebab-case name>.ts.
   */
  module: string;
  /** Paths (React Router patterns) the screen answers, the first one being the one the sidebar opens. */
  routes: readonly string[];
  access: ScreenAccess;
  /** Staff screens only: the roles that may open it (every staff role when left out). */
  roles?: readonly StaffRole[];
  layout: ScreenLayout;
  sidebar?: SidebarEntry;
  /** The reads the screen needs first, which the shell starts with the route, before the remote's code arrives. */
  prefetch?: readonly ScreenQuery[];
}

export interface RemoteManifest {
  /** The remote's federation name, the key of its address in the runtime config. */
  remote: string;
  /** Where the remote's own standalone page sends '/' (omit when one of its screens answers '/'). */
  standaloneHome?: string;
  screens: readonly ScreenManifest[];
}

/** The module names a manifest exposes, as a type ('Dashboard' | 'ReportPage' | ...). */
export type ModuleOf<M extends RemoteManifest> = M['screens'][number]['module'];

import { BarChart3, Building2, CalendarCheck, CalendarClock, ClipboardList, Mail, PhoneCall, Rocket, Settings, type LucideIcon } from 'lucide-react';
import { sidebarLinks, type SidebarIconName, type StaffRole } from '@inspection/platform-manifest';
import { REMOTE_MANIFESTS } from '../routes/remote-manifests';

const SIDEBAR_ICONS: Record<SidebarIconName, LucideIcon> = { BarChart3, Building2, CalendarCheck, CalendarClock, ClipboardList, Mail, PhoneCall, Rocket, Settings };

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Who sees the entry (every staff role when left out). */
  roles?: readonly StaffRole[];
  /** Other paths (prefixes) that belong to this entry, so it stays highlighted on its sub-screens. */
  alsoActiveOn?: string[];
}

/** The sidebar's entries, from the remotes' manifests in the order of their positions. */
export const NAV_ITEMS: NavItem[] = sidebarLinks(REMOTE_MANIFESTS).map(({ label, to, icon, roles, alsoActiveOn }) => ({
  label,
  to,
  icon: SIDEBAR_ICONS[icon],
  roles,
  alsoActiveOn,
}));

/** The entries a role sees: an inspector sees no office screen. */
export function navItemsFor(role: StaffRole): NavItem[] {
  return NAV_ITEMS.filter((item) => !item.roles || item.roles.includes(role));
}

export function isAlsoActive(item: NavItem, pathname: string): boolean {
  return (item.alsoActiveOn ?? []).some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

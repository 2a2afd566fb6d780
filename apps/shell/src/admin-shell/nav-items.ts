import { BarChart3, Building2, CalendarCheck, ClipboardList, PhoneCall, Settings, type LucideIcon } from 'lucide-react';
import { sidebarLinks, type SidebarIconName } from '@inspection/platform-manifest';
import { REMOTE_MANIFESTS } from '../routes/remote-manifests';

const SIDEBAR_ICONS: Record<SidebarIconName, LucideIcon> = { BarChart3, Building2, CalendarCheck, ClipboardList, PhoneCall, Settings };

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Other paths (prefixes) that belong to this entry, so it stays highlighted on its sub-screens. */
  alsoActiveOn?: string[];
}

/** The sidebar's entries, from the remotes' manifests in the order of their positions. */
export const NAV_ITEMS: NavItem[] = sidebarLinks(REMOTE_MANIFESTS).map(({ label, to, icon, alsoActiveOn }) => ({
  label,
  to,
  icon: SIDEBAR_ICONS[icon],
  alsoActiveOn,
}));

export function isAlsoActive(item: NavItem, pathname: string): boolean {
  return (item.alsoActiveOn ?? []).some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

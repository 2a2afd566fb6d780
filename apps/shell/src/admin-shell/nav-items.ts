import { BarChart3, Building2, CalendarCheck, ClipboardList, PhoneCall, Settings, type LucideIcon } from 'lucide-react';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Other paths (prefixes) that belong to this entry, so it stays highlighted on its sub-screens. */
  alsoActiveOn?: string[];
}

/** The sidebar's entries, in the spec's order (part 1 §2, Admin shell). */
export const NAV_ITEMS: NavItem[] = [
  { label: 'Reports', to: '/', icon: BarChart3, alsoActiveOn: ['/admin', '/webhook'] },
  { label: 'Inspection Records', to: '/inspections', icon: ClipboardList },
  { label: 'Booking', to: '/booking', icon: CalendarCheck },
  { label: 'CRM - Vehicle Inspection', to: '/crm', icon: Building2, alsoActiveOn: ['/contacts'] },
  { label: 'Call Logs', to: '/call-logs', icon: PhoneCall },
  { label: 'Settings', to: '/settings', icon: Settings, alsoActiveOn: ['/formbuilder'] },
];

export function isAlsoActive(item: NavItem, pathname: string): boolean {
  return (item.alsoActiveOn ?? []).some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

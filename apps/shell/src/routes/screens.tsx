// Each route screen of the console, and the remote that owns it. Only the shell's own screens (sign-in, layout,
// change password) are part of the shell bundle; everything else is loaded from its remote at run time.
import { preloadRemoteScreen } from '../remotes/load-remote-screen';
import { RemoteScreen } from '../remotes/remote-screen';

interface ScreenOfRemote {
  (): React.JSX.Element;
  /** Starts downloading the screen ahead of its first render. */
  preload(): void;
}

function remoteScreen(remote: string, module: string): ScreenOfRemote {
  const Screen = () => <RemoteScreen remote={remote} module={module} />;
  Screen.displayName = `${remote}/${module}`;
  return Object.assign(Screen, { preload: () => preloadRemoteScreen(remote, module) });
}

export const Dashboard = remoteScreen('reports', 'Dashboard');
export const ReportPage = remoteScreen('reports', 'ReportPage');
export const WebhookPage = remoteScreen('reports', 'WebhookPage');

export const FormList = remoteScreen('forms', 'FormList');
export const FormEditor = remoteScreen('forms', 'FormEditor');
export const Settings = remoteScreen('forms', 'Settings');

export const BookingsDashboard = remoteScreen('bookings', 'BookingsDashboard');
export const BookingDetails = remoteScreen('bookings', 'BookingDetails');
export const BookingEdit = remoteScreen('bookings', 'BookingEdit');
export const PublicBooking = remoteScreen('bookings', 'PublicBooking');

export const PerformInspection = remoteScreen('inspection', 'PerformInspection');
export const InspectionRecords = remoteScreen('inspection', 'InspectionRecords');

export const Crm = remoteScreen('crm', 'Crm');
export const ContactDetail = remoteScreen('crm', 'ContactDetail');

export const CallLogs = remoteScreen('calllogs', 'CallLogs');

export const SvgJsonBuilder = remoteScreen('tooling', 'SvgJsonBuilder');
export const PartsPreview = remoteScreen('tooling', 'PartsPreview');
export const MarkedPartsOverlay = remoteScreen('tooling', 'MarkedPartsOverlay');

/** The screens the sidebar's entries open (admin-shell/nav-items.ts), to preload on hover or focus. */
const SIDEBAR_SCREENS: Record<string, ScreenOfRemote> = {
  '/': Dashboard,
  '/inspections': InspectionRecords,
  '/booking': BookingsDashboard,
  '/crm': Crm,
  '/call-logs': CallLogs,
  '/settings': Settings,
};

export function preloadSidebarScreen(path: string): void {
  SIDEBAR_SCREENS[path]?.preload();
}

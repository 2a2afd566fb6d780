// The eight web apps of the console: their ports (fixed in the team contract) and what each remote exposes.
export type WebAppName = 'shell' | 'reports' | 'forms' | 'bookings' | 'inspection' | 'crm' | 'calllogs' | 'tooling';
export type RemoteName = Exclude<WebAppName, 'shell'>;

export const APP_PORTS: Record<WebAppName, number> = {
  shell: 4200,
  reports: 4201,
  forms: 4202,
  bookings: 4203,
  inspection: 4204,
  crm: 4205,
  calllogs: 4206,
  tooling: 4207,
};

export const WEB_APPS = Object.keys(APP_PORTS) as WebAppName[];
export const REMOTES = WEB_APPS.filter((name): name is RemoteName => name !== 'shell');

export const REMOTE_EXPOSES: Record<RemoteName, Record<string, string>> = {
  reports: {
    './Dashboard': './src/exposes/dashboard.ts',
    './ReportPage': './src/exposes/report-page.ts',
    './WebhookPage': './src/exposes/webhook-page.ts',
  },
  forms: {
    './FormList': './src/exposes/form-list.ts',
    './FormEditor': './src/exposes/form-editor.ts',
    './Settings': './src/exposes/settings.ts',
  },
  bookings: {
    './BookingsDashboard': './src/exposes/bookings-dashboard.ts',
    './BookingDetails': './src/exposes/booking-details.ts',
    './BookingEdit': './src/exposes/booking-edit.ts',
    './PublicBooking': './src/exposes/public-booking.ts',
  },
  inspection: {
    './PerformInspection': './src/exposes/perform-inspection.ts',
    './InspectionRecords': './src/exposes/inspection-records.ts',
  },
  crm: {
    './Crm': './src/exposes/crm.ts',
    './ContactDetail': './src/exposes/contact-detail.ts',
  },
  calllogs: {
    './CallLogs': './src/exposes/call-logs.ts',
  },
  tooling: {
    './SvgJsonBuilder': './src/exposes/svg-json-builder.ts',
    './PartsPreview': './src/exposes/parts-preview.ts',
    './MarkedPartsOverlay': './src/exposes/marked-parts-overlay.ts',
  },
};

export const BACKEND_PORT = 54321;

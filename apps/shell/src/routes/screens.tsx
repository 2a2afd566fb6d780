// Each route screen of the console, and the remote that owns it. Only the shell's own screens (sign-in, layout,
// change password) are part of the shell bundle; everything else is loaded from its remote at run time.
import { RemoteScreen } from '../remotes/remote-screen';

export const Dashboard = () => <RemoteScreen remote="reports" module="Dashboard" />;
export const ReportPage = () => <RemoteScreen remote="reports" module="ReportPage" />;
export const WebhookPage = () => <RemoteScreen remote="reports" module="WebhookPage" />;

export const FormList = () => <RemoteScreen remote="forms" module="FormList" />;
export const FormEditor = () => <RemoteScreen remote="forms" module="FormEditor" />;
export const Settings = () => <RemoteScreen remote="forms" module="Settings" />;

export const BookingsDashboard = () => <RemoteScreen remote="bookings" module="BookingsDashboard" />;
export const BookingDetails = () => <RemoteScreen remote="bookings" module="BookingDetails" />;
export const BookingEdit = () => <RemoteScreen remote="bookings" module="BookingEdit" />;

export const PerformInspection = () => <RemoteScreen remote="inspection" module="PerformInspection" />;
export const InspectionRecords = () => <RemoteScreen remote="inspection" module="InspectionRecords" />;

export const Crm = () => <RemoteScreen remote="crm" module="Crm" />;
export const ContactDetail = () => <RemoteScreen remote="crm" module="ContactDetail" />;

export const CallLogs = () => <RemoteScreen remote="calllogs" module="CallLogs" />;

export const SvgJsonBuilder = () => <RemoteScreen remote="tooling" module="SvgJsonBuilder" />;
export const PartsPreview = () => <RemoteScreen remote="tooling" module="PartsPreview" />;
export const MarkedPartsOverlay = () => <RemoteScreen remote="tooling" module="MarkedPartsOverlay" />;

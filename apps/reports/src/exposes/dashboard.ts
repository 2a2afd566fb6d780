// Exposed to the shell as 'reports/Dashboard'.
export { default } from '../dashboard/dashboard-page';

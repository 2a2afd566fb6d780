// Exposed to the shell as 'reports/ReportPage'.
export { default } from '../report/report-page';

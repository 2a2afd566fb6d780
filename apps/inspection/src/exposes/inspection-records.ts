// Exposed to the shell as 'inspection/InspectionRecords'.
export { default } from '../inspection-records/inspection-records-page';

// Exposed to the shell as 'inspection/PerformInspection'.
export { default } from '../perform-inspection/perform-inspection-page';

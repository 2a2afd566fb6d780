// Exposed to the shell as 'inspection/MyDay'.
export { default } from '../my-day/my-day-page';

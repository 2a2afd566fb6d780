// Public API of the bookings slice's team screen: Settings (the forms remote) shows it as the tab 'Inspectors'.
export { InspectorsTab } from './inspectors-tab';

// Exposed to the shell as 'forms/Settings'.
export { default } from '../settings/settings-page';

// Exposed to the shell as 'crm/Crm'.
export { default } from '../crm/crm-page';

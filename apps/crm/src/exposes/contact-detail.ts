// Exposed to the shell as 'crm/ContactDetail'.
export { default } from '../contact-detail/contact-detail-page';

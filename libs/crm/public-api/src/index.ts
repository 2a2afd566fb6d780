// Public API of the crm slice: what other areas may use. Add a name here only when another area needs it.
// Call logs name the caller when the number belongs to a contact.
export type { Contact } from '@inspection/crm-domain';
export { useContacts } from '@inspection/crm-data-access';

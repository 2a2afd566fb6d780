// Public API of @inspection/crm-data-access.
export * from './contacts/create-contact';
export * from './contacts/crm-query-keys';
export * from './contacts/find-contact-by-phone';
export * from './contacts/get-contact';
export * from './contacts/get-contact-activity';
export * from './contacts/get-contact-bookings';
export * from './contacts/get-contacts';
export * from './contacts/update-contact';
export * from './leads/add-lead-with-contact';
export * from './leads/add-lead';
export * from './leads/get-contact-leads';
export * from './leads/get-leads';
export * from './leads/update-lead';

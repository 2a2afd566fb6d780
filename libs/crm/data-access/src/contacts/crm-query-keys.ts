// Query keys of the CRM: a contact or lead write invalidates everything under 'crm'.
export const crmKeys = {
  all: ['crm'] as const,
  contacts: () => [...crmKeys.all, 'contacts'] as const,
  contact: (id: string) => [...crmKeys.all, 'contact', id] as const,
  contactByPhone: (normalisedPhone: string) => [...crmKeys.all, 'contact-by-phone', normalisedPhone] as const,
  leads: () => [...crmKeys.all, 'leads'] as const,
  contactLeads: (contactId: string) => [...crmKeys.all, 'contact-leads', contactId] as const,
  contactBookings: (contactId: string) => [...crmKeys.all, 'contact-bookings', contactId] as const,
};

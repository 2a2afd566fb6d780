// The CRM remote's paths, owned by its team. Its manifest routes them to screens; any remote links to them.
import { route } from '../route';

export const crmPaths = {
  /** Takes `?addContact=<phone>&name=<name>` to open 'Add contact' prefilled. */
  contacts: route('/crm'),
  contactDetail: route('/contacts/:id'),
} as const;

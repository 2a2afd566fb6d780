// A number in the call logs links to its CRM contact, or offers 'Add to CRM' prefilled with it.
import { Link } from 'react-router-dom';
import { crmPaths } from '@inspection/platform-manifest';
import { Phone, UserPlus, UserRound } from 'lucide-react';
import { type Contact } from '@inspection/crm-public-api';
import { formatPhone, telHref } from '@inspection/shared-domain';
import { buttonVariants } from '@inspection/ui';

export function PhoneNumberLink({ phone, contact }: { phone: string; contact: Contact | undefined }) {
  if (!contact) return <span className="font-medium text-slate-900">{formatPhone(phone)}</span>;
  return (
    <Link to={crmPaths.contactDetail.to({ id: contact.id })} className="inline-flex min-h-11 items-center font-medium text-blue-700 hover:underline lg:min-h-6" title={`Open ${contact.full_name}`}>
      {formatPhone(phone)}
    </Link>
  );
}

export function AddToCrmLink({ phone, name }: { phone: string; name: string }) {
  const query = new URLSearchParams({ addContact: formatPhone(phone), ...(name ? { name } : {}) });
  return (
    <Link to={crmPaths.contacts.to(query)} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
      <UserPlus aria-hidden="true" />
      Add to CRM
    </Link>
  );
}

export function CallBackLink({ phone }: { phone: string }) {
  return (
    <a href={telHref(phone)} className={buttonVariants({ variant: 'outline', size: 'sm' })} aria-label={`Call ${formatPhone(phone)}`}>
      <Phone aria-hidden="true" />
      Call
    </a>
  );
}

export function OpenContactLink({ contact }: { contact: Contact }) {
  return (
    <Link to={crmPaths.contactDetail.to({ id: contact.id })} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
      <UserRound aria-hidden="true" />
      Open {contact.full_name}
    </Link>
  );
}

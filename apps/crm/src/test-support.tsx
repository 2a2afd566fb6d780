// Test helpers for the CRM screens: the contacts and leads tables on the shared typed fake backend of
// @inspection/platform/testing (the real platform; fetch answered per test), and a QueryClient + router + toaster.
import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { installFakeBackend, jsonResponse, restRows, rpcRoute, tableRoute, type FakeRoute } from '@inspection/platform/testing';
import { normalizePhone, type AuditEntry } from '@inspection/shared-domain';
import { type Contact, type Lead } from '@inspection/crm-domain';
import { Toaster } from '@inspection/ui';

export const contact = (id: string, full_name: string, phone_number: string, created_at = '2026-11-01T08:00:00Z'): Contact => ({
  id,
  full_name,
  phone_number,
  email: null,
  created_at,
});

export function lead(id: string, contact_id: string, created_at: string, extra: Partial<Lead> = {}): Lead {
  return {
    id, contact_id, created_at, vehicle_make: 'Toyota', vehicle_model: 'Camry', vehicle_year: 2019, registration_number: null,
    location: null, requested_inspection_date: null, lead_source: 'website', status: 'new_lead', notes: null, follow_up_date: null,
    ...extra,
  };
}

export interface FakeDb {
  contacts: Contact[];
  /** The audit trail get_row_activity answers (none when left out). */
  activity?: AuditEntry[];
  leads: Lead[];
  /** What contact_bookings answers (none when left out). */
  bookings?: unknown[];
  /** Requests that write, as [method and path, body]. */
  writes: Array<[string, unknown]>;
  /** Make a table's reads, or a write, fail with this status and body. */
  fail?: { match: (method: string, path: string) => boolean; status: number; body: unknown };
}

type Body = Record<string, never>;

/** The CRM's tables on the shared typed fake: lists, eq filters, single/maybeSingle, inserts and updates. */
function crmRoutes(db: FakeDb): FakeRoute[] {
  const eq = (url: URL, name: string) => url.searchParams.get(name)?.replace(/^eq\./, '');
  const newest = <T extends { created_at: string }>(rows: T[]) => [...rows].sort((a, b) => b.created_at.localeCompare(a.created_at));
  const recordAndFail: FakeRoute = ({ method, path, body }) => {
    if (db.fail?.match(method, path)) return jsonResponse(db.fail.status, db.fail.body);
    if (method !== 'GET') db.writes.push([`${method} ${path}`, body]);
    return undefined;
  };
  const contacts = tableRoute('contacts', ({ method, url, body }) => {
    const fields = body as Body;
    if (method === 'POST') {
      const created = { ...contact(`c-${db.contacts.length + 1}`, fields.full_name, fields.phone_number, new Date().toISOString()), email: fields.email };
      db.contacts.push(created);
      return [created];
    }
    if (method === 'PATCH') return [Object.assign(db.contacts.find((c) => c.id === eq(url, 'id'))!, fields)];
    let rows = newest(db.contacts);
    if (eq(url, 'id')) rows = rows.filter((c) => c.id === eq(url, 'id'));
    if (eq(url, 'phone_normalized')) rows = rows.filter((c) => normalizePhone(c.phone_number) === eq(url, 'phone_normalized'));
    return rows;
  });
  const leads: FakeRoute = (request) => {
    const { method, url, body, path } = request;
    if (path !== 'leads') return undefined;
    const fields = body as Body;
    if (method === 'POST') {
      const created = lead(`l-${db.leads.length + 1}`, fields.contact_id, new Date().toISOString(), fields);
      db.leads.push(created);
      return restRows(request, [created]);
    }
    if (method === 'PATCH') return restRows(request, [Object.assign(db.leads.find((l) => l.id === eq(url, 'id'))!, fields)]);
    let rows = newest(db.leads);
    if (eq(url, 'contact_id')) rows = rows.filter((l) => l.contact_id === eq(url, 'contact_id'));
    const withContact = url.searchParams.get('select')?.includes('contacts(');
    return restRows(request, withContact ? rows.map((l) => ({ ...l, contacts: db.contacts.find((c) => c.id === l.contact_id) ?? null })) : rows);
  };
  const addLeadWithContact = rpcRoute('add_lead_with_contact', (args) => {
    const { p_contact: person, p_lead: fields } = args as { p_contact: Body; p_lead: Body };
    const key = normalizePhone(person.phone_number);
    let owner = db.contacts.find((c) => normalizePhone(c.phone_number) === key);
    if (!owner) {
      owner = contact(`c-${db.contacts.length + 1}`, person.full_name, person.phone_number, new Date().toISOString());
      db.contacts.push(owner);
    }
    const created = lead(`l-${db.leads.length + 1}`, owner.id, new Date().toISOString(), fields);
    db.leads.push(created);
    return created;
  });
  const activity = rpcRoute('get_row_activity', () => db.activity ?? []);
  const bookings = rpcRoute('contact_bookings', () => db.bookings ?? []);
  const auth: FakeRoute = ({ url }) => (url.pathname.startsWith('/auth/v1/') ? jsonResponse(200, {}) : undefined);
  return [recordAndFail, contacts, leads, addLeadWithContact, activity, bookings, auth];
}

/** A fresh platform whose backend holds `db`'s contacts and leads. */
export function installCrmBackend(db: FakeDb) {
  return installFakeBackend(...crmRoutes(db));
}

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

export function renderScreen(ui: ReactElement, { path = '/', route = '/' }: { path?: string; route?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <Toaster />
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={ui} />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

// Test helpers for the CRM screens: the real platform (supabase-js client, runtime config) whose network
// answers come from an in-memory PostgREST stand-in per test, and a QueryClient + router + toaster.
import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { initPlatform, resetPlatformForTesting, type RuntimeConfig } from '@inspection/auth';
import { type Contact, type Lead } from '@inspection/crm-domain';
import { normalizePhone } from '@inspection/shared-domain';
import { Toaster } from '@inspection/ui';

const config: RuntimeConfig = {
  backendUrl: 'http://backend.test',
  anonKey: 'anon-key',
  remotes: {},
  sheets: { baseUrl: 'http://backend.test/sheets', reportsSpreadsheetId: 'r', reportsRange: 'A2:Z', callLogsSpreadsheetId: 'c', callLogsSheet: 'Call logs' },
  webhookUrl: 'http://backend.test/functions/v1/sheets-webhook',
};

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
  leads: Lead[];
  /** Requests that write, as [method and path, body]. */
  writes: Array<[string, unknown]>;
  /** Make a table's reads, or a write, fail with this status and body. */
  fail?: { match: (method: string, path: string) => boolean; status: number; body: unknown };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A tiny PostgREST: lists, eq filters, single/maybeSingle, inserts, updates and the add_lead_with_contact RPC. */
export function installFakeBackend(db: FakeDb) {
  resetPlatformForTesting();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
      const method = init?.method ?? 'GET';
      const path = url.pathname.replace('/rest/v1/', '');
      if (db.fail?.match(method, path)) return json(db.fail.status, db.fail.body);
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      const object = new Headers(init?.headers).get('accept')?.includes('vnd.pgrst.object');
      const answer = (rows: unknown[]) => (object ? (rows.length === 1 ? json(200, rows[0]) : json(406, { code: 'PGRST116', message: 'no rows' })) : json(200, rows));
      const eq = (name: string) => url.searchParams.get(name)?.replace(/^eq\./, '');

      if (method !== 'GET') db.writes.push([`${method} ${path}`, body]);
      if (path === 'contacts' && method === 'GET') {
        let rows = [...db.contacts].sort((a, b) => b.created_at.localeCompare(a.created_at));
        if (eq('id')) rows = rows.filter((c) => c.id === eq('id'));
        if (eq('phone_normalized')) rows = rows.filter((c) => normalizePhone(c.phone_number) === eq('phone_normalized'));
        return answer(rows);
      }
      if (path === 'contacts' && method === 'POST') {
        const created = { ...contact(`c-${db.contacts.length + 1}`, body.full_name, body.phone_number, new Date().toISOString()), email: body.email };
        db.contacts.push(created);
        return answer([created]);
      }
      if (path === 'contacts' && method === 'PATCH') {
        const target = db.contacts.find((c) => c.id === eq('id'))!;
        Object.assign(target, body);
        return answer([target]);
      }
      if (path === 'leads' && method === 'GET') {
        let rows = [...db.leads].sort((a, b) => b.created_at.localeCompare(a.created_at));
        if (eq('contact_id')) rows = rows.filter((l) => l.contact_id === eq('contact_id'));
        const withContact = url.searchParams.get('select')?.includes('contacts(');
        return answer(withContact ? rows.map((l) => ({ ...l, contacts: db.contacts.find((c) => c.id === l.contact_id) ?? null })) : rows);
      }
      if (path === 'leads' && method === 'POST') {
        const created = lead(`l-${db.leads.length + 1}`, body.contact_id, new Date().toISOString(), body);
        db.leads.push(created);
        return answer([created]);
      }
      if (path === 'leads' && method === 'PATCH') {
        const target = db.leads.find((l) => l.id === eq('id'))!;
        Object.assign(target, body);
        return answer([target]);
      }
      if (path === 'rpc/add_lead_with_contact') {
        const key = normalizePhone(body.p_contact.phone_number);
        let owner = db.contacts.find((c) => normalizePhone(c.phone_number) === key);
        if (!owner) {
          owner = contact(`c-${db.contacts.length + 1}`, body.p_contact.full_name, body.p_contact.phone_number, new Date().toISOString());
          db.contacts.push(owner);
        }
        const created = lead(`l-${db.leads.length + 1}`, owner.id, new Date().toISOString(), body.p_lead);
        db.leads.push(created);
        return json(200, created);
      }
      if (url.pathname.startsWith('/auth/v1/')) return json(200, {});
      throw new Error(`Unexpected request ${method} ${url.href}`);
    }),
  );
  initPlatform(config);
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

-- Broadcast and presence between backends through PostgreSQL (docs/architecture/realtime.md#broadcast-and-presence-across-backends):
-- the backends' heartbeat rows, the tracked presences, and the messages too large for a NOTIFY payload.
create table embedded_realtime.backends (
  id uuid primary key,
  seen_at timestamptz not null default now()
);
comment on table embedded_realtime.backends is
  'One row per running embedded backend, refreshed every few seconds; a stale row (a killed backend) is deleted by another backend, with its presences.';
alter table embedded_realtime.backends enable row level security;
revoke all on table embedded_realtime.backends from public;

create table embedded_realtime.presences (
  ref text primary key,
  topic text not null,
  backend_id uuid not null references embedded_realtime.backends (id) on delete cascade,
  key text not null,
  meta jsonb not null
);
comment on table embedded_realtime.presences is
  'One row per tracked presence (a channel''s track), under its phx_ref, held by the backend whose socket tracked it; the presence state of a topic is the union of its rows.';
create index presences_topic_idx on embedded_realtime.presences (topic);
create index presences_backend_id_idx on embedded_realtime.presences (backend_id);
alter table embedded_realtime.presences enable row level security;
revoke all on table embedded_realtime.presences from public;

create table embedded_realtime.bus (
  id bigint generated always as identity primary key,
  body text not null,
  sent_at timestamptz not null default now()
);
comment on table embedded_realtime.bus is
  'Broadcast and presence messages too large for a NOTIFY payload, read by id by every backend; rows older than a minute are deleted by the backends.';
alter table embedded_realtime.bus enable row level security;
revoke all on table embedded_realtime.bus from public;

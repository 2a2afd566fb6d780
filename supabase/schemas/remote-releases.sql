-- Releases of the remotes (docs/architecture/releases.md): every build a team publishes with `npm run release` is one
-- row, immutable once written but for its status. The shell asks get_remote_releases() at start and loads each
-- remote's active release (or, for a share of sessions, its canary; when the active one fails, the previous one).
-- Admins read the rows; nobody writes them but the functions below, which keep one active and one canary per remote.
create table public.remote_releases (
  id uuid primary key default gen_random_uuid(),
  remote text not null
    constraint remote_releases_remote_valid check (remote ~ '^[a-z][a-z0-9-]{0,39}$'),
  version text not null
    constraint remote_releases_version_valid check (char_length(version) <= 100 and version ~ '^[0-9]+\.[0-9]+\.[0-9]+(-[0-9A-Za-z.-]+)?\+[0-9A-Za-z.-]+$'),
  manifest_url text not null
    constraint remote_releases_manifest_url_valid check (char_length(manifest_url) <= 2000 and manifest_url ~ '^https?://[^[:space:]"<>]+$'),
  shared jsonb not null default '{}'::jsonb
    constraint remote_releases_shared_valid check (jsonb_typeof(shared) = 'object' and octet_length(shared::text) <= 8192),
  status text not null
    constraint remote_releases_status_valid check (status in ('active', 'canary', 'retired')),
  canary_percent smallint
    constraint remote_releases_canary_percent_valid check ((status = 'canary') = (canary_percent is not null) and (canary_percent is null or canary_percent between 1 and 99)),
  note text
    constraint remote_releases_note_valid check (note is null or char_length(note) <= 500),
  published_by uuid default auth.uid(),
  published_by_name text,
  published_at timestamptz not null default now(),
  activated_at timestamptz,
  rolled_back_at timestamptz,
  constraint remote_releases_version_unique unique (remote, version)
);
comment on table public.remote_releases is
  'Each published release of a remote: its version (semver of the remote''s package + build id, unique per remote), the absolute URL of its immutable mf-manifest.json, the shared packages and versions it was built with, who published it and when, its note and status (active, canary with canary_percent of sessions, or retired; rolled_back_at when a rollback retired it). Admins read it; only publish_remote_release, promote_remote_release and rollback_remote_release write it.';

create unique index remote_releases_one_active on public.remote_releases (remote) where status = 'active';
create unique index remote_releases_one_canary on public.remote_releases (remote) where status = 'canary';
-- The last known good release of a remote: the most recently active of the retired ones not rolled back.
create index remote_releases_last_good_idx on public.remote_releases (remote, activated_at desc)
  where status = 'retired' and rolled_back_at is null;

alter table public.remote_releases enable row level security;
create policy "Admins can read releases" on public.remote_releases
  for select to authenticated using ((select public.is_staff()) and (select public.is_admin()));
revoke all on public.remote_releases from anon;
revoke insert, update, delete, truncate, references, trigger on public.remote_releases from authenticated;

-- What the shell needs to pick each remote's release, in one small answer for every remote, to anyone (the login
-- page loads remotes before anyone signs in): {"<remote>": {"active": {version, manifest_url}, "canary":
-- {version, manifest_url, percent} | null, "previous": {version, manifest_url} | null}}; remotes with no release are
-- absent, so the shell loads them from its runtime config as before.
create function public.get_remote_releases() returns jsonb
language sql
stable
security definer
set search_path = public, pg_temp
as $$
  select coalesce(jsonb_object_agg(a.remote, jsonb_build_object(
    'active', jsonb_build_object('version', a.version, 'manifest_url', a.manifest_url),
    'canary', (select jsonb_build_object('version', c.version, 'manifest_url', c.manifest_url, 'percent', c.canary_percent)
                 from remote_releases c where c.remote = a.remote and c.status = 'canary'),
    'previous', (select jsonb_build_object('version', p.version, 'manifest_url', p.manifest_url)
                   from remote_releases p
                  where p.remote = a.remote and p.status = 'retired' and p.rolled_back_at is null and p.activated_at is not null
                  order by p.activated_at desc limit 1)
  ) order by a.remote), '{}'::jsonb)
  from remote_releases a
  where a.status = 'active'
$$;
comment on function public.get_remote_releases() is
  'Every remote''s active release, its canary (with the share of sessions) and its previous (last known good: the most recently active retired release not rolled back), as one jsonb object keyed by remote; remotes with no release are absent. Anyone may call it.';
revoke execute on function public.get_remote_releases() from public;
grant execute on function public.get_remote_releases() to anon, authenticated, service_role;

-- Records a published build: without a canary share it becomes the active release (the active one and any canary are
-- retired); with one it becomes the canary beside the active release (an earlier canary is retired). A version is
-- written once: publishing it again is refused.
create function public.publish_remote_release(
  p_remote text, p_version text, p_manifest_url text, p_shared jsonb, p_note text default null, p_canary_percent integer default null
) returns jsonb
language plpgsql
volatile
security definer
set search_path = public, pg_temp
as $$
declare
  v_release remote_releases;
begin
  if not (is_staff() and is_admin()) then
    raise exception using errcode = '42501', message = 'Only an admin can publish or roll back a release', hint = 'releases_admin_only';
  end if;
  if p_canary_percent is not null and p_canary_percent not between 1 and 99 then
    raise exception using errcode = '22023', message = 'A canary share is a percentage from 1 to 99', hint = 'release_canary_percent';
  end if;
  -- One change of a remote's releases at a time: two publishes at once would otherwise both retire the same active.
  perform pg_advisory_xact_lock(hashtextextended('remote_releases ' || coalesce(p_remote, ''), 0));
  if exists (select 1 from remote_releases r where r.remote = p_remote and r.version = p_version) then
    raise exception using errcode = '23505', message = 'This version of the remote is already released', hint = 'release_exists',
      detail = jsonb_build_object('remote', p_remote, 'version', p_version)::text;
  end if;
  if p_canary_percent is not null and not exists (select 1 from remote_releases r where r.remote = p_remote and r.status = 'active') then
    raise exception using errcode = '22023', message = 'A canary needs an active release beside it', hint = 'release_canary_needs_active';
  end if;
  update remote_releases set status = 'retired', canary_percent = null
   where remote = p_remote and (status = 'canary' or (status = 'active' and p_canary_percent is null));
  insert into remote_releases (remote, version, manifest_url, shared, status, canary_percent, note, published_by_name, activated_at)
  values (p_remote, p_version, p_manifest_url, coalesce(p_shared, '{}'::jsonb),
          case when p_canary_percent is null then 'active' else 'canary' end, p_canary_percent::smallint,
          nullif(btrim(p_note), ''),
          coalesce(auth.jwt() -> 'user_metadata' ->> 'full_name', auth.jwt() ->> 'email'),
          case when p_canary_percent is null then now() end)
  returning * into v_release;
  return to_jsonb(v_release);
end
$$;
comment on function public.publish_remote_release(text, text, text, jsonb, text, integer) is
  'Admins: records a published release of a remote. Without p_canary_percent it becomes active (the active release and any canary are retired); with it (1..99) it becomes the canary beside the active one (an earlier canary is retired). A version already recorded is refused (23505 release_exists). Answers the new row.';
revoke execute on function public.publish_remote_release(text, text, text, jsonb, text, integer) from public, anon;
grant execute on function public.publish_remote_release(text, text, text, jsonb, text, integer) to authenticated, service_role;

-- Rolling back, in one transaction: a canary is withdrawn first (the active release stays); otherwise the previous
-- release (last known good) becomes active again and the current one is retired as rolled back.
create function public.rollback_remote_release(p_remote text) returns jsonb
language plpgsql
volatile
security definer
set search_path = public, pg_temp
as $$
declare
  v_retired remote_releases;
  v_active remote_releases;
begin
  if not (is_staff() and is_admin()) then
    raise exception using errcode = '42501', message = 'Only an admin can publish or roll back a release', hint = 'releases_admin_only';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('remote_releases ' || coalesce(p_remote, ''), 0));
  update remote_releases set status = 'retired', canary_percent = null, rolled_back_at = now()
   where remote = p_remote and status = 'canary'
  returning * into v_retired;
  if found then
    select * into v_active from remote_releases where remote = p_remote and status = 'active';
    return jsonb_build_object('remote', p_remote, 'rolled_back', to_jsonb(v_retired), 'active', to_jsonb(v_active));
  end if;
  select * into v_active from remote_releases p
   where p.remote = p_remote and p.status = 'retired' and p.rolled_back_at is null and p.activated_at is not null
   order by p.activated_at desc limit 1;
  if v_active.id is null or not exists (select 1 from remote_releases where remote = p_remote and status = 'active') then
    raise exception using errcode = '22023', message = 'There is no earlier release to roll back to', hint = 'release_no_previous',
      detail = jsonb_build_object('remote', p_remote)::text;
  end if;
  update remote_releases set status = 'retired', rolled_back_at = now()
   where remote = p_remote and status = 'active'
  returning * into v_retired;
  update remote_releases set status = 'active', activated_at = now() where id = v_active.id
  returning * into v_active;
  return jsonb_build_object('remote', p_remote, 'rolled_back', to_jsonb(v_retired), 'active', to_jsonb(v_active));
end
$$;
comment on function public.rollback_remote_release(text) is
  'Admins: with a canary, retires it as rolled back; otherwise makes the previous release (last known good) active again and retires the current one as rolled back, in one transaction. No previous release: 22023 release_no_previous. Answers {remote, rolled_back, active}.';
revoke execute on function public.rollback_remote_release(text) from public, anon;
grant execute on function public.rollback_remote_release(text) to authenticated, service_role;

-- Promoting: the canary goes to every session; the release it ran beside is retired (and stays the previous one).
create function public.promote_remote_release(p_remote text) returns jsonb
language plpgsql
volatile
security definer
set search_path = public, pg_temp
as $$
declare
  v_release remote_releases;
begin
  if not (is_staff() and is_admin()) then
    raise exception using errcode = '42501', message = 'Only an admin can publish or roll back a release', hint = 'releases_admin_only';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('remote_releases ' || coalesce(p_remote, ''), 0));
  if not exists (select 1 from remote_releases where remote = p_remote and status = 'canary') then
    raise exception using errcode = '22023', message = 'There is no canary to promote', hint = 'release_no_canary',
      detail = jsonb_build_object('remote', p_remote)::text;
  end if;
  update remote_releases set status = 'retired' where remote = p_remote and status = 'active';
  update remote_releases set status = 'active', canary_percent = null, activated_at = now()
   where remote = p_remote and status = 'canary'
  returning * into v_release;
  return to_jsonb(v_release);
end
$$;
comment on function public.promote_remote_release(text) is
  'Admins: the canary of a remote becomes its active release for every session; the active one is retired. No canary: 22023 release_no_canary. Answers the promoted row.';
revoke execute on function public.promote_remote_release(text) from public, anon;
grant execute on function public.promote_remote_release(text) to authenticated, service_role;

-- Storage: the builds live in the public remote-releases bucket (created at start by the backend,
-- apps/backend/src/storage/install-buckets.ts), one folder per release: <remote>/<version>/. Anyone loads them by
-- their public link; only admins upload, and nobody replaces or deletes a file: a release is immutable.
create policy "Admins can upload releases" on storage.objects
  for insert to authenticated
  with check ((select public.is_staff()) and (select public.is_admin()) and bucket_id = 'remote-releases');

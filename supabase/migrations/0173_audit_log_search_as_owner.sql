-- The Audit Log's search reads as its owner (docs/benchmarks/audit.md): under row level security LIKE, not
-- leakproof, may not use the trigram index, so a rare word still read the whole log for an admin. The function makes
-- the read policy's check itself: admins read rows, others none, as before.
-- The Audit Log tab: filtered in the database and paged by id (latest first; p_before_id is the last id shown).
-- A text search reads the newest 2,000 rows the other filters leave, as before; when they hold less than a page of
-- matches, the trigram index (audit_log_text_trgm_idx) names the older rows that may hold the text, each checked
-- with the same substring test: the same rows, without reading the whole log for a rare word.
create or replace function public.search_audit_log(
  p_table_name text default null,
  p_actor_id uuid default null,
  p_from timestamptz default null,
  p_to timestamptz default null,
  p_query text default null,
  p_before_id bigint default null,
  p_limit integer default 100
)
returns setof public.audit_log
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_limit integer := least(greatest(coalesce(p_limit, 100), 1), 1000);
  v_query text := lower(coalesce(p_query, ''));
  v_found integer;
  v_edge bigint;
begin
  -- Admins only, as the log's read policy says: the function reads as its owner because row level security keeps
  -- LIKE (not leakproof) from using the trigram index, so the policy's check is made here.
  if not (public.is_staff() and public.is_admin()) then
    return;
  end if;
  if v_query = '' then
    return query select a.* from public.audit_log a
      where (p_table_name is null or a.table_name = p_table_name) and (p_actor_id is null or a.actor_id = p_actor_id)
        and (p_from is null or a.at >= p_from) and (p_to is null or a.at < p_to) and (p_before_id is null or a.id < p_before_id)
      order by a.id desc limit v_limit;
    return;
  end if;
  -- The newest 2,000 rows the other filters leave, read as before: a common word fills the page there.
  select a.id into v_edge from public.audit_log a
   where (p_table_name is null or a.table_name = p_table_name) and (p_actor_id is null or a.actor_id = p_actor_id)
     and (p_from is null or a.at >= p_from) and (p_to is null or a.at < p_to) and (p_before_id is null or a.id < p_before_id)
   order by a.id desc offset 1999 limit 1;
  return query
    select a.*
      from public.audit_log a
     where (p_table_name is null or a.table_name = p_table_name)
       and (p_actor_id is null or a.actor_id = p_actor_id)
       and (p_from is null or a.at >= p_from)
       and (p_to is null or a.at < p_to)
       and (p_before_id is null or a.id < p_before_id)
       and (v_edge is null or a.id >= v_edge)
       and (strpos(lower(a.row_id), v_query) > 0
            or strpos(lower(coalesce(a.actor_email, '')), v_query) > 0
            or strpos(lower(a.changes::text), v_query) > 0)
     order by a.id desc
     limit v_limit;
  get diagnostics v_found = row_count;
  if v_edge is null or v_found = v_limit then
    return;
  end if;
  -- The rest of the page is older: the trigram index (audit_log_text_trgm_idx) names the rows that may hold the
  -- text, and each is checked with the same substring test. Planned for this text (execute): one plan for any
  -- text cannot tell a rare word from a common one, and reads the whole log backwards.
  return query execute
    'select a.*
       from public.audit_log a
      where lower(a.row_id || E''\n'' || coalesce(a.actor_email, '''') || E''\n'' || a.changes::text) like $1
        and a.id < $2
        and ($3::text is null or a.table_name = $3)
        and ($4::uuid is null or a.actor_id = $4)
        and ($5::timestamptz is null or a.at >= $5)
        and ($6::timestamptz is null or a.at < $6)
        and (strpos(lower(a.row_id), $7) > 0
             or strpos(lower(coalesce(a.actor_email, '''')), $7) > 0
             or strpos(lower(a.changes::text), $7) > 0)
      order by a.id desc
      limit $8'
    using '%' || replace(replace(replace(v_query, '\', '\\'), '%', '\%'), '_', '\_') || '%', v_edge, p_table_name,
          p_actor_id, p_from, p_to, v_query, v_limit - v_found;
end;
$$;
comment on function public.search_audit_log(text, uuid, timestamptz, timestamptz, text, bigint, integer) is
  'The audit log filtered by table, actor, time range [p_from, p_to) and text (row id, actor email or changes), latest first, paged by id. Admins read rows, others none (security definer, checking is_staff and is_admin as the read policy does).';

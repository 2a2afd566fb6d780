-- At most one live form per inspection type: a booking's inspection starts on "the live form for that type"
-- (docs/areas/forms.md#one-live-form-per-type), read with a single-row query that fails when there are two. Going live with a second form is
-- refused (23505, HTTP 409) until the current one is set inactive; the editor says so.
--
-- A database that already holds several live forms of one type keeps the newest live and sets the others inactive,
-- or the index could not be built.
update public.inspection_forms f
   set status = 'inactive'
 where f.status = 'live'
   and exists (select 1
                 from public.inspection_forms newer
                where newer.inspection_type_id = f.inspection_type_id
                  and newer.status = 'live'
                  and (newer.created_at, newer.id) > (f.created_at, f.id));

create unique index inspection_forms_one_live_per_type
  on public.inspection_forms (inspection_type_id)
  where status = 'live';
comment on index public.inspection_forms_one_live_per_type is
  'At most one live form per inspection type: the one new inspections of that type use.';

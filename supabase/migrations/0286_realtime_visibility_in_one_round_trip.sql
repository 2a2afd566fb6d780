-- A realtime claim group's visibility read in one round trip (docs/architecture/realtime.md#row-level-security-per-claim-group).
create function embedded_realtime.visible_ordinals(p_role text, p_claims text, p_query text, p_rows jsonb) returns setof integer
language plpgsql
volatile
set search_path = public
as $$
begin
  perform set_config('role', p_role, true), set_config('request.jwt.claims', p_claims, true),
    set_config('request.jwt.claim.sub', coalesce(p_claims::jsonb ->> 'sub', ''), true),
    set_config('transaction_read_only', 'on', true);
  return query execute p_query using p_rows;
end;
$$;
comment on function embedded_realtime.visible_ordinals(text, text, text, jsonb) is
  'Runs a realtime visibility read (the query, over the rows as $1) as the role with the claims, in the calling transaction; returns the ordinals of the rows the role may select.';
revoke all on function embedded_realtime.visible_ordinals(text, text, text, jsonb) from public;

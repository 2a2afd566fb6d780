-- The reports area's signatures, apart from reports.sql for its size (tools/checks/code-size.test.ts): the rule a
-- signature passes at submit and in the buyer's copy. Applied before reports.sql, whose functions use it.

-- Signatures (docs/areas/inspection.md#signatures): the inspector signs the report at submit (required), the customer may sign too. Each
-- signature is {name, signed_at, path}: path is SVG path data on a 600 x 200 box (a vector, never a picture). The rules are
-- libs/reports/model/src/signatures.ts's, case for case: the browser checks the same before it submits.

-- What is wrong with a signature's path, or null: SVG path data (every command, MmLlHhVvCcSsQqTtAaZz, each with its count of
-- numbers) starting with a move, with at least one drawing segment. Numbers are read greedily, as SVG reads them.
create function public.signature_path_problem(p_path text) returns text
language sql
immutable
set search_path = public, pg_temp
as $$
  with segments as (
    select s[1] as command,
           (select count(*) from regexp_matches(s[2], '[-+]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][-+]?[0-9]+)?', 'g')) as numbers,
           regexp_replace(s[2], '[-+]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][-+]?[0-9]+)?', '', 'g') as rest
      from regexp_matches(p_path, '([MmLlHhVvCcSsQqTtAaZz])([^MmLlHhVvCcSsQqTtAaZz]*)', 'g') as s
  )
  select case
    when p_path is null or btrim(p_path) = '' then 'signature_drawing_empty'
    when length(p_path) > 200000 or p_path !~ '^[ \t\n\r\f]*[Mm]' or p_path ~ '[^MmLlHhVvCcSsQqTtAaZzEe0-9.,+ \t\n\r\f-]' then 'signature_path_invalid'
    when exists (select 1 from segments
                  where rest !~ '^[ \t\n\r\f,]*$'
                     or not case upper(command)
                              when 'M' then numbers >= 2 and numbers % 2 = 0
                              when 'L' then numbers >= 2 and numbers % 2 = 0
                              when 'T' then numbers >= 2 and numbers % 2 = 0
                              when 'H' then numbers >= 1
                              when 'V' then numbers >= 1
                              when 'C' then numbers >= 6 and numbers % 6 = 0
                              when 'S' then numbers >= 4 and numbers % 4 = 0
                              when 'Q' then numbers >= 4 and numbers % 4 = 0
                              when 'A' then numbers >= 7 and numbers % 7 = 0
                              else numbers = 0 end) then 'signature_path_invalid'
    when not exists (select 1 from segments where upper(command) <> 'Z' and (upper(command) <> 'M' or numbers >= 4))
      then 'signature_drawing_empty'
  end
$$;
comment on function public.signature_path_problem(text) is
  'Why a signature''s path is refused, or null: signature_drawing_empty (blank, or nothing drawn beyond moves and closes) or signature_path_invalid (not SVG path data starting with a move, a command with the wrong count of numbers, longer than 200,000 characters).';
revoke execute on function public.signature_path_problem(text) from public, anon;
grant execute on function public.signature_path_problem(text) to authenticated, service_role;

-- What is wrong with one signature, or null: its name (1 to 200 characters once trimmed, no control or direction characters),
-- its time (RFC 3339 with seconds and a zone, a real day, from 2000 until a day from now) or its path.
create function public.signature_problem(p_signature jsonb) returns text
language plpgsql
stable
set search_path = public, pg_temp
as $$
declare
  v_name text := case when jsonb_typeof(p_signature -> 'name') = 'string' then btrim(p_signature ->> 'name') end;
  v_time text := case when jsonb_typeof(p_signature -> 'signed_at') = 'string' then p_signature ->> 'signed_at' end;
  v_signed_at timestamptz;
begin
  if v_name is null or v_name = '' or length(v_name) > 200
     or v_name ~ '[\u0001-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2028\u2029\u2066-\u2069]' then
    return 'signature_name_invalid';
  end if;
  if v_time is null
     or v_time !~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\.[0-9]+)?(Z|[+-]([01][0-9]|2[0-3]):[0-5][0-9])$' then
    return 'signature_time_invalid';
  end if;
  begin
    v_signed_at := v_time::timestamptz;
  exception when others then
    return 'signature_time_invalid';
  end;
  if v_signed_at < timestamptz '2000-01-01 00:00:00+00' or v_signed_at > now() + interval '1 day' then
    return 'signature_time_invalid';
  end if;
  return public.signature_path_problem(case when jsonb_typeof(p_signature -> 'path') = 'string' then p_signature ->> 'path' end);
end
$$;
comment on function public.signature_problem(jsonb) is
  'Why one signature {name, signed_at, path} is refused, or null: signature_name_invalid, signature_time_invalid (not RFC 3339 with seconds and a zone, before 2000 or more than a day ahead), or signature_path_problem''s code.';
revoke execute on function public.signature_problem(jsonb) from public, anon;
grant execute on function public.signature_problem(jsonb) to authenticated, service_role;

create function public.report_signature(p_signature jsonb) returns jsonb
language plpgsql
stable
set search_path = public, pg_temp
as $$
begin
  if jsonb_typeof(p_signature) is distinct from 'object' or public.signature_problem(p_signature) is not null then
    return null;
  end if;
  return jsonb_build_object(
    'name', btrim(p_signature ->> 'name'),
    'signed_at', to_char((p_signature ->> 'signed_at')::timestamptz at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'path', btrim(p_signature ->> 'path'));
end
$$;
comment on function public.report_signature(jsonb) is
  'One signature as stored: {name (trimmed), signed_at (ISO time in UTC), path (trimmed)}; null when the input is not an object or signature_problem refuses it.';
revoke execute on function public.report_signature(jsonb) from public, anon;
grant execute on function public.report_signature(jsonb) to authenticated, service_role;

-- The signatures submit_inspection stores: the inspector's is required, the customer's optional (null or absent). Each refusal
-- says what is wrong (signature_problem's code, 22023, with {"signer": "inspector" or "customer"} in its detail).
create function public.report_signatures(p_signatures jsonb) returns jsonb
language plpgsql
stable
set search_path = public, pg_temp
as $$
declare
  v_signer text;
  v_problem text;
begin
  if jsonb_typeof(p_signatures -> 'inspector') is distinct from 'object' then
    raise exception using errcode = '22023',
      message = 'The inspector''s signature is required to submit the inspection', hint = 'inspector_signature_required';
  end if;
  if jsonb_typeof(p_signatures -> 'customer') is distinct from 'object' and coalesce(jsonb_typeof(p_signatures -> 'customer'), 'null') <> 'null' then
    raise exception using errcode = '22023',
      message = 'The customer''s signature needs their name and a signature', hint = 'customer_signature_invalid';
  end if;
  foreach v_signer in array array['inspector', 'customer'] loop
    continue when jsonb_typeof(p_signatures -> v_signer) is distinct from 'object';
    v_problem := public.signature_problem(p_signatures -> v_signer);
    if v_problem is not null then
      raise exception using errcode = '22023', hint = v_problem, detail = jsonb_build_object('signer', v_signer)::text,
        message = case v_problem
          when 'signature_name_invalid' then 'A signer''s name must be 1 to 200 characters, without control or direction characters'
          when 'signature_time_invalid' then 'The signing time must be a date and time from 2000 until now'
          when 'signature_drawing_empty' then 'The signature is empty. Please sign before submitting.'
          else 'The signature is not a drawing (SVG path data)' end;
    end if;
  end loop;
  return jsonb_build_object('inspector', public.report_signature(p_signatures -> 'inspector'),
                            'customer', public.report_signature(p_signatures -> 'customer'));
end
$$;
comment on function public.report_signatures(jsonb) is
  'The signatures of p_report as stored in inspection_reports.signatures: {inspector, customer or null}. Refuses (22023) a missing inspector''s signature (inspector_signature_required), a customer''s that is not an object or null (customer_signature_invalid), and either with signature_problem''s code in its hint and {"signer"} in its detail.';
revoke execute on function public.report_signatures(jsonb) from public, anon;
grant execute on function public.report_signatures(jsonb) to authenticated, service_role;

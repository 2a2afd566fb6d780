// The pg_catalog queries behind readCatalog, each for one schema ($1). Lists are sorted (privileges by text,
// constraints, indexes, policies and triggers by name) so that two databases built alike read alike.

const sortedAcl = (column: string) => `(select array_agg(x::text order by x::text) from unnest(${column}) x)`;

export const RELATIONS_SQL = `
select c.oid::int as id, c.relname as name, c.relkind::text as relkind,
       (c.relkind in ('v', 'm') and (pg_relation_is_updatable(c.oid::regclass, false) & 20) = 20) as is_updatable,
       c.relrowsecurity as row_security, c.relforcerowsecurity as force_row_security,
       obj_description(c.oid, 'pg_class') as comment,
       ${sortedAcl('c.relacl')} as acl,
       case when c.relkind in ('v', 'm') then pg_get_viewdef(c.oid) end as definition,
       (select json_agg(json_build_object(
                 'name', a.attname,
                 'type', format_type(a.atttypid, a.atttypmod),
                 'format', coalesce(bt.typname, t.typname),
                 'not_null', a.attnotnull or (t.typtype = 'd' and t.typnotnull),
                 'default_value', case when a.atthasdef then pg_get_expr(ad.adbin, ad.adrelid) end,
                 'identity', a.attidentity::text,
                 'generated', a.attgenerated::text,
                 'is_updatable', pg_column_is_updatable(c.oid::regclass, a.attnum, false),
                 'comment', col_description(c.oid, a.attnum),
                 'hidden_from', (select array_agg(r.rolname::text order by r.rolname) from pg_roles r
                                  where r.rolname in ('anon', 'authenticated', 'service_role')
                                    and not has_column_privilege(r.oid, c.oid, a.attnum, 'SELECT'))
               ) order by a.attnum)
          from pg_attribute a
          join pg_type t on t.oid = a.atttypid
          left join pg_type bt on t.typtype = 'd' and bt.oid = t.typbasetype
          left join pg_attrdef ad on ad.adrelid = a.attrelid and ad.adnum = a.attnum
         where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as columns,
       (select json_agg(a.attname order by k.ord)
          from pg_constraint p cross join unnest(p.conkey) with ordinality k(attnum, ord)
          join pg_attribute a on a.attrelid = p.conrelid and a.attnum = k.attnum
         where p.conrelid = c.oid and p.contype = 'p') as primary_key,
       (select json_agg(json_build_object('name', con.conname, 'type', con.contype::text,
                                          'definition', pg_get_constraintdef(con.oid)) order by con.conname)
          from pg_constraint con where con.conrelid = c.oid) as constraints,
       (select json_agg(json_build_object('name', i.relname, 'definition', pg_get_indexdef(x.indexrelid),
                                          'comment', obj_description(x.indexrelid, 'pg_class')) order by i.relname)
          from pg_index x join pg_class i on i.oid = x.indexrelid where x.indrelid = c.oid) as indexes,
       (select json_agg(json_build_object(
                 'name', p.polname, 'command', p.polcmd::text, 'permissive', p.polpermissive,
                 'roles', (select array_agg(r.name order by r.name)
                             from (select case when role = 0 then 'public' else pg_get_userbyid(role)::text end as name
                                     from unnest(p.polroles) as role) r),
                 'using', pg_get_expr(p.polqual, p.polrelid),
                 'with_check', pg_get_expr(p.polwithcheck, p.polrelid)
               ) order by p.polname)
          from pg_policy p where p.polrelid = c.oid) as policies,
       (select json_agg(json_build_object('name', tg.tgname, 'definition', pg_get_triggerdef(tg.oid),
                                          'enabled', tg.tgenabled::text) order by tg.tgname)
          from pg_trigger tg where tg.tgrelid = c.oid and not tg.tgisinternal) as triggers
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
 where n.nspname = $1 and c.relkind in ('r', 'p', 'f', 'v', 'm')
 order by c.relname`;

export const RELATIONSHIPS_SQL = `
select con.conname as foreign_key_name, rel.relname as relation,
       (select json_agg(a.attname order by k.ord) from unnest(con.conkey) with ordinality k(attnum, ord)
          join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum) as columns,
       exists (select 1 from pg_index i
                where i.indrelid = con.conrelid and i.indisunique and i.indpred is null
                  and (select array_agg(x order by x) from unnest(i.indkey::int2[]) x)
                    = (select array_agg(x order by x) from unnest(con.conkey) x)) as is_one_to_one,
       ref.relname as referenced_relation,
       (select json_agg(a.attname order by k.ord) from unnest(con.confkey) with ordinality k(attnum, ord)
          join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum) as referenced_columns
  from pg_constraint con
  join pg_class rel on rel.oid = con.conrelid
  join pg_namespace n on n.oid = rel.relnamespace
  join pg_class ref on ref.oid = con.confrelid
  join pg_namespace rn on rn.oid = ref.relnamespace
 where con.contype = 'f' and n.nspname = $1 and rn.nspname = $1
 order by rel.relname, con.conname`;

export const FUNCTIONS_SQL = `
select p.proname as name,
       pg_get_function_identity_arguments(p.oid) as identity_arguments,
       to_json(coalesce(p.proallargtypes::int[], p.proargtypes::int[])) as arg_types,
       (select json_agg(format_type(t, null) order by o)
          from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality u(t, o)) as arg_type_names,
       to_json(p.proargmodes::text[]) as arg_modes,
       to_json(p.proargnames) as arg_names,
       p.pronargdefaults::int as default_count,
       p.prorettype::int as return_type_id,
       format_type(p.prorettype, null) as return_type,
       nullif(rt.typrelid, 0)::int as return_type_relation_id,
       (select json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, a.atttypmod)) order by a.attnum)
          from pg_attribute a
         where rt.typrelid <> 0 and a.attrelid = rt.typrelid and a.attnum > 0 and not a.attisdropped) as return_columns,
       p.proretset as is_set_returning,
       rt.typname in ('trigger', 'event_trigger') as returns_trigger,
       p.prosecdef as security_definer,
       p.provolatile::text as volatility,
       to_json(p.proconfig) as config,
       pg_get_functiondef(p.oid) as definition,
       obj_description(p.oid, 'pg_proc') as comment,
       ${sortedAcl('p.proacl')} as acl
  from pg_proc p
  join pg_namespace n on n.oid = p.pronamespace
  join pg_type rt on rt.oid = p.prorettype
 where n.nspname = $1 and p.prokind = 'f'
 order by p.proname, p.oid`;

export const TYPES_SQL = `
select t.oid::int as id, t.typname as name, n.nspname as schema,
       (select json_agg(e.enumlabel order by e.enumsortorder) from pg_enum e where e.enumtypid = t.oid) as enums,
       (select json_agg(json_build_object('name', a.attname, 'type_id', a.atttypid::int) order by a.attnum)
          from pg_attribute a join pg_class c on c.oid = a.attrelid
         where t.typtype = 'c' and c.oid = t.typrelid and c.relkind = 'c' and a.attnum > 0 and not a.attisdropped)
         as attributes
  from pg_type t
  join pg_namespace n on n.oid = t.typnamespace
 where n.nspname in ($1, 'pg_catalog')`;

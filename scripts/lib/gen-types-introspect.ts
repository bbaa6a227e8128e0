// Reads the parts of the live schema that src/lib/database.types.ts describes:
// columns of tables and views, enums, functions and foreign keys. Every list
// is sorted, so the generated text is deterministic.
import type pg from 'pg';

export const SCHEMA = 'public';

export interface ColumnRow {
  table_name: string;
  relkind: string;
  column_name: string;
  not_null: boolean;
  has_default: boolean;
  identity: string;
  generated: string;
  type_name: string;
  type_type: string;
  type_schema: string;
  is_array: boolean;
}

export interface FunctionRow {
  name: string;
  arg_names: string[] | null;
  arg_types: string[];
  arg_type_types: string[];
  arg_is_array: boolean[];
  n_defaults: number;
  returns_set: boolean;
  return_type: string;
  return_type_type: string;
  return_relation: string | null;
  return_is_array: boolean;
}

export interface RelationshipRow {
  table_name: string;
  name: string;
  columns: string[];
  referenced_relation: string;
  referenced_columns: string[];
  one_to_one: boolean;
}

export async function introspect(client: pg.ClientBase) {
  const columns = (
    await client.query<ColumnRow>(
      `select c.relname as table_name, c.relkind, a.attname as column_name,
              a.attnotnull as not_null, a.atthasdef as has_default,
              a.attidentity::text as identity, a.attgenerated::text as generated,
              coalesce(et.typname, t.typname) as type_name,
              coalesce(et.typtype, t.typtype)::text as type_type,
              coalesce(etn.nspname, tn.nspname) as type_schema,
              (t.typcategory = 'A') as is_array
         from pg_class c
         join pg_namespace n on n.oid = c.relnamespace
         join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
         join pg_type t on t.oid = a.atttypid
         join pg_namespace tn on tn.oid = t.typnamespace
         left join pg_type et on t.typcategory = 'A' and et.oid = t.typelem
         left join pg_namespace etn on etn.oid = et.typnamespace
        where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm')
          and not exists (select 1 from pg_depend d where d.objid = c.oid and d.deptype = 'e')
        order by c.relname, a.attname`,
      [SCHEMA],
    )
  ).rows;

  const enums = (
    await client.query<{ name: string; values: string[] }>(
      `select t.typname as name, array_agg(e.enumlabel::text order by e.enumsortorder) as values
         from pg_type t
         join pg_namespace n on n.oid = t.typnamespace
         join pg_enum e on e.enumtypid = t.oid
        where n.nspname = $1
        group by t.typname
        order by t.typname`,
      [SCHEMA],
    )
  ).rows;

  const functions = (
    await client.query<FunctionRow>(
      `select p.proname as name,
              p.proargnames[1:p.pronargs] as arg_names,
              array(select coalesce(et.typname, t.typname)::text from unnest(p.proargtypes::oid[]) with ordinality as a(oid, i)
                      join pg_type t on t.oid = a.oid left join pg_type et on t.typcategory = 'A' and et.oid = t.typelem
                     order by a.i) as arg_types,
              array(select coalesce(et.typtype, t.typtype)::text from unnest(p.proargtypes::oid[]) with ordinality as a(oid, i)
                      join pg_type t on t.oid = a.oid left join pg_type et on t.typcategory = 'A' and et.oid = t.typelem
                     order by a.i) as arg_type_types,
              array(select t.typcategory = 'A' from unnest(p.proargtypes::oid[]) with ordinality as a(oid, i)
                      join pg_type t on t.oid = a.oid order by a.i) as arg_is_array,
              p.pronargdefaults as n_defaults,
              p.proretset as returns_set,
              coalesce(ert.typname, rt.typname) as return_type,
              coalesce(ert.typtype, rt.typtype)::text as return_type_type,
              rc.relname as return_relation,
              (rt.typcategory = 'A') as return_is_array
         from pg_proc p
         join pg_namespace n on n.oid = p.pronamespace
         join pg_type rt on rt.oid = p.prorettype
         left join pg_type ert on rt.typcategory = 'A' and ert.oid = rt.typelem
         left join pg_class rc on rc.oid = rt.typrelid and rc.relnamespace = n.oid
        where n.nspname = $1 and p.prokind = 'f'
          and rt.typname not in ('trigger', 'event_trigger')
          and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
          and (p.proargmodes is null or 'o' <> all (p.proargmodes::text[]))
        order by p.proname, pg_get_function_identity_arguments(p.oid)`,
      [SCHEMA],
    )
  ).rows;

  const relationships = (
    await client.query<RelationshipRow>(
      `select c.relname as table_name, con.conname as name,
              array(select a.attname::text from unnest(con.conkey) with ordinality k(n, i)
                      join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.n order by k.i) as columns,
              rc.relname as referenced_relation,
              array(select a.attname::text from unnest(con.confkey) with ordinality k(n, i)
                      join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.n order by k.i) as referenced_columns,
              exists (
                select 1 from pg_index i
                 where i.indrelid = con.conrelid and i.indisunique and i.indpred is null
                   and (select array_agg(x order by x) from unnest(i.indkey::int2[]) x)
                     = (select array_agg(x order by x) from unnest(con.conkey) x)
              ) as one_to_one
         from pg_constraint con
         join pg_class c on c.oid = con.conrelid
         join pg_namespace n on n.oid = c.relnamespace
         join pg_class rc on rc.oid = con.confrelid
         join pg_namespace rn on rn.oid = rc.relnamespace
        where con.contype = 'f' and n.nspname = $1 and rn.nspname = $1
        order by c.relname, con.conname`,
      [SCHEMA],
    )
  ).rows;

  return { columns, enums, functions, relationships };
}

/** The schema as introspect reads it. */
export type SchemaModel = Awaited<ReturnType<typeof introspect>>;

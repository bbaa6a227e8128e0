// Reads what `supabase gen types typescript` reads (postgres-meta's catalog
// queries, narrowed to one schema): relations, columns, every type, functions
// with all their arguments, and foreign keys. Each query returns one jsonb list,
// so ids arrive as numbers from node-pg and PGlite alike. Ordering is the
// renderer's job (it sorts as postgres-meta does).

/** node-pg's Client and PGlite both fit. */
export interface Queryable {
  query<R>(text: string, params?: unknown[]): Promise<{ rows: R[] }>;
}

export const SCHEMA = 'public';

export interface Relation {
  id: number;
  name: string;
  /** r, p, f: Tables; v, m: Views. */
  relkind: string;
  /** A view PostgREST can insert into and update (information_schema's rule). */
  is_updatable: boolean;
}

export interface Column {
  table_id: number;
  name: string;
  /** The type's name (a domain's base type); arrays start with `_`. */
  format: string;
  is_nullable: boolean;
  has_default: boolean;
  is_identity: boolean;
  identity_always: boolean;
  is_updatable: boolean;
}

export interface PgType {
  id: number;
  name: string;
  schema: string;
  /** format_type(): the name as the search_path shows it. */
  format: string;
  /** Labels of an enum, in order. */
  enums: string[];
  /** Attributes of a standalone composite type, in order. */
  attributes: { name: string; type_id: number }[];
  /** The pg_class row of a composite, table or view row type. */
  type_relation_id: number | null;
}

export interface FunctionArg {
  mode: 'in' | 'out' | 'inout' | 'variadic' | 'table';
  name: string;
  type_id: number;
  has_default: boolean | null;
}

export interface PgFunction {
  name: string;
  args: FunctionArg[];
  /** pg_get_function_arguments: orders overloads, matches computed fields. */
  argument_types: string;
  /** pg_get_function_result: orders overloads, excludes triggers. */
  return_type: string;
  return_type_id: number;
  return_type_relation_id: number | null;
  is_set_returning_function: boolean;
  /** The planner's row estimate of a set-returning function. */
  prorows: number | null;
}

export interface Relationship {
  foreign_key_name: string;
  schema: string;
  relation: string;
  columns: string[];
  referenced_schema: string;
  referenced_relation: string;
  referenced_columns: string[];
  is_one_to_one: boolean;
  /** The key's table and columns by number, to find them behind views. */
  table_id: number;
  column_numbers: number[];
  referenced_table_id: number;
  referenced_column_numbers: number[];
}

export interface ViewDefinition {
  id: number;
  schema: string;
  name: string;
  /** Column names by attribute number. */
  columns: Record<number, string>;
  /** The view's query as pg_node_tree text. */
  definition: string;
}

const list = (select: string) =>
  `select coalesce(jsonb_agg(x), '[]'::jsonb) as list from (${select}) x`;

async function rows<R>(db: Queryable, select: string, params: unknown[] = []): Promise<R[]> {
  const result = await db.query<{ list: R[] }>(list(select), params);
  return result.rows[0]?.list ?? [];
}

const RELATIONS = `
  select c.oid::int8 as id, c.relname as name, c.relkind::text as relkind,
         c.relkind = 'v' and (pg_relation_is_updatable(c.oid, false) & 20) = 20 as is_updatable
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
   where n.nspname = $1 and c.relkind in ('r', 'p', 'f', 'v', 'm')`;

const COLUMNS = `
  select c.oid::int8 as table_id, a.attname as name,
         coalesce(bt.typname, t.typname) as format,
         not (a.attnotnull or (t.typtype = 'd' and t.typnotnull)) as is_nullable,
         a.atthasdef as has_default,
         a.attidentity in ('a', 'd') as is_identity,
         a.attidentity = 'a' as identity_always,
         c.relkind in ('r', 'p')
           or (c.relkind in ('v', 'f') and pg_column_is_updatable(c.oid, a.attnum, false)) as is_updatable
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace
    join pg_type t on t.oid = a.atttypid
    left join pg_type bt on t.typtype = 'd' and bt.oid = t.typbasetype
   where n.nspname = $1 and c.relkind in ('r', 'p', 'f', 'v', 'm')
     and a.attnum > 0 and not a.attisdropped`;

// Every type of every schema: a column or argument may name one anywhere.
const TYPES = `
  select t.oid::int8 as id, t.typname as name, n.nspname as schema, format_type(t.oid, null) as format,
         coalesce((select jsonb_agg(e.enumlabel order by e.enumsortorder)
                     from pg_enum e where e.enumtypid = t.oid), '[]') as enums,
         coalesce((select jsonb_agg(jsonb_build_object('name', a.attname, 'type_id', a.atttypid::int8)
                                    order by a.attnum)
                     from pg_class c join pg_attribute a on a.attrelid = c.oid
                    where c.oid = t.typrelid and c.relkind = 'c' and not a.attisdropped), '[]') as attributes,
         nullif(t.typrelid::int8, 0) as type_relation_id
    from pg_type t join pg_namespace n on n.oid = t.typnamespace
   where t.typrelid = 0
      or (select c.relkind in ('c', 'r', 'v', 'm', 'p') from pg_class c where c.oid = t.typrelid)`;

// Arguments of every mode, out and table columns included; the has_default
// flags cover the first pronargs entries, as postgres-meta aligns them.
const FUNCTIONS = `
  select p.proname as name,
         coalesce((
           select jsonb_agg(jsonb_build_object(
                    'mode', case a.mode when 'i' then 'in' when 'o' then 'out' when 'b' then 'inout'
                                        when 'v' then 'variadic' else 'table' end,
                    'name', coalesce(p.proargnames[a.i::int], ''),
                    'type_id', a.type_id::int8,
                    'has_default', case when a.i <= p.pronargs then a.i > p.pronargs - p.pronargdefaults end)
                  order by a.i)
             from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[]),
                         coalesce(p.proargmodes, array_fill('i'::"char", array[p.pronargs])))
                  with ordinality as a(type_id, mode, i)), '[]') as args,
         pg_get_function_arguments(p.oid) as argument_types,
         pg_get_function_result(p.oid) as return_type,
         p.prorettype::int8 as return_type_id,
         nullif(rt.typrelid::int8, 0) as return_type_relation_id,
         p.proretset as is_set_returning_function,
         case when p.proretset then nullif(p.prorows, 0) end as prorows
    from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace
    join pg_type rt on rt.oid = p.prorettype
   where n.nspname = $1 and p.prokind = 'f'
     and pg_get_function_result(p.oid) not in ('trigger', 'event_trigger')`;

const USER_SCHEMA = `not in ('pg_catalog', 'information_schema', 'pg_toast')`;

// Foreign keys of every user schema (views of this schema may show any of
// them). One-to-one when the key's columns, in order, are a primary key or
// unique constraint.
const RELATIONSHIPS = `
  select k.conname as foreign_key_name, n.nspname as schema, c.relname as relation,
         cols.cols as columns, rn.nspname as referenced_schema, rc.relname as referenced_relation,
         cols.refs as referenced_columns,
         exists (
           select 1 from pg_constraint u
            where u.conrelid = k.conrelid and u.contype in ('p', 'u')
              and (select jsonb_agg(a.attname order by a.attnum) from pg_attribute a
                    where a.attrelid = u.conrelid and a.attnum = any (u.conkey)) = cols.cols
         ) as is_one_to_one,
         k.conrelid::int8 as table_id, k.conkey as column_numbers,
         k.confrelid::int8 as referenced_table_id, k.confkey as referenced_column_numbers
    from pg_constraint k
    join pg_class c on c.oid = k.conrelid
    join pg_namespace n on n.oid = k.connamespace
    join pg_class rc on rc.oid = k.confrelid
    join pg_namespace rn on rn.oid = rc.relnamespace
    cross join lateral (
      select jsonb_agg(ca.attname order by x.ord) as cols, jsonb_agg(ra.attname order by x.ord) as refs
        from unnest(k.conkey, k.confkey) with ordinality as x(col, ref, ord)
        join pg_attribute ca on ca.attrelid = k.conrelid and ca.attnum = x.col
        join pg_attribute ra on ra.attrelid = k.confrelid and ra.attnum = x.ref
    ) cols
   where k.contype = 'f' and k.conparentid = 0 and n.nspname ${USER_SCHEMA}`;

const VIEWS = `
  select c.oid::int8 as id, n.nspname as schema, c.relname as name,
         (select jsonb_object_agg(a.attnum, a.attname) from pg_attribute a
           where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as columns,
         r.ev_action::text as definition
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_rewrite r on r.ev_class = c.oid
   where c.relkind in ('v', 'm') and n.nspname ${USER_SCHEMA}`;

export async function introspect(db: Queryable) {
  return {
    relations: await rows<Relation>(db, RELATIONS, [SCHEMA]),
    columns: await rows<Column>(db, COLUMNS, [SCHEMA]),
    types: await rows<PgType>(db, TYPES),
    functions: await rows<PgFunction>(db, FUNCTIONS, [SCHEMA]),
    relationships: await rows<Relationship>(db, RELATIONSHIPS),
    views: await rows<ViewDefinition>(db, VIEWS),
  };
}

/** The schema as introspect reads it. */
export type SchemaModel = Awaited<ReturnType<typeof introspect>>;

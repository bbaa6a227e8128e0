// Generates src/lib/database.types.ts in the shape `supabase gen types
// typescript` emits, by introspecting the live schema. Deterministic: every
// list is sorted, and the text is formatted with the project's prettier config.
import path from 'node:path';
import pg from 'pg';
import * as prettier from 'prettier';

const SCHEMA = 'public';
/** What our PostgREST speaks; supabase-js reads it to pick features. */
const POSTGREST_VERSION = '12';

interface ColumnRow {
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

interface FunctionRow {
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

interface RelationshipRow {
  table_name: string;
  name: string;
  columns: string[];
  referenced_relation: string;
  referenced_columns: string[];
  one_to_one: boolean;
}

const q = (s: string) => JSON.stringify(s);
const key = (s: string) => (/^[A-Za-z_$][\w$]*$/.test(s) ? s : q(s));

function scalarType(name: string, typeType: string, enumNames: Set<string>): string {
  if (typeType === 'e' && enumNames.has(name)) return `Database[${q(SCHEMA)}]['Enums'][${q(name)}]`;
  switch (name) {
    case 'bool':
      return 'boolean';
    case 'int2':
    case 'int4':
    case 'int8':
    case 'float4':
    case 'float8':
    case 'numeric':
    case 'oid':
      return 'number';
    case 'json':
    case 'jsonb':
      return 'Json';
    case 'void':
      return 'undefined';
    case 'record':
      return 'Record<string, unknown>';
    default:
      return 'string';
  }
}

function tsType(name: string, typeType: string, isArray: boolean, enumNames: Set<string>): string {
  const base = scalarType(name, typeType, enumNames);
  return isArray ? (base.includes(' ') ? `(${base})[]` : `${base}[]`) : base;
}

async function introspect(client: pg.ClientBase) {
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

function render(model: Awaited<ReturnType<typeof introspect>>): string {
  const enumNames = new Set(model.enums.map((e) => e.name));
  const tables = new Map<string, ColumnRow[]>();
  const views = new Map<string, ColumnRow[]>();
  for (const c of model.columns) {
    const target = c.relkind === 'r' || c.relkind === 'p' ? tables : views;
    target.set(c.table_name, [...(target.get(c.table_name) ?? []), c]);
  }
  const colType = (c: ColumnRow) =>
    tsType(
      c.type_schema === SCHEMA || c.type_type !== 'e' ? c.type_name : 'text',
      c.type_type,
      c.is_array,
      enumNames,
    );
  const rowFields = (cols: ColumnRow[]) =>
    cols
      .map((c) => `${key(c.column_name)}: ${colType(c)}${c.not_null ? '' : ' | null'}`)
      .join('\n');
  const relationshipsOf = (table: string) => {
    const rels = model.relationships.filter((r) => r.table_name === table);
    if (!rels.length) return '[]';
    return `[${rels
      .map(
        (r) => `{
          foreignKeyName: ${q(r.name)}
          columns: [${r.columns.map(q).join(', ')}]
          isOneToOne: ${r.one_to_one}
          referencedRelation: ${q(r.referenced_relation)}
          referencedColumns: [${r.referenced_columns.map(q).join(', ')}]
        },`,
      )
      .join('\n')}]`;
  };

  const tableBlock = [...tables.entries()]
    .map(([name, cols]) => {
      const insert = cols
        .map((c) => {
          const t = `${colType(c)}${c.not_null ? '' : ' | null'}`;
          if (c.identity === 'a' || c.generated === 's') return `${key(c.column_name)}?: never`;
          const optional = !c.not_null || c.has_default || c.identity === 'd';
          return `${key(c.column_name)}${optional ? '?' : ''}: ${t}`;
        })
        .join('\n');
      const update = cols
        .map((c) =>
          c.identity === 'a' || c.generated === 's'
            ? `${key(c.column_name)}?: never`
            : `${key(c.column_name)}?: ${colType(c)}${c.not_null ? '' : ' | null'}`,
        )
        .join('\n');
      return `${key(name)}: {
        Row: {
          ${rowFields(cols)}
        }
        Insert: {
          ${insert}
        }
        Update: {
          ${update}
        }
        Relationships: ${relationshipsOf(name)}
      }`;
    })
    .join('\n');

  const viewBlock = [...views.entries()]
    .map(
      ([name, cols]) => `${key(name)}: {
        Row: {
          ${cols.map((c) => `${key(c.column_name)}: ${colType(c)} | null`).join('\n')}
        }
        Relationships: ${relationshipsOf(name)}
      }`,
    )
    .join('\n');

  const byName = new Map<string, FunctionRow[]>();
  for (const f of model.functions) byName.set(f.name, [...(byName.get(f.name) ?? []), f]);
  const functionBlock = [...byName.entries()]
    .map(([name, overloads]) => {
      const variants = overloads.map((f) => {
        const n = f.arg_types.length;
        const args = f.arg_types.map((t, i) => {
          const argName = f.arg_names?.[i] ?? '';
          const optional = i >= n - f.n_defaults;
          return `${key(argName)}${optional ? '?' : ''}: ${tsType(t, f.arg_type_types[i]!, f.arg_is_array[i]!, enumNames)}`;
        });
        const argsType = args.length ? `{ ${args.join('; ')} }` : 'never';
        let returns: string;
        let setof = '';
        if (f.return_relation && tables.has(f.return_relation)) {
          returns = `{ ${rowFields(tables.get(f.return_relation)!)} }${f.returns_set ? '[]' : ''}`;
          setof = `SetofOptions: {
            from: "*"
            to: ${q(f.return_relation)}
            isOneToOne: ${!f.returns_set}
            isSetofReturn: ${f.returns_set}
          }`;
        } else {
          returns = tsType(f.return_type, f.return_type_type, f.return_is_array, enumNames);
          if (f.returns_set) returns = `${returns}[]`;
        }
        return `{
          Args: ${argsType}
          Returns: ${returns}
          ${setof}
        }`;
      });
      return `${key(name)}: ${variants.join(' | ')}`;
    })
    .join('\n');

  const enumBlock = model.enums
    .map((e) => `${key(e.name)}: ${e.values.map(q).join(' | ')}`)
    .join('\n');
  const constantsBlock = model.enums
    .map((e) => `${key(e.name)}: [${e.values.map(q).join(', ')}],`)
    .join('\n');
  const never = '{ [_ in never]: never }';

  return `// Generated by \`npm run db:types\` from the live schema. Do not edit.
export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  // Lets createClient pick the features of the PostgREST version we run.
  __InternalSupabase: {
    PostgrestVersion: ${q(POSTGREST_VERSION)}
  }
  ${SCHEMA}: {
    Tables: ${tableBlock ? `{\n${tableBlock}\n}` : never}
    Views: ${viewBlock ? `{\n${viewBlock}\n}` : never}
    Functions: ${functionBlock ? `{\n${functionBlock}\n}` : never}
    Enums: ${enumBlock ? `{\n${enumBlock}\n}` : never}
    CompositeTypes: ${never}
  }
}

type DatabaseWithoutInternals = Omit<Database, '__InternalSupabase'>

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, ${q(SCHEMA)}>]

type SchemaName = keyof DatabaseWithoutInternals

type TablesAndViews<S extends SchemaName> = DatabaseWithoutInternals[S]['Tables'] &
  DatabaseWithoutInternals[S]['Views']

export type Tables<
  NameOrOptions extends keyof (DefaultSchema['Tables'] & DefaultSchema['Views']) | { schema: SchemaName },
  TableName extends NameOrOptions extends { schema: SchemaName }
    ? keyof TablesAndViews<NameOrOptions['schema']>
    : never = never,
> = NameOrOptions extends { schema: SchemaName }
  ? TablesAndViews<NameOrOptions['schema']>[TableName] extends { Row: infer R }
    ? R
    : never
  : NameOrOptions extends keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])
    ? (DefaultSchema['Tables'] & DefaultSchema['Views'])[NameOrOptions] extends { Row: infer R }
      ? R
      : never
    : never

export type TablesInsert<
  NameOrOptions extends keyof DefaultSchema['Tables'] | { schema: SchemaName },
  TableName extends NameOrOptions extends { schema: SchemaName }
    ? keyof DatabaseWithoutInternals[NameOrOptions['schema']]['Tables']
    : never = never,
> = NameOrOptions extends { schema: SchemaName }
  ? DatabaseWithoutInternals[NameOrOptions['schema']]['Tables'][TableName] extends { Insert: infer I }
    ? I
    : never
  : NameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][NameOrOptions] extends { Insert: infer I }
      ? I
      : never
    : never

export type TablesUpdate<
  NameOrOptions extends keyof DefaultSchema['Tables'] | { schema: SchemaName },
  TableName extends NameOrOptions extends { schema: SchemaName }
    ? keyof DatabaseWithoutInternals[NameOrOptions['schema']]['Tables']
    : never = never,
> = NameOrOptions extends { schema: SchemaName }
  ? DatabaseWithoutInternals[NameOrOptions['schema']]['Tables'][TableName] extends { Update: infer U }
    ? U
    : never
  : NameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][NameOrOptions] extends { Update: infer U }
      ? U
      : never
    : never

export type Enums<
  NameOrOptions extends keyof DefaultSchema['Enums'] | { schema: SchemaName },
  EnumName extends NameOrOptions extends { schema: SchemaName }
    ? keyof DatabaseWithoutInternals[NameOrOptions['schema']]['Enums']
    : never = never,
> = NameOrOptions extends { schema: SchemaName }
  ? DatabaseWithoutInternals[NameOrOptions['schema']]['Enums'][EnumName]
  : NameOrOptions extends keyof DefaultSchema['Enums']
    ? DefaultSchema['Enums'][NameOrOptions]
    : never

export type CompositeTypes<
  NameOrOptions extends keyof DefaultSchema['CompositeTypes'] | { schema: SchemaName },
  TypeName extends NameOrOptions extends { schema: SchemaName }
    ? keyof DatabaseWithoutInternals[NameOrOptions['schema']]['CompositeTypes']
    : never = never,
> = NameOrOptions extends { schema: SchemaName }
  ? DatabaseWithoutInternals[NameOrOptions['schema']]['CompositeTypes'][TypeName]
  : NameOrOptions extends keyof DefaultSchema['CompositeTypes']
    ? DefaultSchema['CompositeTypes'][NameOrOptions]
    : never

export const Constants = {
  ${SCHEMA}: {
    Enums: {
      ${constantsBlock}
    },
  },
} as const
`;
}

export const TYPES_FILE = path.resolve(import.meta.dirname, '../../src/lib/database.types.ts');

/** The text of src/lib/database.types.ts for the schema at dbUrl. */
export async function generateTypes(dbUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  let text: string;
  try {
    text = render(await introspect(client));
  } finally {
    await client.end();
  }
  const config = (await prettier.resolveConfig(TYPES_FILE)) ?? {};
  return prettier.format(text, { ...config, parser: 'typescript', filepath: TYPES_FILE });
}

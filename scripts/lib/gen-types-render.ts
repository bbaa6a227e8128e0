// Renders the introspected schema as the text `supabase gen types typescript`
// emits, before formatting.
import { type ColumnRow, type FunctionRow, SCHEMA, type SchemaModel } from './gen-types-introspect';

/** What our PostgREST speaks; supabase-js reads it to pick features. */
const POSTGREST_VERSION = '12';

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

export function render(model: SchemaModel): string {
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

// Renders the introspected schema as the text `supabase gen types typescript`
// prints, before formatting. postgres-meta's TypeScript template is the
// reference: same names, order, nullability and SetofOptions, and the same line
// breaks after `{` (prettier keeps an object expanded when its source is).
import {
  SCHEMA,
  type Column,
  type FunctionArg,
  type PgFunction,
  type PgType,
  type Relation,
  type SchemaModel,
} from './gen-types-introspect';
import { HELPER_TYPES } from './gen-types-helpers';
import { viewRelationships } from './gen-types-views';

/** What our PostgREST speaks; supabase-js reads it to pick features. */
const POSTGREST_VERSION = '12';

/** json, jsonb, text: the types PostgREST passes a single unnamed argument as. */
const UNNAMED_ARG_TYPES = new Set([114, 3802, 25]);
const IN_MODES = new Set<FunctionArg['mode']>(['in', 'inout', 'variadic']);
const NEVER = '[_ in never]: never';
const q = (s: string) => JSON.stringify(s);
const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name);
const orNull = (ts: string, nullable: boolean) =>
  !nullable || ts === 'unknown' || ts === 'any' ? ts : `${ts} | null`;

const NUMBERS = ['int2', 'int4', 'int8', 'float4', 'float8', 'numeric'];
const STRINGS =
  'bytea bpchar varchar date text citext time timetz timestamp timestamptz uuid vector interval';
/** Base types by name; anything not here or in the schema is `unknown`, as in postgres-meta. */
const SCALARS: Record<string, string> = {
  ...Object.fromEntries(NUMBERS.map((t) => [t, 'number'])),
  ...Object.fromEntries(STRINGS.split(' ').map((t) => [t, 'string'])),
  bool: 'boolean',
  json: 'Json',
  jsonb: 'Json',
  void: 'undefined',
  record: 'Record<string, unknown>',
};

interface Included {
  fn: PgFunction;
  args: FunctionArg[];
  inArgs: FunctionArg[];
}

export function render(model: SchemaModel): string {
  const types = [...model.types].sort((a, b) => a.id - b.id);
  const typeById = new Map(types.map((t) => [t.id, t]));
  const rowTypeById = new Map(types.filter((t) => t.type_relation_id).map((t) => [t.id, t]));
  const relations = [...model.relations].sort(byName);
  const tables = relations.filter((r) => ['r', 'p', 'f'].includes(r.relkind));
  const views = relations.filter((r) => ['v', 'm'].includes(r.relkind));
  const relationName = new Map(relations.map((r) => [r.id, r.name]));
  const columnsOf = (id: number) => model.columns.filter((c) => c.table_id === id).sort(byName);

  /** A type's name as TypeScript; a row type of a table or view names its Row. */
  function tsType(pgType: string): string {
    if (SCALARS[pgType]) return SCALARS[pgType];
    if (pgType.startsWith('_')) return `(${tsType(pgType.slice(1))})[]`;
    const pick = (found: PgType[]) => found.find((t) => t.schema === SCHEMA) ?? found[0];
    const anEnum = pick(types.filter((t) => t.name === pgType && t.enums.length > 0));
    if (anEnum) {
      return anEnum.schema === SCHEMA
        ? `Database[${q(SCHEMA)}]['Enums'][${q(anEnum.name)}]`
        : anEnum.enums.map(q).join('|');
    }
    const composite = pick(types.filter((t) => t.name === pgType && t.attributes.length > 0));
    if (composite) {
      return composite.schema === SCHEMA
        ? `Database[${q(SCHEMA)}]['CompositeTypes'][${q(composite.name)}]`
        : 'unknown';
    }
    const table = relations.find((r) => ['r', 'p'].includes(r.relkind) && r.name === pgType);
    if (table) return `Database[${q(SCHEMA)}]['Tables'][${q(table.name)}]['Row']`;
    const view = relations.find((r) => r.relkind === 'v' && r.name === pgType);
    if (view) return `Database[${q(SCHEMA)}]['Views'][${q(view.name)}]['Row']`;
    return 'unknown';
  }
  const typeOf = (id: number) => {
    const t = typeById.get(id);
    return t ? tsType(t.name) : 'unknown';
  };
  const column = (c: Column, optional: boolean, nullable = c.is_nullable) =>
    `${q(c.name)}${optional ? '?' : ''}: ${orNull(tsType(c.format), nullable)}`;

  // PostgREST calls only functions it can pass arguments to (postgres-meta's rule).
  const functions: Included[] = [];
  for (const fn of model.functions) {
    const args = [...fn.args].sort(byName);
    const inArgs = args.filter((a) => IN_MODES.has(a.mode));
    const only = inArgs.length === 1 ? inArgs[0] : undefined;
    if (
      inArgs.length === 0 ||
      inArgs.every((a) => a.name !== '') ||
      inArgs.every((a) => a.name !== '' || (a.has_default && UNNAMED_ARG_TYPES.has(a.type_id))) ||
      (only?.name === '' && (UNNAMED_ARG_TYPES.has(only.type_id) || rowTypeById.has(only.type_id)))
    )
      functions.push({ fn, args, inArgs });
  }
  functions.sort((a, b) => a.fn.name.localeCompare(b.fn.name));

  const returnRelationName = (fn: PgFunction) =>
    fn.return_type_relation_id === null
      ? null
      : (relationName.get(fn.return_type_relation_id) ??
        rowTypeById.get(fn.return_type_id)?.name ??
        null);

  function returnType({ fn, args }: Included): string {
    const tableColumns = args.filter((a) => a.mode === 'table');
    if (tableColumns.length > 0) {
      return `{
        ${tableColumns.map((a) => `${q(a.name)}: ${typeOf(a.type_id)}`)}
      }`;
    }
    const relation = relations.find((r) => r.id === fn.return_type_relation_id);
    if (relation) {
      return `{
        ${columnsOf(relation.id)
          .map((c) => column(c, false))
          .join(',\n')}
      }`;
    }
    return typeOf(fn.return_type_id);
  }

  function withSetof({ fn, args }: Included, returns: string): string {
    const target = returnRelationName(fn);
    const manyRows = fn.prorows !== null && fn.prorows > 1;
    const setof = (from: string, oneToOne: boolean, setReturn: boolean) => `SetofOptions: {
      from: ${q(from)}
      to: ${q(target ?? '')}
      isOneToOne: ${oneToOne}
      isSetofReturn: ${setReturn}
    }`;
    let options = target ? setof('*', !manyRows, fn.is_set_returning_function) : '';
    // A function of one row (an embedded function) maps that row to the result.
    const source = args.length === 1 ? rowTypeById.get(args[0]!.type_id) : undefined;
    if (source && target) {
      const setOfTable = fn.is_set_returning_function && fn.return_type_relation_id !== null;
      options = setOfTable
        ? setof(source.format, !manyRows, true)
        : setof(source.format, true, false);
    }
    // A `rows 1` estimate returns one object only where SetofOptions says so.
    const oneRow = !manyRows && target !== null;
    return `${returns}${fn.is_set_returning_function && !oneRow ? '[]' : ''}
      ${options}`;
  }

  const argsType = (inArgs: FunctionArg[]) =>
    `{ ${inArgs.map((a) => `${q(a.name)}${a.has_default ? '?' : ''}: ${typeOf(a.type_id)}`)} }`;

  /** The error postgres-meta types an overload PostgREST cannot choose with. */
  function conflict(group: Included[], { fn, inArgs }: Included): string | null {
    const others = group.filter((g) => g.fn !== fn);
    const advice =
      'Try renaming the parameters or the function itself in the database so function overloading can be resolved';
    if (inArgs.length === 0) {
      const other = others.find(
        (g) => g.inArgs.length === 1 && g.inArgs[0]!.name === '' && g.inArgs[0]!.has_default,
      );
      if (other) {
        const name = typeById.get(other.fn.return_type_id)?.name || 'unknown';
        return `Could not choose the best candidate function between: ${SCHEMA}.${fn.name}(), ${SCHEMA}.${fn.name}( => ${name}). ${advice}`;
      }
    }
    const arg = inArgs.length === 1 ? inArgs[0]! : undefined;
    if (arg && arg.name !== '') {
      const clashes = others.filter(
        (g) =>
          g.inArgs.length === 1 &&
          g.inArgs[0]!.name === arg.name &&
          g.inArgs[0]!.type_id !== arg.type_id,
      );
      if (clashes.length > 0) {
        const list = [{ fn, inArgs }, ...clashes]
          .sort((a, b) => (a.inArgs[0]?.type_id ?? 0) - (b.inArgs[0]?.type_id ?? 0))
          .map(
            (g) =>
              `${SCHEMA}.${fn.name}(${g.inArgs
                .map((a) => `${a.name} => ${typeById.get(a.type_id)?.name || 'unknown'}`)
                .join(', ')})`,
          )
          .join(', ');
        return `Could not choose the best candidate function between: ${list}. ${advice}`;
      }
    }
    return null;
  }

  function signatures(group: Included[]): string {
    return group
      .map((entry) => {
        const { fn, inArgs } = entry;
        const args = inArgs.length > 0 ? argsType(inArgs) : 'never';
        let returns = returnType(entry);
        const error = conflict(group, entry);
        const only = inArgs.length === 1 ? inArgs[0]! : undefined;
        if (error) returns = `{ error: true } & ${q(error)}`;
        else if (only?.name === '' && rowTypeById.has(only.type_id) && !returnRelationName(fn)) {
          returns = `{ error: true } & ${q(
            `the function ${SCHEMA}.${fn.name} with parameter or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache`,
          )}`;
        }
        return `{ Args: ${args}; Returns: ${withSetof(entry, returns)} }`;
      })
      .join(' |\n');
  }

  /** Functions of one row of this relation read as its computed columns. */
  const computed = (r: Relation) =>
    functions
      .filter(({ fn }) => fn.argument_types === r.name)
      .map((entry) => `${q(entry.fn.name)}: ${orNull(returnType(entry), true)}`);

  const relationships = [
    ...model.relationships,
    ...viewRelationships(model.relationships, model.views),
  ]
    .filter((r) => r.schema === SCHEMA && r.referenced_schema === SCHEMA)
    .sort(
      (a, b) =>
        a.foreign_key_name.localeCompare(b.foreign_key_name) ||
        a.referenced_relation.localeCompare(b.referenced_relation) ||
        JSON.stringify(a.referenced_columns).localeCompare(JSON.stringify(b.referenced_columns)),
    );
  const relationshipsOf = (r: Relation) =>
    `Relationships: [
      ${relationships
        .filter((rel) => rel.relation === r.name)
        .map(
          (rel) => `{
            foreignKeyName: ${q(rel.foreign_key_name)}
            columns: ${JSON.stringify(rel.columns)}
            isOneToOne: ${rel.is_one_to_one}
            referencedRelation: ${q(rel.referenced_relation)}
            referencedColumns: ${JSON.stringify(rel.referenced_columns)}
          }`,
        )}
    ]`;

  const tableBlock = tables.map((t) => {
    const cols = columnsOf(t.id);
    const writable = (optional: (c: Column) => boolean) =>
      cols.map((c) => (c.identity_always ? `${q(c.name)}?: never` : column(c, optional(c))));
    return `${q(t.name)}: {
      Row: {
        ${[...cols.map((c) => column(c, false)), ...computed(t)]}
      }
      Insert: {
        ${writable((c) => c.is_nullable || c.is_identity || c.has_default)}
      }
      Update: {
        ${writable(() => true)}
      }
      ${relationshipsOf(t)}
    }`;
  });

  const viewBlock = views.map((v) => {
    const cols = columnsOf(v.id);
    const writable = cols.map((c) =>
      c.is_updatable ? column(c, true, true) : `${q(c.name)}?: never`,
    );
    const writes = v.is_updatable
      ? `Insert: {
          ${writable}
        }
        Update: {
          ${writable}
        }
        `
      : '';
    return `${q(v.name)}: {
      Row: {
        ${[...cols.map((c) => column(c, false)), ...computed(v)]}
      }
      ${writes}${relationshipsOf(v)}
    }`;
  });

  const groups = new Map<string, Included[]>();
  for (const entry of functions)
    groups.set(entry.fn.name, [...(groups.get(entry.fn.name) ?? []), entry]);
  const functionBlock = [...groups.entries()].map(([name, group]) => {
    group.sort(
      (a, b) =>
        a.fn.argument_types.localeCompare(b.fn.argument_types) ||
        a.fn.return_type.localeCompare(b.fn.return_type),
    );
    return `${q(name)}:\n${signatures(group)}`;
  });

  const own = types.filter((t) => t.schema === SCHEMA).sort(byName);
  const enums = own.filter((t) => t.enums.length > 0);
  const enumBlock = enums.map((e) => `${q(e.name)}: ${e.enums.map(q).join('|')}`);
  const compositeBlock = own
    .filter((t) => t.attributes.length > 0)
    .map(
      (t) => `${q(t.name)}: {
        ${t.attributes.map((a) => {
          const type = typeById.get(a.type_id);
          return `${q(a.name)}: ${type ? orNull(tsType(type.name), true) : 'unknown'}`;
        })}
      }`,
    );
  const block = (items: string[], separator = ',') =>
    items.length === 0 ? NEVER : items.join(separator);

  return `
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: '${POSTGREST_VERSION}'
  }
  ${q(SCHEMA)}: {
    Tables: {
      ${block(tableBlock)}
    }
    Views: {
      ${block(viewBlock)}
    }
    Functions: {
      ${block(functionBlock, ',\n')}
    }
    Enums: {
      ${block(enumBlock)}
    }
    CompositeTypes: {
      ${block(compositeBlock)}
    }
  }
}
${HELPER_TYPES(SCHEMA)}
export const Constants = {
  ${q(SCHEMA)}: {
    Enums: {
      ${enums.map((e) => `${q(e.name)}: [${e.enums.map(q).join(', ')}]`)}
    }
  }
} as const
`;
}

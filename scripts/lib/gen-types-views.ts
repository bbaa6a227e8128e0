// Relationships through views, as PostgREST's schema cache (and so postgres-meta)
// finds them: a view column that is, possibly through other views, a foreign
// key's column of a table carries that key. Where a view shows every column of a
// key, the view joins the relationship on that side.
import type { Relationship, ViewDefinition } from './gen-types-introspect';

interface TargetEntry {
  resno: number;
  table: number;
  column: number;
}

/** Tokens of a pg_node_tree: brackets and words (a backslash escapes one character). */
function tokens(tree: string): string[] {
  const out: string[] = [];
  let word = '';
  const flush = () => {
    if (word) out.push(word);
    word = '';
  };
  for (let i = 0; i < tree.length; i++) {
    const ch = tree[i]!;
    if (ch === '\\') word += tree[++i] ?? '';
    else if ('{}()'.includes(ch)) {
      flush();
      out.push(ch);
    } else if (/\s/.test(ch)) flush();
    else word += ch;
  }
  flush();
  return out;
}

/** The target list of the view's own query (not of its subqueries): where each column comes from. */
export function targetEntries(tree: string): TargetEntry[] {
  const t = tokens(tree);
  let depth = 0;
  let i = 0;
  // The rule's action list holds one QUERY node; its fields sit at depth 2.
  for (; i < t.length; i++) {
    const tok = t[i]!;
    if (tok === '{' || tok === '(') depth++;
    else if (tok === '}' || tok === ')') depth--;
    else if (depth === 2 && tok === ':targetList') break;
  }
  if (t[i + 1] !== '(') return [];
  const entries: TargetEntry[] = [];
  let entry: Partial<TargetEntry> = {};
  depth = 0;
  for (i += 1; i < t.length; i++) {
    const tok = t[i]!;
    if (tok === '{' || tok === '(') depth++;
    else if (tok === '}' || tok === ')') {
      depth--;
      if (depth === 1 && entry.resno !== undefined) {
        entries.push({ resno: entry.resno, table: entry.table ?? 0, column: entry.column ?? 0 });
        entry = {};
      }
      if (depth === 0) break;
    } else if (depth === 2) {
      const value = Number(t[i + 1]);
      if (tok === ':resno') entry.resno = value;
      else if (tok === ':resorigtbl') entry.table = value;
      else if (tok === ':resorigcol') entry.column = value;
    }
  }
  return entries;
}

/** For each view: the view columns showing each (table, column), followed through views. */
function columnOrigins(views: ViewDefinition[]) {
  const entries = new Map(views.map((v) => [v.id, targetEntries(v.definition)]));
  const origins = new Map<number, Map<string, string[]>>();
  for (const view of views) {
    const byOrigin = new Map<string, string[]>();
    for (const top of entries.get(view.id) ?? []) {
      const name = view.columns[top.resno];
      if (name === undefined) continue;
      let step: TargetEntry | undefined = top;
      const seen = new Set<number>();
      while (step) {
        const key = `${step.table}.${step.column}`;
        byOrigin.set(key, [...(byOrigin.get(key) ?? []), name]);
        if (seen.has(step.table)) break;
        seen.add(step.table);
        const { table, column }: TargetEntry = step;
        step = entries.get(table)?.find((e) => e.resno === column);
      }
    }
    origins.set(view.id, byOrigin);
  }
  return origins;
}

/** Every way to pick one view column per key column. */
function choices(lists: string[][]): string[][] {
  return lists.reduce<string[][]>(
    (acc, list) => acc.flatMap((prefix) => list.map((c) => [...prefix, c])),
    [[]],
  );
}

/** The relationships views add, in PostgREST's order: view to table, table to view, view to view. */
export function viewRelationships(keys: Relationship[], views: ViewDefinition[]): Relationship[] {
  const origins = columnOrigins(views);
  /** The view column lists that show all of a key's columns, per view. */
  const showing = (table: number, columns: number[]) =>
    views.flatMap((view) => {
      const lists = columns.map((c) => origins.get(view.id)?.get(`${table}.${c}`));
      return lists.every((l) => l !== undefined)
        ? [{ view, options: choices(lists.filter((l) => l !== undefined)) }]
        : [];
    });
  return keys.flatMap((key) => {
    const from = showing(key.table_id, key.column_numbers);
    const to = showing(key.referenced_table_id, key.referenced_column_numbers);
    const fromView = from.flatMap(({ view, options }) =>
      options.map((columns) => ({ ...key, schema: view.schema, relation: view.name, columns })),
    );
    const toView = to.flatMap(({ view, options }) =>
      options.map((referenced_columns) => ({
        ...key,
        referenced_schema: view.schema,
        referenced_relation: view.name,
        referenced_columns,
      })),
    );
    const viewToView = fromView.flatMap((f) =>
      toView.map((t) => ({
        ...f,
        referenced_schema: t.referenced_schema,
        referenced_relation: t.referenced_relation,
        referenced_columns: t.referenced_columns,
      })),
    );
    return [...fromView, ...toView, ...viewToView];
  });
}

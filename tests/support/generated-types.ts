// Holds a value PostgREST returned against the type `npm run db:types` wrote for
// it: src/lib/database.types.ts is read by the TypeScript checker, so a test
// compares with the generated type itself, not with a copy of it.
import ts from 'typescript';
import { TYPES_FILE } from '../../scripts/lib/gen-types-lib';

let loaded: { checker: ts.TypeChecker; functions: ts.Type; at: ts.Node } | null = null;

function load() {
  if (loaded) return loaded;
  const program = ts.createProgram([TYPES_FILE], { strict: true, noEmit: true });
  const checker = program.getTypeChecker();
  const file = program.getSourceFile(TYPES_FILE);
  const alias = file?.statements.find(
    (s): s is ts.TypeAliasDeclaration => ts.isTypeAliasDeclaration(s) && s.name.text === 'Database',
  );
  if (!alias) throw new Error(`no Database type in ${TYPES_FILE}`);
  const at = alias.name;
  const member = (type: ts.Type, name: string) => {
    const symbol = type.getProperty(name);
    if (!symbol) throw new Error(`${checker.typeToString(type)} has no ${name}`);
    return checker.getTypeOfSymbolAtLocation(symbol, at);
  };
  const functions = member(member(checker.getTypeAtLocation(at), 'public'), 'Functions');
  loaded = { checker, functions, at };
  return loaded;
}

function returnsType(fn: string): ts.Type {
  const { checker, functions, at } = load();
  const symbol = functions.getProperty(fn);
  if (!symbol) throw new Error(`database.types.ts has no function ${fn}`);
  const signature = checker.getTypeOfSymbolAtLocation(symbol, at);
  const returns = signature.getProperty('Returns');
  if (!returns) throw new Error(`${fn} has no single Returns (an overload?)`);
  return checker.getTypeOfSymbolAtLocation(returns, at);
}

/** Where `value` differs from `type`: missing or extra keys, or a value of another kind. */
function mismatches(value: unknown, type: ts.Type, path: string): string[] {
  const { checker, at } = load();
  const wrong = [`${path}: ${JSON.stringify(value)} is not ${checker.typeToString(type)}`];
  const f = type.flags;
  if (f & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return [];
  if (type.isUnion()) {
    return type.types.some((t) => mismatches(value, t, path).length === 0) ? [] : wrong;
  }
  if (f & ts.TypeFlags.Null) return value === null ? [] : wrong;
  if (f & ts.TypeFlags.Undefined) return value === undefined ? [] : wrong;
  if (type.isStringLiteral() || type.isNumberLiteral()) return value === type.value ? [] : wrong;
  if (f & ts.TypeFlags.BooleanLiteral) {
    return value === (checker.typeToString(type) === 'true') ? [] : wrong;
  }
  if (f & ts.TypeFlags.String) return typeof value === 'string' ? [] : wrong;
  if (f & ts.TypeFlags.Number) return typeof value === 'number' ? [] : wrong;
  const element = checker.isArrayType(type) ? type.getNumberIndexType() : undefined;
  if (element) {
    if (!Array.isArray(value)) return wrong;
    return value.flatMap((v, i) => mismatches(v, element, `${path}[${i}]`));
  }
  if (f & ts.TypeFlags.Object) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return wrong;
    const entries = new Map(Object.entries(value));
    const index = type.getStringIndexType();
    const problems = type.getProperties().flatMap((prop) => {
      const where = `${path}.${prop.name}`;
      if (!entries.has(prop.name)) return [`${where}: missing from the result`];
      const v = entries.get(prop.name);
      entries.delete(prop.name);
      return mismatches(v, checker.getTypeOfSymbolAtLocation(prop, at), where);
    });
    for (const [key, v] of entries) {
      problems.push(
        ...(index ? mismatches(v, index, `${path}.${key}`) : [`${path}.${key}: not in the type`]),
      );
    }
    return problems;
  }
  return [`${path}: ${checker.typeToString(type)} is not a type a result can have`];
}

/** Every way `value` differs from the generated Returns type of database function `fn`. */
export function returnMismatches(fn: string, value: unknown): string[] {
  const type = returnsType(fn);
  // `returns void` is typed undefined; PostgREST answers 204 with no body, which
  // supabase-js hands over as null.
  if (type.flags & ts.TypeFlags.Undefined && value === null) return [];
  return mismatches(value, type, fn);
}

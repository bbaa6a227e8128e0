// The English catalog drops only the texts the code carries word for word, and the build
// fails when a dropped text and the code's message differ.
import { expect, it } from 'vitest';
import { mismatchedIds, parseCompiledCatalog, splitCatalog } from './lean-source-catalog';

const compiled = {
  'nav.signIn': ['Sign In'],
  'request.county.label': [['county'], ' County'],
  'site.escaped': ['A \\u00e9 sequence'],
};

it('keeps what needs compiling and drops plain sentences', () => {
  const code = `export const messages=JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
  const { kept, plain } = splitCatalog(parseCompiledCatalog(code)!);
  expect(Object.keys(kept)).toEqual(['request.county.label', 'site.escaped']);
  expect([...plain]).toEqual([['nav.signIn', 'Sign In']]);
});

it('flags an id whose message in the code differs or is not written out', () => {
  const plain = new Map([
    ['nav.signIn', 'Sign In'],
    ['auth.title', 'Welcome back'],
    ['auth.other', 'Other'],
    ['email.only', 'Used only by the emails'],
  ]);
  const code = [
    'a._({id:`nav.signIn`,message:`Sign In`});',
    'b._({ id: "nav.signIn", message: "Sign In" });',
    'c._({id:`auth.title`,message:`Welcome Back`});',
    'd._({id:`auth.other`,message:e});',
  ].join('\n');
  expect(mismatchedIds(code, plain)).toEqual(['auth.title', 'auth.other']);
});

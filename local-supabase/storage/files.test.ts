// Bytes on disk follow the transaction: placed or removed only for good on commit.
import { mkdtempSync, readFileSync, readdirSync, existsSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newTempPath, placeFile, stashFile } from './files';
import { objectFile } from './paths';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'storage-files-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Bytes as an upload leaves them: in a temp file beside the buckets. */
async function bytes(text: string): Promise<string> {
  const tmp = await newTempPath(dir);
  writeFileSync(tmp, text);
  return tmp;
}

describe('objectFile', () => {
  it('keeps keys inside the bucket folder', () => {
    expect(objectFile(dir, 'b', 'u/a.png')).toBe(path.join(dir, 'b', 'u', 'a.png'));
    for (const key of ['../x', 'u/../../x', '/abs', 'u//x', 'u/./x', '', 'a\\b', 'é']) {
      expect(() => objectFile(dir, 'b', key), key).toThrow();
    }
    expect(() => objectFile(dir, '.tmp', 'x')).toThrow();
    expect(() => objectFile(dir, '..', 'x')).toThrow();
  });
});

describe('placeFile', () => {
  it('restores the previous bytes when the transaction fails', async () => {
    const file = objectFile(dir, 'b', 'u/a.txt');
    await (await placeFile(dir, file, 'u/a.txt', await bytes('one'))).commit();
    const second = await placeFile(dir, file, 'u/a.txt', await bytes('two'));
    expect(readFileSync(file, 'utf8')).toBe('two');
    await second.rollback();
    expect(readFileSync(file, 'utf8')).toBe('one');
    expect(readdirSync(path.join(dir, '.tmp'))).toEqual([]);
  });

  it('removes new bytes on rollback and leaves no temp files on commit', async () => {
    const file = objectFile(dir, 'b', 'u/new.txt');
    await (await placeFile(dir, file, 'u/new.txt', await bytes('x'))).rollback();
    expect(existsSync(file)).toBe(false);
    const kept = await placeFile(dir, file, 'u/new.txt', await bytes('y'));
    await kept.commit();
    expect(readFileSync(file, 'utf8')).toBe('y');
    expect(readdirSync(path.join(dir, '.tmp'))).toEqual([]);
  });

  it('refuses a key whose path is a folder of other keys', async () => {
    const deep = objectFile(dir, 'b', 'u/a/b.txt');
    await (await placeFile(dir, deep, 'u/a/b.txt', await bytes('x'))).commit();
    const folder = objectFile(dir, 'b', 'u/a');
    await expect(placeFile(dir, folder, 'u/a', await bytes('y'))).rejects.toMatchObject({
      code: 'InvalidKey',
    });
    expect(readFileSync(deep, 'utf8')).toBe('x');
  });
});

describe('stashFile', () => {
  it('puts deleted bytes back on rollback and drops them on commit', async () => {
    const file = objectFile(dir, 'b', 'u/a.txt');
    await (await placeFile(dir, file, 'u/a.txt', await bytes('keep'))).commit();
    await (await stashFile(dir, file)).rollback();
    expect(readFileSync(file, 'utf8')).toBe('keep');
    await (await stashFile(dir, file)).commit();
    expect(existsSync(file)).toBe(false);
    // The emptied folder goes too, the bucket folder stays.
    expect(existsSync(path.join(dir, 'b', 'u'))).toBe(false);
    expect(existsSync(path.join(dir, 'b'))).toBe(true);
  });
});

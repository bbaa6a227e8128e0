import { AppError } from './errors';
import { filledRows } from './rows';

describe('filledRows', () => {
  it('passes rows whose named fields are filled, nulls elsewhere included', () => {
    const rows = [{ id: 'a', name: 'Ann' as string | null, note: null as string | null }];
    const filled = filledRows(rows, 'id', 'name');
    const name: string = filled[0]!.name;
    expect(name).toBe('Ann');
    expect(filled).toEqual(rows);
  });

  it('refuses a row where a named field is null', () => {
    const rows = [{ id: 'a' as string | null }, { id: null }];
    expect(() => filledRows(rows, 'id')).toThrow(AppError);
    expect(() => filledRows(rows, 'id')).toThrow('The server sent a row without id');
  });
});

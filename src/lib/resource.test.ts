import { resetAllStores } from '@/test/zustand-reset';
import { AppError } from './errors';
import { answered, createResource } from './resource';

/** A fetcher whose answers the test hands out, in any order. */
function controlledFetcher<P, T>() {
  const calls: { params: P; resolve(value: T): void; reject(error: unknown): void }[] = [];
  const fetcher = vi.fn(
    (params: P) =>
      new Promise<T>((resolve, reject) => {
        calls.push({ params, resolve, reject });
      }),
  );
  return { fetcher, calls };
}

describe('createResource', () => {
  it('is loading until the first answer, then holds it', async () => {
    const { fetcher, calls } = controlledFetcher<string, string[]>();
    const list = createResource(fetcher, { initial: [] });
    expect(list.getState()).toMatchObject({ data: [], loading: true, error: null });

    const done = list.getState().load('open');
    expect(fetcher).toHaveBeenCalledWith('open');
    calls[0]!.resolve(['a', 'b']);
    await done;
    expect(list.getState()).toMatchObject({
      data: ['a', 'b'],
      params: 'open',
      loading: false,
      error: null,
    });
  });

  it("keeps the AppError's user-facing text as the error", async () => {
    const list = createResource(
      (): Promise<string[]> =>
        Promise.reject(new AppError('Error loading cases: permission denied')),
      { initial: [] },
    );
    await list.getState().load();
    expect(list.getState()).toMatchObject({
      data: [],
      loading: false,
      error: 'Error loading cases: permission denied',
    });
  });

  it('fails like a rejection when the fetcher throws before returning its promise', async () => {
    const item = createResource(
      (id: string): Promise<string> => {
        throw new AppError(`No case ${id}`);
      },
      { initial: null },
    );
    await item.getState().load('9');
    expect(item.getState()).toMatchObject({ data: null, loading: false, error: 'No case 9' });
  });

  it('reloads the newest params, keeping the answer on screen meanwhile', async () => {
    const { fetcher, calls } = controlledFetcher<number, string>();
    const item = createResource(fetcher, { initial: '' });
    await item.getState().reload();
    expect(fetcher).not.toHaveBeenCalled();

    const first = item.getState().load(7);
    calls[0]!.resolve('seven');
    await first;
    const again = item.getState().reload();
    expect(calls[1]!.params).toBe(7);
    expect(item.getState()).toMatchObject({ data: 'seven', loading: true });
    calls[1]!.resolve('seven, edited');
    await again;
    expect(item.getState()).toMatchObject({ data: 'seven, edited', loading: false });
  });

  it('drops a slow older answer, and its error, once a newer load was asked for', async () => {
    const { fetcher, calls } = controlledFetcher<string, string>();
    const list = createResource(fetcher, { initial: '' });
    const older = list.getState().load('a');
    const newer = list.getState().load('b');
    calls[1]!.resolve('answer b');
    await newer;
    calls[0]!.resolve('answer a');
    await older;
    expect(list.getState()).toMatchObject({ data: 'answer b', params: 'b', loading: false });

    const slowFailure = list.getState().load('c');
    const latest = list.getState().load('d');
    calls[3]!.resolve('answer d');
    calls[2]!.reject(new AppError('boom'));
    await Promise.all([slowFailure, latest]);
    expect(list.getState()).toMatchObject({ data: 'answer d', error: null });
  });

  it('stays loading while an older load is answered before the newest', async () => {
    const { fetcher, calls } = controlledFetcher<string, string>();
    const list = createResource(fetcher, { initial: '', keepPrevious: true });
    void list.getState().load('a');
    void list.getState().load('b');
    calls[0]!.resolve('answer a');
    await Promise.resolve();
    expect(list.getState()).toMatchObject({ data: '', loading: true });
  });

  it('asks once when the same params are loaded twice at the same time', async () => {
    const { fetcher, calls } = controlledFetcher<{ page: number }, number>();
    const list = createResource(fetcher, { initial: 0 });
    const one = list.getState().load({ page: 2 });
    const two = list.getState().load({ page: 2 });
    expect(fetcher).toHaveBeenCalledTimes(1);
    calls[0]!.resolve(20);
    await Promise.all([one, two]);
    expect(list.getState().data).toBe(20);

    // Once answered, the same params are read afresh.
    void list.getState().load({ page: 2 });
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('takes a seeded answer as the load of its params, which a load joins', async () => {
    const { fetcher } = controlledFetcher<string, number>();
    const count = createResource(fetcher, { initial: 0 });
    let answer!: (value: number) => void;
    const seeded = count.getState().seed('ann', new Promise<number>((r) => (answer = r)));
    expect(count.getState()).toMatchObject({ params: 'ann', loading: true });
    const joined = count.getState().load('ann');
    answer(4);
    await Promise.all([seeded, joined]);
    expect(fetcher).not.toHaveBeenCalled();
    expect(count.getState()).toMatchObject({ data: 4, params: 'ann', loading: false });
  });

  it('ensures an answer by asking only when the newest load did not answer those params', async () => {
    const { fetcher, calls } = controlledFetcher<string, number>();
    const count = createResource(fetcher, { initial: 0 });
    await count.getState().seed('ann', Promise.resolve(4));
    await count.getState().ensure('ann');
    expect(fetcher).not.toHaveBeenCalled();

    const other = count.getState().ensure('bob');
    expect(fetcher).toHaveBeenCalledTimes(1);
    // Under way: ensuring the same params joins it.
    const joined = count.getState().ensure('bob');
    calls[0]!.resolve(5);
    await Promise.all([other, joined]);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(count.getState()).toMatchObject({ data: 5, params: 'bob' });

    // A failed first answer is no answer: ensuring asks again.
    await count.getState().seed('cy', Promise.reject(new AppError('Could not load.')));
    const again = count.getState().ensure('cy');
    expect(fetcher).toHaveBeenCalledTimes(2);
    calls[1]!.resolve(6);
    await again;
    expect(count.getState()).toMatchObject({ data: 6, params: 'cy', error: null });
  });

  it('fails a seeded load like its own, and a newer load wins over a slow seed', async () => {
    const { fetcher, calls } = controlledFetcher<string, number>();
    const count = createResource(fetcher, { initial: 0 });
    await count.getState().seed('ann', Promise.reject(new AppError('Could not load.')));
    expect(count.getState()).toMatchObject({ error: 'Could not load.', loading: false });

    let late!: (value: number) => void;
    const seeded = count.getState().seed('bob', new Promise<number>((r) => (late = r)));
    const newer = count.getState().load('cy');
    calls[0]!.resolve(7);
    late(99);
    await Promise.all([seeded, newer]);
    expect(count.getState()).toMatchObject({ data: 7, params: 'cy' });
  });

  it('answers every load of primed params with the primed answer until released', async () => {
    const { fetcher, calls } = controlledFetcher<string, number>();
    const count = createResource(fetcher, { initial: 0 });
    const release = count.getState().prime('ann', Promise.resolve(4));
    await count.getState().load('ann');
    // Answered already, yet a widget mounting later still takes it.
    await count.getState().load('ann');
    expect(fetcher).not.toHaveBeenCalled();
    expect(count.getState()).toMatchObject({ data: 4, params: 'ann', loading: false });

    release();
    void count.getState().load('ann');
    expect(fetcher).toHaveBeenCalledTimes(1);
    calls[0]!.resolve(5);
    await count.getState().load('ann');
    expect(count.getState().data).toBe(5);
  });

  it('asks again after a primed answer once other params or a reload came between', async () => {
    const { fetcher, calls } = controlledFetcher<string, number>();
    const count = createResource(fetcher, { initial: 0 });
    count.getState().prime('ann', Promise.resolve(4));
    void count.getState().reload();
    expect(fetcher).toHaveBeenCalledTimes(1);
    calls[0]!.resolve(6);
    await count.getState().load('ann');
    void count.getState().load('ann');
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('never shows one record under another one’s params, unless told to keep the last answer', async () => {
    const detail = createResource((id: string) => Promise.resolve(`case ${id}`), { initial: null });
    await detail.getState().load('1');
    void detail.getState().load('2');
    expect(detail.getState()).toMatchObject({ data: null, loading: true });

    const list = createResource((page: number) => Promise.resolve([page]), {
      initial: [] as number[],
      keepPrevious: true,
    });
    await list.getState().load(1);
    void list.getState().load(2);
    expect(list.getState()).toMatchObject({ data: [1], loading: true });
  });

  it('clears a kept list when other filters fail, but keeps it when a reload fails', async () => {
    const fail = { now: false };
    const list = createResource(
      (page: number) =>
        fail.now ? Promise.reject(new AppError('offline')) : Promise.resolve([page]),
      { initial: [] as number[], keepPrevious: true },
    );
    await list.getState().load(1);
    fail.now = true;
    await list.getState().reload();
    expect(list.getState()).toMatchObject({ data: [1], error: 'offline' });
    await list.getState().load(2);
    expect(list.getState()).toMatchObject({ data: [], error: 'offline' });
  });

  it('takes a write’s result into the answer without asking again', async () => {
    const fetcher = vi.fn(() => Promise.resolve([{ id: 'r1', status: 'new' }]));
    const inbox = createResource(fetcher, { initial: [] as { id: string; status: string }[] });
    await inbox.getState().load();
    inbox.getState().update((rows) => rows.map((r) => ({ ...r, status: 'closed' })));
    expect(inbox.getState().data).toEqual([{ id: 'r1', status: 'closed' }]);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('takes a write’s result only into the answer of the params it names', async () => {
    const thread = createResource((caseId: string) => Promise.resolve([`${caseId}: hello`]), {
      initial: [],
    });
    await thread.getState().load('case-a');
    thread.getState().update((m) => [...m, 'case-b: sent'], 'case-b');
    thread.getState().update((m) => [...m, 'case-a: sent'], 'case-a');
    expect(thread.getState().data).toEqual(['case-a: hello', 'case-a: sent']);
  });

  it('counts as answered from the first answer or error on, also while a reload runs', async () => {
    const { fetcher, calls } = controlledFetcher<void, string[]>();
    const threads = createResource(fetcher, { initial: [], keepPrevious: true });
    const first = threads.getState().load();
    expect(answered(threads.getState())).toBe(false);
    calls[0]!.resolve([]);
    await first;
    void threads.getState().reload();
    expect(answered(threads.getState())).toBe(true);
    calls[1]!.reject(new AppError('offline'));

    const failing = createResource((): Promise<string[]> => Promise.reject(new AppError('x')), {
      initial: [],
    });
    await failing.getState().load();
    expect(answered(failing.getState())).toBe(true);
  });

  it('tells onData about kept answers only', async () => {
    const { fetcher, calls } = controlledFetcher<string, string>();
    const onData = vi.fn();
    const thread = createResource(fetcher, { initial: '', onData });
    const older = thread.getState().load('a');
    const newer = thread.getState().load('b');
    calls[0]!.resolve('answer a');
    calls[1]!.resolve('answer b');
    await Promise.all([older, newer]);
    expect(onData.mock.calls).toEqual([['answer b', 'b']]);
  });

  it('drops answers under way when reset, by its own reset or the tests’ store reset', async () => {
    const { fetcher, calls } = controlledFetcher<string, string>();
    const item = createResource(fetcher, { initial: '' });
    const first = item.getState().load('a');
    item.getState().reset();
    calls[0]!.resolve('answer a');
    await first;
    expect(item.getState()).toMatchObject({ data: '', params: undefined, loading: true });

    const second = item.getState().load('b');
    resetAllStores();
    calls[1]!.resolve('answer b');
    await second;
    expect(item.getState()).toMatchObject({ data: '', request: 0 });
    await item.getState().reload();
    expect(fetcher).toHaveBeenCalledTimes(2);
  });
});

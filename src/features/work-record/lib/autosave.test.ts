import { createAutosave, type SaveState } from './autosave';

class Offline extends Error {}

function setup(save: (value: string) => Promise<void>) {
  const states: SaveState[] = [];
  const autosave = createAutosave<string>({
    save,
    transient: (e) => e instanceof Offline,
    onState: (s) => states.push(s),
    debounceMs: 800,
    retryMs: [1000, 2000],
  });
  return { autosave, states };
}

describe('autosave', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves the newest value once typing pauses', async () => {
    const saved: string[] = [];
    const { autosave, states } = setup(async (v) => void saved.push(v));
    autosave.change('H');
    await vi.advanceTimersByTimeAsync(500);
    autosave.change('Hi');
    await vi.advanceTimersByTimeAsync(799);
    expect(saved).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(saved).toEqual(['Hi']);
    expect(states).toEqual(['saving', 'saved']);
  });

  it('saves one at a time: a change during a save goes right after it', async () => {
    const saved: string[] = [];
    let release: () => void = () => undefined;
    const { autosave } = setup(
      (v) =>
        new Promise<void>((resolve) => {
          saved.push(v);
          release = resolve;
        }),
    );
    autosave.change('a');
    await vi.advanceTimersByTimeAsync(800);
    autosave.change('ab');
    const done = autosave.flush();
    expect(saved).toEqual(['a']);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(saved).toEqual(['a', 'ab']);
    release();
    expect(await done).toBe(true);
  });

  it('retries a lost save with growing waits until it goes through', async () => {
    let online = false;
    const saved: string[] = [];
    const { autosave, states } = setup(async (v) => {
      if (!online) throw new Offline('Failed to fetch');
      saved.push(v);
    });
    autosave.change('visit notes');
    await vi.advanceTimersByTimeAsync(800);
    expect(states.at(-1)).toBe('retrying');
    await vi.advanceTimersByTimeAsync(1000);
    expect(states.filter((s) => s === 'retrying')).toHaveLength(2);
    online = true;
    await vi.advanceTimersByTimeAsync(1999);
    expect(saved).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(saved).toEqual(['visit notes']);
    expect(states.at(-1)).toBe('saved');
  });

  it('does not retry a refusal, but saves the next change', async () => {
    let refuse = true;
    const saved: string[] = [];
    const { autosave, states } = setup(async (v) => {
      if (refuse) throw new Error('minutes out of range');
      saved.push(v);
    });
    autosave.change('9999');
    await vi.advanceTimersByTimeAsync(800);
    expect(states.at(-1)).toBe('failed');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(states.filter((s) => s === 'saving')).toHaveLength(1);
    refuse = false;
    autosave.change('99');
    await vi.advanceTimersByTimeAsync(800);
    expect(saved).toEqual(['99']);
  });

  it('keeps a failed value for an explicit flush (Retry now, Submit)', async () => {
    let online = false;
    const saved: string[] = [];
    const { autosave } = setup(async (v) => {
      if (!online) throw new Offline('Failed to fetch');
      saved.push(v);
    });
    autosave.change('x');
    await vi.advanceTimersByTimeAsync(800);
    online = true;
    expect(await autosave.flush()).toBe(true);
    expect(saved).toEqual(['x']);
  });

  it('saves nothing after it is stopped', async () => {
    const save = vi.fn(async () => undefined);
    const { autosave } = setup(save);
    autosave.change('x');
    autosave.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(save).not.toHaveBeenCalled();
  });
});

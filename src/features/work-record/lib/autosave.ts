// Autosave without a framework: the newest value is saved after a pause in typing,
// one save at a time (a change during a save is saved right after it), and a save the
// network lost is retried with growing waits until it goes through. A refusal (bad
// data) is not retried: it waits for the next change or an explicit flush.
export type SaveState = 'idle' | 'saving' | 'saved' | 'retrying' | 'failed';

export interface AutosaveOptions<T> {
  save(value: T): Promise<void>;
  /** A failure that may pass by itself, such as a lost connection. */
  transient(error: unknown): boolean;
  onState(state: SaveState, error: unknown): void;
  debounceMs?: number;
  retryMs?: readonly number[];
}

export interface Autosave<T> {
  /** A new value: saved after the pause. */
  change(value: T): void;
  /** Saves what is waiting now; true when everything typed is saved. */
  flush(): Promise<boolean>;
  /** Nothing more is saved (the form closed). */
  stop(): void;
}

export const DEBOUNCE_MS = 800;
export const RETRY_MS = [1000, 2000, 4000, 8000, 15000, 30000] as const;

export function createAutosave<T>(opts: AutosaveOptions<T>): Autosave<T> {
  const debounce = opts.debounceMs ?? DEBOUNCE_MS;
  const waits = opts.retryMs ?? RETRY_MS;
  let latest: { value: T } | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let inflight: Promise<boolean> | null = null;
  let attempt = 0;
  let stopped = false;

  const clear = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  const later = (ms: number) => {
    clear();
    if (!stopped) timer = setTimeout(() => void flush(), ms);
  };

  async function run(): Promise<boolean> {
    while (latest && !stopped) {
      const { value } = latest;
      latest = null;
      opts.onState('saving', null);
      try {
        await opts.save(value);
        attempt = 0;
      } catch (error) {
        // Keep the value unless something newer was typed meanwhile.
        latest ??= { value };
        if (stopped) return false;
        if (opts.transient(error)) {
          later(waits[Math.min(attempt, waits.length - 1)]!);
          attempt += 1;
          opts.onState('retrying', error);
        } else {
          opts.onState('failed', error);
        }
        return false;
      }
    }
    if (!stopped) opts.onState('saved', null);
    return !stopped;
  }

  function flush(): Promise<boolean> {
    clear();
    if (inflight) return inflight.then(() => (latest ? flush() : true));
    if (!latest) return Promise.resolve(true);
    inflight = run().finally(() => {
      inflight = null;
    });
    return inflight;
  }

  return {
    change(value) {
      latest = { value };
      later(debounce);
    },
    flush,
    stop() {
      stopped = true;
      clear();
    },
  };
}

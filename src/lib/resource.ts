// One way to hold a server answer (a list, a record): a zustand store with the answer,
// loading, the user-facing error, reload, and protection against a slow older answer
// overwriting a newer one. Feature stores keep only client state and actions.
import { create, type StoreApi, type UseBoundStore } from 'zustand';
import { messageOf } from './errors';

export interface Resource<P, T> {
  /** The answer for `params`; `initial` before the first (see `keepPrevious`). */
  data: T;
  /** What the newest load asked for; undefined before the first. */
  params: P | undefined;
  /** True from the start until the newest load is answered, so no empty state flashes first. */
  loading: boolean;
  /** The newest load's failure, as the AppError's user-facing text. */
  error: string | null;
  /** Bookkeeping: the newest load (0: none since the start or a reset). */
  request: number;
  /** Bookkeeping: the key of the params `data` answers; null for `initial`. */
  dataKey: string | null;
  /** Reads the answer for these params; joins a load of the same params already under way. */
  load(params: P): Promise<void>;
  /**
   * Like `load`, but asks nothing when the newest load already answered these params: a
   * section that mounts under a page whose one request seeded it.
   */
  ensure(params: P): Promise<void>;
  /** Reads the newest params again, e.g. after a change; nothing before the first load. */
  reload(): Promise<void>;
  /**
   * Puts a write's known result into the answer (the row a change returned) without asking
   * again; given params, only while the answer on screen is theirs.
   */
  update(change: (data: T) => T, params?: P): void;
  /**
   * Takes `answer` as the load of `params` (one request that answered several stores);
   * a `load` of the same params joins it instead of asking again.
   */
  seed(params: P, answer: Promise<T>): Promise<void>;
  /**
   * `seed`, and until the returned release (or another load, reload or reset) every `load`
   * of the same params takes this answer, even once it has arrived: for a page whose one
   * request answers widgets that mount later (a lazy one) and load on mount.
   */
  prime(params: P, answer: Promise<T>): () => void;
  /** Back to the start; answers still under way are dropped. */
  reset(): void;
}

export type ResourceStore<P, T> = UseBoundStore<StoreApi<Resource<P, T>>>;

export interface ResourceOptions<P, T> {
  /** The answer before the first, and while other params load (unless `keepPrevious`). */
  initial: T;
  /**
   * Lists: the last answer stays on screen, marked busy, while other filters load. Left off
   * (detail pages), a record never shows under another one's params.
   */
  keepPrevious?: boolean;
  /** How params are compared; JSON by default. */
  key?(params: P): string;
  /** Runs after each answer that is kept (never after a dropped, older one). */
  onData?(data: T, params: P): void;
}

/** A selector: an answer, or the error instead of one, is there to show (a newer load may run). */
export function answered(s: Pick<Resource<unknown, unknown>, 'dataKey' | 'error'>): boolean {
  return s.dataKey !== null || s.error !== null;
}

// One counter for every resource, never reset: an answer to a load from before a reset
// (a test's zustand reset included) can never pass for a newer one.
let lastRequest = 0;

/** A record before its first answer is null; a list starts from its `initial` (e.g. []). */
export function createResource<P = void, T = unknown>(
  fetcher: (params: P) => Promise<T>,
  options: ResourceOptions<P, T | null> & { initial: null },
): ResourceStore<P, T | null>;
export function createResource<P = void, T = unknown>(
  fetcher: (params: P) => Promise<T>,
  options: ResourceOptions<P, NoInfer<T>>,
): ResourceStore<P, T>;
export function createResource<P, T>(
  fetcher: (params: P) => Promise<T>,
  options: ResourceOptions<P, T>,
): ResourceStore<P, T> {
  const keyOf = options.key ?? ((params: P) => JSON.stringify(params) ?? '');
  let inflight: { request: number; key: string; done: Promise<void> } | null = null;
  let primed: { request: number; key: string; done: Promise<void> } | null = null;

  return create<Resource<P, T>>()((set, get) => {
    const blank = { data: options.initial, dataKey: null };
    const start = { ...blank, params: undefined, loading: true, error: null, request: 0 };

    function run(params: P, key: string, answer = () => fetcher(params)): Promise<void> {
      const request = ++lastRequest;
      primed = null;
      const stale = get().dataKey !== key && !options.keepPrevious;
      set({ params, request, loading: true, error: null, ...(stale ? blank : {}) });
      // A fetcher that throws before its promise fails like one that rejects.
      const done = new Promise<T>((resolve) => resolve(answer())).then(
        (data) => {
          if (get().request !== request) return;
          set({ data, dataKey: key, loading: false });
          options.onData?.(data, params);
        },
        (e: unknown) => {
          if (get().request !== request) return;
          // Another query's answer never stands next to this one's error.
          const other = get().dataKey !== key;
          set({ error: messageOf(e), loading: false, ...(other ? blank : {}) });
        },
      );
      inflight = { request, key, done };
      return done;
    }

    return {
      ...start,
      load(params) {
        const key = keyOf(params);
        const { loading, request } = get();
        if (primed?.request === request && primed.key === key) return primed.done;
        if (loading && inflight?.request === request && inflight.key === key) return inflight.done;
        return run(params, key);
      },
      ensure(params) {
        const key = keyOf(params);
        const { dataKey, request } = get();
        const newest = get().params as P;
        if (request !== 0 && dataKey === key && keyOf(newest) === key) return Promise.resolve();
        return get().load(params);
      },
      reload() {
        const { params, request } = get();
        if (request === 0) return Promise.resolve();
        return run(params as P, keyOf(params as P));
      },
      update(change, params) {
        if (params !== undefined && get().dataKey !== keyOf(params)) return;
        set((s) => ({ data: change(s.data) }));
      },
      seed(params, answer) {
        return run(params, keyOf(params), () => answer);
      },
      prime(params, answer) {
        const key = keyOf(params);
        const done = run(params, key, () => answer);
        const mine = { request: get().request, key, done };
        primed = mine;
        return () => {
          if (primed === mine) primed = null;
        };
      },
      reset() {
        inflight = null;
        primed = null;
        set(start);
      },
    };
  });
}

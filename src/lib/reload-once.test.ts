const reload = vi.fn();

beforeEach(() => {
  reload.mockClear();
  sessionStorage.clear();
  vi.stubGlobal('location', { ...window.location, reload });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

// A fresh page: the module's state is per page load.
function freshPage() {
  vi.resetModules();
  return import('./reload-once');
}

describe('reloading for a chunk that will not load', () => {
  it('reloads the page once, and says a reload is under way', async () => {
    const { reloadOnce, reloadPending } = await freshPage();
    expect(reloadPending()).toBe(false);
    expect(reloadOnce()).toBe(true);
    expect(reloadOnce()).toBe(true);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(reloadPending()).toBe(true);
  });

  it('does not reload again within a minute of the last reload (no loop)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    (await freshPage()).reloadOnce();
    vi.advanceTimersByTime(5_000);
    const afterReload = await freshPage();
    expect(afterReload.reloadOnce()).toBe(false);
    expect(afterReload.reloadPending()).toBe(false);

    vi.advanceTimersByTime(60_000);
    expect((await freshPage()).reloadOnce()).toBe(true);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(2));
  });

  it('never reloads when it cannot remember having reloaded', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect((await freshPage()).reloadOnce()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

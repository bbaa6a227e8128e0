import { LOADING_FLAG_MAX_MS, useUiStore } from './ui-store';

describe('the global loading flag', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useUiStore.getState().stopLoading();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('clears itself 4 seconds after it was turned on, not a millisecond earlier', () => {
    expect(LOADING_FLAG_MAX_MS).toBe(4000);
    useUiStore.getState().startLoading();
    vi.advanceTimersByTime(3999);
    expect(useUiStore.getState().loading).toBe(true);
    vi.advanceTimersByTime(1);
    expect(useUiStore.getState().loading).toBe(false);
  });

  it('counts the 4 seconds from the latest start', () => {
    useUiStore.getState().startLoading();
    vi.advanceTimersByTime(3000);
    useUiStore.getState().startLoading();
    vi.advanceTimersByTime(3999);
    expect(useUiStore.getState().loading).toBe(true);
    vi.advanceTimersByTime(1);
    expect(useUiStore.getState().loading).toBe(false);
  });

  it('can be cleared early, and a cleared flag is not turned back on by the old timer', () => {
    useUiStore.getState().startLoading();
    useUiStore.getState().stopLoading();
    expect(useUiStore.getState().loading).toBe(false);
    vi.advanceTimersByTime(LOADING_FLAG_MAX_MS * 2);
    expect(useUiStore.getState().loading).toBe(false);
  });
});

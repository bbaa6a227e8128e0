import { registered, updates } from '@/test/fake-pwa-register';
import { useAppUpdate } from '@/stores/app-update-store';
import { registerServiceWorker } from './service-worker';

describe('registering the service worker', () => {
  beforeEach(() => {
    registered.length = 0;
    updates.length = 0;
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('registers once the page has loaded, and offers a waiting release with Reload', async () => {
    expect(registerServiceWorker()).toBe(true);
    await vi.waitFor(() => expect(registered).toHaveLength(1));
    expect(useAppUpdate.getState().reload).toBeNull();
    registered[0]!.onNeedRefresh?.();
    const reload = useAppUpdate.getState().reload;
    expect(reload).not.toBeNull();
    await reload!();
    // Reload activates the waiting worker, which reloads the page.
    expect(updates).toEqual([true]);
  });

  it('registers nothing where the browser has no service workers', () => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    expect(registerServiceWorker()).toBe(false);
  });
});

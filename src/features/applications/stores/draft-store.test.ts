import { validAssistantValues, validGalValues } from '../lib/application-values.fixtures';
import { DRAFT_STORAGE_KEY, useDraftStore } from './draft-store';

/** A reload: the page's store starts empty and reads the browser's copy back. */
async function reload() {
  const saved = localStorage.getItem(DRAFT_STORAGE_KEY)!;
  useDraftStore.setState({ drafts: {} });
  localStorage.setItem(DRAFT_STORAGE_KEY, saved);
  await useDraftStore.persist.rehydrate();
}

describe('application drafts', () => {
  it('saves each user’s drafts in the browser and restores them after a reload', async () => {
    useDraftStore.getState().saveAssistant('user-a', 4, validAssistantValues({ phone: '1' }));
    useDraftStore.getState().saveGal('user-b', validGalValues({ phone: '2' }));
    const stored = JSON.parse(localStorage.getItem(DRAFT_STORAGE_KEY)!) as {
      state: { drafts: Record<string, unknown> };
    };
    expect(Object.keys(stored.state.drafts)).toEqual(['user-a', 'user-b']);

    await reload();
    const drafts = useDraftStore.getState().drafts;
    expect(drafts['user-a']?.assistant).toEqual({
      step: 4,
      values: validAssistantValues({ phone: '1' }),
    });
    expect(drafts['user-a']?.gal).toBeUndefined();
    expect(drafts['user-b']?.gal?.values.phone).toBe('2');
  });

  it('clears one form’s draft and keeps the other', async () => {
    useDraftStore.getState().saveAssistant('user-a', 2, validAssistantValues());
    useDraftStore.getState().saveGal('user-a', validGalValues());
    useDraftStore.getState().clear('user-a', 'assistant');
    await reload();
    expect(useDraftStore.getState().drafts['user-a']).toEqual({
      gal: { values: validGalValues() },
    });
  });
});

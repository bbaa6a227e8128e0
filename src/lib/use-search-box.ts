import { useState } from 'react';
import { useDebouncedCallback } from 'use-debounce';

/** The pause in typing after which a search box asks the server, once per pause. */
export const SEARCH_DEBOUNCE_MS = 250;

/**
 * A search box's text, committed (to the URL or a store, which then loads) after a
 * pause in typing rather than on every key, so a 10,000-row list is searched on the
 * server once per pause. Submitting commits at once. Each query is its own key in the
 * query cache, so a slow older answer never replaces a newer one on screen.
 */
export function useSearchBox(committed: string, commit: (text: string) => void) {
  const [text, setText] = useState(committed);
  const debounced = useDebouncedCallback((value: string) => {
    if (value.trim() !== committed.trim()) commit(value);
  }, SEARCH_DEBOUNCE_MS);
  return {
    text,
    change(value: string) {
      setText(value);
      debounced(value);
    },
    submit() {
      debounced.cancel();
      commit(text);
    },
  };
}

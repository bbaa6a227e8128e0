// After a deploy, a tab opened before it asks for chunks that no longer exist. One reload
// fetches the new build; a chunk that fails again within a minute is no stale tab (the
// server or the network is down), so the error shows instead of a reload loop.
const KEY = 'chunkReloadAt';
let reloading = false;

/** Reloads the page unless it did so for this reason in the last minute; true while reloading. */
export function reloadOnce(): boolean {
  try {
    if (!reloading && Date.now() - Number(sessionStorage.getItem(KEY)) > 60_000) {
      sessionStorage.setItem(KEY, String(Date.now()));
      reloading = true;
      // A task later: a failed route chunk has moved the router to its page by then, so the
      // reload opens the page the user asked for rather than the one they left.
      setTimeout(() => window.location.reload());
    }
  } catch {
    // No storage, no loop guard: never reload.
  }
  return reloading;
}

/** True once reloadOnce has started a reload. */
export const reloadPending = () => reloading;

/// <reference types="cloudflare-turnstile" />
// Cloudflare Turnstile's widget, loaded from Cloudflare the first time a real
// site key needs a token. Each token is single-use, so each request renders a
// widget, takes its token and removes it. 'interaction-only': most visitors
// never see it; when Turnstile wants a click it appears in the form being sent
// (a `[data-captcha-slot]` element), or at the corner of the page.

const SCRIPT = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';
let loading: Promise<Turnstile.Turnstile> | null = null;

const loaded = () => (globalThis as { turnstile?: Turnstile.Turnstile }).turnstile;

function loadTurnstile(): Promise<Turnstile.Turnstile> {
  const ready = loaded();
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT;
    script.async = true;
    script.onload = () => {
      const turnstile = loaded();
      if (turnstile) resolve(turnstile);
      else reject(new Error('Turnstile did not start'));
    };
    script.onerror = () => {
      loading = null;
      reject(new Error('Turnstile could not be loaded'));
    };
    document.head.append(script);
  });
  return loading;
}

/** Where a widget that needs a click shows: the form being sent, else the page corner. */
function place(): { host: HTMLElement; remove: () => void } {
  const host = document.createElement('div');
  const slot = document.activeElement?.closest('form')?.querySelector('[data-captcha-slot]');
  if (slot) {
    slot.append(host);
    return { host, remove: () => host.remove() };
  }
  const corner = document.createElement('div');
  corner.className = 'fixed bottom-4 right-4 z-50';
  corner.append(host);
  document.body.append(corner);
  return { host, remove: () => corner.remove() };
}

export async function turnstileToken(siteKey: string): Promise<string> {
  const turnstile = await loadTurnstile();
  const { host, remove } = place();
  let widget: string | null | undefined;
  try {
    return await new Promise<string>((resolve, reject) => {
      widget = turnstile.render(host, {
        sitekey: siteKey,
        appearance: 'interaction-only',
        callback: resolve,
        'error-callback': (code) => reject(new Error(`Turnstile failed (${code})`)),
        'expired-callback': () => reject(new Error('Turnstile token expired')),
      });
    });
  } finally {
    if (widget) turnstile.remove(widget);
    remove();
  }
}

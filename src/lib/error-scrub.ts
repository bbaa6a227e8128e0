// What an error report may carry, and nothing more: the browser strips personal data before
// anything leaves the page, and the database strips it again (private.scrub_error_text), so
// neither alone is trusted. Replaced: email addresses, JWTs and other long tokens, a
// credential after its name (token=, Bearer), ids, phone numbers; query strings are dropped.

const RULES: readonly [RegExp, string][] = [
  [/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g, '[email]'],
  [/eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]*)?/g, '[token]'],
  [/\b(bearer|basic)\s+[^\s,;&'"]+/gi, '$1 [token]'],
  [/(token|apikey|api_key|key|secret|password)(\s*[=:]\s*)[^\s,;&'"]+/gi, '$1$2[token]'],
  [/([A-Za-z0-9/_.-])\?[^\s#'"<>()]+/g, '$1'],
  [/[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}/g, '[id]'],
  [/[A-Za-z0-9_+-]{32,}={0,2}/g, '[token]'],
  [
    /(^|[^0-9A-Za-z:.])(\+?1[\s.-]?)?\(?[2-9][0-9]{2}\)?[\s.-]?[0-9]{3}[\s.-]?[0-9]{4}(?![0-9])/g,
    '$1[phone]',
  ],
];

export function scrubText(raw: string, maxLength: number): string {
  let text = raw;
  for (const [pattern, replacement] of RULES) text = text.replace(pattern, replacement);
  return text.slice(0, maxLength);
}

const ID_SEGMENT = /^(\d+|[0-9a-f]{8}-[0-9a-f-]{27}|[A-Za-z0-9_-]*\d[A-Za-z0-9_-]{7,})$/i;

/**
 * A page's path as a route pattern: no query string or fragment, and each id-like segment
 * (a number, a uuid, a long token with digits) as ':id'. '/dashboard/cases/:id', never which case.
 */
export function routePattern(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] ?? '/';
  const segments = path
    .split('/')
    .map((s) => (ID_SEGMENT.test(s) ? ':id' : s.replace(/[^A-Za-z0-9_.-]/g, '')));
  const pattern = segments.join('/').slice(0, 200);
  return pattern.startsWith('/') ? pattern : `/${pattern}`;
}

/** The first frame of a stack (Chromium's '    at f (url:1:2)' or Firefox's 'f@url:1:2'). */
export function topFrame(stack: string | undefined): string | null {
  const frame = stack
    ?.split('\n')
    .map((line) => line.trim())
    .find((line) => line.startsWith('at ') || /^[^\s]*@.+:\d+:\d+$/.test(line));
  return frame ?? null;
}

/** The browser's name and major version ('Chrome 131'); the rest of the user agent stays. */
export function browserName(userAgent: string): string {
  const known: [string, RegExp][] = [
    ['Edge', /Edg\/(\d+)/],
    ['Firefox', /Firefox\/(\d+)/],
    ['Chrome', /Chrome\/(\d+)/],
    ['Safari', /Version\/(\d+).*Safari/],
  ];
  for (const [name, pattern] of known) {
    const match = pattern.exec(userAgent);
    if (match) return `${name} ${match[1]}`;
  }
  return 'Other';
}

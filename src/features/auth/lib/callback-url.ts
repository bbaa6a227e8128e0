// Where an auth email's link leads back to: /auth/callback on this site, saying which flow
// sent it, so a refused link can offer the right new one. It must be one of the project's
// redirect URLs (docs/deploy.md); GoTrue keeps the query and adds `code` or the error.
import { currentLocale, localizedPath } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import type { LinkKind } from './account-messages';

// In the visitor's language (`/es/auth/callback`): the link's page, and the email itself
// (the auth service reads the language from this address), are in it.
export function callbackUrl(kind: LinkKind): string {
  const path = localizedPath(paths.authCallback, currentLocale());
  return `${window.location.origin}${path}?flow=${kind}`;
}

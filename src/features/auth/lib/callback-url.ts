// Where an auth email's link leads back to: /auth/callback on this site, saying which flow
// sent it, so a refused link can offer the right new one. It must be one of the project's
// redirect URLs (docs/deploy.md); GoTrue keeps the query and adds `code` or the error.
import { paths } from '@/lib/paths';
import type { LinkKind } from './account-messages';

export function callbackUrl(kind: LinkKind): string {
  return `${window.location.origin}${paths.authCallback}?flow=${kind}`;
}

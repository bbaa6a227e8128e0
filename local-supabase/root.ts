// The project's root folder. A leaf module: config.ts, project-config.ts and migrate.ts read
// it, and config.ts takes types from the auth service, which reads project-config.ts; with
// ROOT in config.ts those three files imported each other in a circle.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

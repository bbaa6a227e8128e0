import type { Db } from './db/pool';

/** What the auth and storage services get from the stack. */
export interface ServiceContext {
  db: Db;
  jwtSecret: string;
  /** Where storage keeps object bytes. */
  storageDir: string;
  /** Public base URL of the gateway, e.g. http://127.0.0.1:54321 */
  publicUrl: string;
  verbose: boolean;
}

// Points tests/support/supabase.ts at the stack this project's global setup started, and closes
// the connection it made for accounts once the file is done.
import { afterAll, inject } from 'vitest';
import { releaseStack, useStack } from '../support/supabase';

useStack({ apiUrl: inject('apiUrl'), dbUrl: inject('dbUrl') });
afterAll(releaseStack);

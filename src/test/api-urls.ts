// Where supabase-js sends each kind of call, for the MSW seam's handlers.
import { env } from '@/lib/env';

const API = env.supabaseUrl;
export const urls = {
  rest: (table: string) => `${API}/rest/v1/${table}`,
  rpc: (fn: string) => `${API}/rest/v1/rpc/${fn}`,
  auth: (path: string) => `${API}/auth/v1${path}`,
  storage: (path: string) => `${API}/storage/v1${path}`,
};

// supabase-js builds a realtime client at construction and Node 20 has no
// global WebSocket (Node 22 does); give it the `ws` implementation.
import WebSocket from 'ws';

if (!('WebSocket' in globalThis)) {
  Object.assign(globalThis, { WebSocket });
}

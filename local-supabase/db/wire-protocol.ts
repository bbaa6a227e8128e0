// The few Postgres wire-protocol messages the wire server reads or writes itself.
export const SSL_REQUEST = 80877103;
export const GSSENC_REQUEST = 80877104;
export const CANCEL_REQUEST = 80877102;
export const PROTOCOL_3 = 196608;

/** Message types a client sends (the first byte of each message after startup). */
export const FROM_CLIENT = {
  bind: 0x42,
  describe: 0x44,
  execute: 0x45,
  parse: 0x50,
  query: 0x51,
  sync: 0x53,
  terminate: 0x58,
} as const;

/** Message types the server answers with. */
export const FROM_SERVER = { error: 0x45, notice: 0x4e, readyForQuery: 0x5a } as const;

export interface BackendKey {
  pid: number;
  secret: number;
}

/** Parameters of a StartupMessage (user, database, application_name, ...). */
export function startupParams(message: Buffer): Record<string, string> {
  const parts = message.subarray(8).toString('utf8').split('\0');
  const params: Record<string, string> = {};
  for (let i = 0; i + 1 < parts.length && parts[i] !== ''; i += 2) {
    params[parts[i]!] = parts[i + 1]!;
  }
  return params;
}

export function startupMessage(user: string): Buffer {
  const params = Buffer.from(`user\0${user}\0database\0postgres\0\0`);
  const head = Buffer.alloc(8);
  head.writeInt32BE(8 + params.length, 0);
  head.writeInt32BE(PROTOCOL_3, 4);
  return Buffer.concat([head, params]);
}

/** The backend key a CancelRequest names. */
export function cancelKey(message: Buffer): BackendKey {
  return { pid: message.readInt32BE(8), secret: message.readInt32BE(12) };
}

function frame(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head.write(type, 0, 'latin1');
  head.writeInt32BE(4 + body.length, 1);
  return Buffer.concat([head, body]);
}

export function errorResponse(fields: {
  severity: 'ERROR' | 'FATAL';
  code: string;
  message: string;
  detail?: string;
}): Buffer {
  const parts = [
    `S${fields.severity}`,
    `V${fields.severity}`,
    `C${fields.code}`,
    `M${fields.message}`,
    ...(fields.detail ? [`D${fields.detail}`] : []),
  ];
  return frame('E', Buffer.from(`${parts.join('\0')}\0\0`));
}

/** As Postgres' idle_in_transaction_session_timeout: FATAL 25P03, saying why. */
export function idleTimeoutError(seconds: number): Buffer {
  return errorResponse({
    severity: 'FATAL',
    code: '25P03',
    message: 'terminating connection due to idle-in-transaction timeout',
    detail:
      `This client kept the local database's single session in a transaction for more ` +
      `than ${seconds} s without sending anything while other clients waited; ` +
      `its transaction was rolled back.`,
  });
}

export function readyForQuery(status: 'I' | 'T' | 'E' = 'I'): Buffer {
  return frame('Z', Buffer.from(status, 'latin1'));
}

function backendKeyData(key: BackendKey): Buffer {
  const body = Buffer.alloc(8);
  body.writeInt32BE(key.pid, 0);
  body.writeInt32BE(key.secret, 4);
  return frame('K', body);
}

/** Replaces the BackendKeyData in a complete startup answer with this client's own key. */
export function withBackendKey(answer: Buffer, key: BackendKey): Buffer {
  const out: Buffer[] = [];
  let rest = answer;
  while (rest.length >= 5) {
    const len = 1 + rest.readInt32BE(1);
    out.push(rest[0] === 0x4b /* K */ ? backendKeyData(key) : rest.subarray(0, len));
    rest = rest.subarray(len);
  }
  return Buffer.concat(out);
}

/** Splits complete messages off a buffer of server output; returns the incomplete tail. */
export function eachMessage(buf: Buffer, visit: (type: number, message: Buffer) => void): Buffer {
  let rest = buf;
  while (rest.length >= 5) {
    const len = 1 + rest.readInt32BE(1);
    if (rest.length < len) break;
    visit(rest[0]!, rest.subarray(0, len));
    rest = rest.subarray(len);
  }
  return rest;
}

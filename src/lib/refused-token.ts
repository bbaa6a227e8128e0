// How each data API says it refuses the session's access token (expired, signed with another
// secret, malformed): PostgREST 401 PGRST301/PGRST303; storage-api AccessDenied (or InvalidJWT)
// with the token library's reason ('jwt expired', '"exp" claim timestamp check failed',
// 'signature verification failed'); the Edge Functions gateway 401 'Invalid JWT'. Anything else
// (RLS, a missing row or object) is no session problem.
// tests/integration/refused-token.test.ts holds these against the real services.
export interface RefusalBody {
  code?: unknown;
  message?: unknown;
}

const TOKEN_REASON = /jwt|jws|"exp" claim|signature/i;

export function refusesToken(
  api: 'rest' | 'storage' | 'functions',
  status: number,
  body: RefusalBody | null,
): boolean {
  if (api === 'rest') return status === 401 && /^PGRST30[13]$/.test(String(body?.code));
  if (api === 'storage') {
    return (
      body?.code === 'InvalidJWT' ||
      (body?.code === 'AccessDenied' && TOKEN_REASON.test(String(body.message)))
    );
  }
  return status === 401 && body?.message === 'Invalid JWT';
}

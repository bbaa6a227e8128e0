import {
  AppError,
  isNotFound,
  messageOf,
  NETWORK_MESSAGE,
  toAppError,
  UNKNOWN_MESSAGE,
} from './errors';

// What supabase-js hands over when a request gets no answer, per client and browser.
const NO_ANSWER = [
  ['PostgREST (Chrome)', { message: 'TypeError: Failed to fetch', details: '', code: '' }],
  [
    'PostgREST (Firefox)',
    { message: 'TypeError: NetworkError when attempting to fetch resource.' },
  ],
  ['PostgREST (Safari)', { message: 'TypeError: Load failed' }],
  ['auth', { name: 'AuthRetryableFetchError', message: 'Failed to fetch', status: 0 }],
  ['auth behind a down gateway', { name: 'AuthRetryableFetchError', message: '{}', status: 503 }],
  ['storage', { name: 'StorageUnknownError', message: 'Failed to fetch' }],
  [
    'Edge Functions',
    { name: 'FunctionsFetchError', message: 'Failed to send a request to the Edge Function' },
  ],
  ['Node', { message: 'fetch failed' }],
] as const;

describe('errors a user reads', () => {
  it.each(NO_ANSWER)('says a %s network failure in plain words', (_, error) => {
    expect(toAppError(error).message).toBe(NETWORK_MESSAGE);
    expect(toAppError(error, 'Error loading cases').message).toBe(
      `Error loading cases: ${NETWORK_MESSAGE}`,
    );
  });

  it('says a raw fetch TypeError in plain words too', () => {
    expect(messageOf(new TypeError('Failed to fetch'))).toBe(
      'Could not reach the server. Check your connection and try again.',
    );
    expect(messageOf('TypeError: Failed to fetch')).toBe(NETWORK_MESSAGE);
  });

  it("keeps the backend's own text and code for an answered request", () => {
    const error = toAppError({ message: 'Title is required', code: '23514' }, 'Error saving');
    expect(error).toBeInstanceOf(AppError);
    expect(error.message).toBe('Error saving: Title is required');
    expect(error.code).toBe('23514');
    expect(messageOf(error)).toBe('Error saving: Title is required');
  });

  it('never passes on raw database text: a malformed id, a policy, a constraint, an unknown code', () => {
    const raw = [
      [
        { code: '22P02', message: 'invalid input syntax for type uuid: "x"' },
        'That record could not be found.',
      ],
      [
        { code: '42501', message: 'new row violates row-level security policy for table "cases"' },
        'You do not have permission to do that.',
      ],
      [
        { code: '23514', message: 'new row for relation "cases" violates check constraint "c"' },
        'Some of the details were not accepted. Check them and try again.',
      ],
      [
        { code: '23505', message: 'duplicate key value violates unique constraint "k"' },
        'That already exists.',
      ],
      [{ code: 'XX000', message: 'could not open relation with OID 1' }, UNKNOWN_MESSAGE],
      [
        { code: 'PGRST202', message: 'Could not find the function public.x in the schema cache' },
        UNKNOWN_MESSAGE,
      ],
    ] as const;
    for (const [error, text] of raw) {
      expect(toAppError(error, 'Error loading cases').message).toBe(`Error loading cases: ${text}`);
      expect(messageOf(Object.assign(new Error(error.message), { code: error.code }))).toBe(text);
    }
  });

  it('keeps the text the migrations wrote for people', () => {
    expect(toAppError({ code: 'GC002', message: 'This case is completed.' }).message).toBe(
      'This case is completed.',
    );
    expect(toAppError({ code: 'P0001', message: 'Hours must be positive.' }).message).toBe(
      'Hours must be positive.',
    );
  });

  it('reads a malformed id as the record not found, when the read names its not-found text', () => {
    const error = toAppError(
      { code: '22P02', message: 'invalid input syntax for type uuid' },
      'Error loading cases',
      {
        notFound: 'Case not found',
      },
    );
    expect(error.message).toBe('Case not found');
    expect(error.code).toBe('PGRST116');
    expect(isNotFound({ code: '22P02' })).toBe(true);
    expect(isNotFound({ code: '42501' })).toBe(false);
  });

  it('never shows an empty message', () => {
    expect(messageOf(new Error(''))).toBe('Something went wrong');
    expect(messageOf({ weird: true })).toBe('Something went wrong');
  });
});

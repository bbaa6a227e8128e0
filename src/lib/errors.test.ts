import { AppError, messageOf, NETWORK_MESSAGE, toAppError } from './errors';

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

  it('never shows an empty message', () => {
    expect(messageOf(new Error(''))).toBe('Something went wrong');
    expect(messageOf({ weird: true })).toBe('Something went wrong');
  });
});

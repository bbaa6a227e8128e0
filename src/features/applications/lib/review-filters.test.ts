import { readReviewFilters, writeReviewFilters } from './review-filters';

describe('review list filters in the URL', () => {
  it('reads known values and drops unknown ones', () => {
    expect(
      readReviewFilters(new URLSearchParams('status=pending&kind=assistant&q=ana&page=3')),
    ).toEqual({
      status: 'pending',
      kind: 'assistant',
      search: 'ana',
      page: 3,
    });
    expect(readReviewFilters(new URLSearchParams('status=lost&kind=x&page=-2'))).toEqual({
      status: null,
      kind: null,
      search: '',
      page: 1,
    });
  });

  it('writes only what is set', () => {
    expect(
      writeReviewFilters({ status: 'rejected', kind: null, search: ' Lee ', page: 1 }).toString(),
    ).toBe('status=rejected&q=Lee');
  });
});

import {
  pageRange,
  readCaseListFilters,
  readOpportunityFilters,
  writeCaseListFilters,
  writeOpportunityFilters,
} from './filters';

describe('filters in the URL', () => {
  it('reads opportunity filters and round-trips them', () => {
    const f = readOpportunityFilters(
      new URLSearchParams('tab=pro_bono&county=Broward&type=Juvenile'),
    );
    expect(f).toEqual({ tab: 'pro_bono', county: 'Broward', category: 'Juvenile', page: 1 });
    expect(writeOpportunityFilters(f).toString()).toBe('tab=pro_bono&county=Broward&type=Juvenile');
  });

  it('falls back to defaults for values that are not offered', () => {
    const f = readOpportunityFilters(
      new URLSearchParams('tab=x&county=Gotham&type=Probate&page=-3'),
    );
    expect(f).toEqual({ tab: 'paid', county: null, category: null, page: 1 });
    expect(writeOpportunityFilters(f).toString()).toBe('');
  });

  it('reads and writes the case list’s status, search and page', () => {
    const f = readCaseListFilters(new URLSearchParams('status=completed&q=Miami&page=3'));
    expect(f).toEqual({ status: 'completed', search: 'Miami', page: 3 });
    expect(writeCaseListFilters(f).toString()).toBe('status=completed&q=Miami&page=3');
    expect(readCaseListFilters(new URLSearchParams('status=deleted')).status).toBeNull();
  });

  it('pages with inclusive PostgREST ranges', () => {
    expect(pageRange(1, 10)).toEqual({ from: 0, to: 9 });
    expect(pageRange(3, 10)).toEqual({ from: 20, to: 29 });
  });
});

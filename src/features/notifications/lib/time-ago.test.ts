import { timeAgo } from './time-ago';

const now = new Date('2026-11-25T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

describe('timeAgo', () => {
  it('says just now under a minute, then minutes, hours and days', () => {
    expect(timeAgo(ago(59), now)).toBe('just now');
    expect(timeAgo(ago(60), now)).toBe('1 minute ago');
    expect(timeAgo(ago(59 * 60), now)).toBe('59 minutes ago');
    expect(timeAgo(ago(3 * 3600 + 10), now)).toBe('3 hours ago');
    expect(timeAgo(ago(2 * 86400), now)).toBe('2 days ago');
  });

  it('gives the date after a week, and never counts a future time as past', () => {
    expect(timeAgo('2026-11-01T12:00:00Z', now)).toBe('Nov 1, 2026');
    expect(timeAgo(ago(-300), now)).toBe('just now');
  });
});

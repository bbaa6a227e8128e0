import { navItemsForRole } from './navigation';

const labels = (role: Parameters<typeof navItemsForRole>[0]) =>
  navItemsForRole(role).map((item) => item.label);

describe('dashboard navigation by role', () => {
  it('gives a free user the common items, Enroll, then Settings', () => {
    expect(labels('free')).toEqual([
      'Dashboard',
      'Cases',
      'Opportunities',
      'Profile',
      'Enroll',
      'Settings',
    ]);
  });

  it('gives a contractor Time Tracking, Invoices and Messages before Settings', () => {
    expect(labels('contractor')).toEqual([
      'Dashboard',
      'Cases',
      'Opportunities',
      'Profile',
      'Time Tracking',
      'Invoices',
      'Messages',
      'Settings',
    ]);
  });

  it('gives an admin Messages and Contractors before Settings', () => {
    expect(labels('admin')).toEqual([
      'Dashboard',
      'Cases',
      'Opportunities',
      'Profile',
      'Messages',
      'Contractors',
      'Settings',
    ]);
  });

  it('points every item at a dashboard route', () => {
    for (const role of ['free', 'contractor', 'admin'] as const) {
      for (const item of navItemsForRole(role)) expect(item.to).toMatch(/^\/dashboard(\/|$)/);
    }
  });
});

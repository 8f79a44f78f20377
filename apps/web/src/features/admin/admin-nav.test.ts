import { describe, expect, it } from 'vitest';
import { ADMIN_NAV, breadcrumbsFor } from './admin-nav';

describe('admin navigation', () => {
  it('lists the admin pages in the menu’s order, then the maker settings and the newsletter', () => {
    expect(ADMIN_NAV.map((item) => item.label)).toEqual([
      'Dashboard',
      'Products',
      'Orders',
      'Analytics',
      'Custom orders',
      'Blog',
      'Messages',
      'Monthly Drop',
      'Discounts',
      'Gift cards',
      'Reviews',
      'Activity',
      'Shipping',
      'Sales channels',
      'Newsletter',
    ]);
  });

  it('builds breadcrumbs from the path', () => {
    expect(breadcrumbsFor('/admin')).toEqual([{ to: '/admin', label: 'Dashboard' }]);
    expect(breadcrumbsFor('/admin/monthly-drop/')).toEqual([
      { to: '/admin', label: 'Dashboard' },
      { to: '/admin/monthly-drop', label: 'Monthly Drop' },
    ]);
    expect(breadcrumbsFor('/admin/orders/abc-def').map((c) => c.label)).toEqual([
      'Dashboard',
      'Orders',
      'Abc Def',
    ]);
    expect(
      breadcrumbsFor('/admin/custom-orders/4678ff80-780c-436a-a3b9-6fd3f0ef0c1d').at(-1)?.label,
    ).toBe('#4678ff80');
    expect(breadcrumbsFor('/admin/settings/shipping').map((c) => c.label)).toEqual([
      'Dashboard',
      'Settings',
      'Shipping',
    ]);
    expect(breadcrumbsFor('/products')).toEqual([]);
  });
});

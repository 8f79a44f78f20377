import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@shop/shared/schemas/audit';
import { describeEntry } from './describe-entry';

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  id: 'e1',
  at: '2026-11-20T10:30:00.000Z',
  kind: 'write',
  actorId: 'a1',
  actorEmail: 'maker@example.com',
  method: 'PUT',
  route: '/api/admin/products/:id',
  path: '/api/admin/products/p1',
  targetId: 'p1',
  status: 200,
  ip: null,
  request: null,
  before: null,
  after: null,
  ...over,
});

const beanie = { name: 'Chunky Pom-Pom Beanie', priceCents: 4200, stock: 4, description: 'Warm' };

describe('describeEntry', () => {
  it('names the product and each change with its values', () => {
    expect(describeEntry(entry({ before: beanie, after: { ...beanie, priceCents: 4400 } }))).toBe(
      'Changed the price of Chunky Pom-Pom Beanie from $42.00 to $44.00',
    );
    expect(
      describeEntry(
        entry({ before: beanie, after: { ...beanie, stock: 9, description: 'Warmer' } }),
      ),
    ).toBe('Changed the stock of Chunky Pom-Pom Beanie from 4 to 9 and the description');
    expect(describeEntry(entry({ before: beanie, after: beanie }))).toBe(
      'Changed the product Chunky Pom-Pom Beanie',
    );
  });

  it('reads orders, custom orders, codes and refusals as sentences, never a route', () => {
    const order = { id: '1a2b3c4d-0000', status: 'pending' };
    expect(
      describeEntry(
        entry({
          method: 'PATCH',
          route: '/api/admin/orders/:id',
          before: order,
          after: { ...order, status: 'processing' },
        }),
      ),
    ).toBe('Marked order #1a2b3c4d as Processing');
    expect(
      describeEntry(
        entry({
          route: '/api/admin/custom-orders/:id/quote',
          after: { description: 'A sage cardigan\nsize M', quote: { totalCents: 13099 } },
        }),
      ),
    ).toBe('Quoted $130.99 for the custom order “A sage cardigan”');
    expect(
      describeEntry(
        entry({ method: 'POST', route: '/api/admin/discounts', after: { code: 'WELCOME10' } }),
      ),
    ).toBe('Added the discount code WELCOME10');
    expect(
      describeEntry(
        entry({ status: 400, before: beanie, after: { error: { code: 'validation_failed' } } }),
      ),
    ).toBe('Tried to change the product Chunky Pom-Pom Beanie');
    const unknown = describeEntry(
      entry({ method: 'POST', route: '/api/admin/some-new/:id/thing' }),
    );
    expect(unknown).not.toMatch(/\/api|:id|POST/);
  });
});

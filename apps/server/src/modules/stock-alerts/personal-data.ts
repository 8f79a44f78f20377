/** Back-in-stock requests, by account or by any of the person's addresses: deleted. */
import { eq, inArray, or, sql } from 'drizzle-orm';
import type { PersonalDataOwner } from '../../ports/personal-data.ts';
import type { Person } from '../../ports/personal-data.ts';
import { stockAlerts } from './schema.ts';

const theirs = ({ userId, emails }: Person) =>
  or(eq(stockAlerts.userId, userId), inArray(sql`lower(${stockAlerts.email})`, [...emails]));

export const stockAlertsPersonalData: PersonalDataOwner = {
  module: 'stock-alerts',
  holds: { stock_alerts: { email: 'deleted' } },
  async exportFor(db, person) {
    const alerts = await db
      .select({
        productId: stockAlerts.productId,
        variantId: stockAlerts.variantId,
        email: stockAlerts.email,
        status: stockAlerts.status,
        createdAt: stockAlerts.createdAt,
        notifiedAt: stockAlerts.notifiedAt,
      })
      .from(stockAlerts)
      .where(theirs(person));
    return { stockAlerts: alerts };
  },
  async erase(tx, person) {
    await tx.delete(stockAlerts).where(theirs(person));
  },
};

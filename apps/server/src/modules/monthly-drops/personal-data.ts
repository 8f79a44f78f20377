/** "Notify me at launch" sign-ups to any of the person's addresses: deleted. */
import { inArray, sql } from 'drizzle-orm';
import type { PersonalDataOwner } from '../../ports/personal-data.ts';
import { dropLaunchSignups } from './schema.ts';

const theirs = (emails: readonly string[]) =>
  inArray(sql`lower(${dropLaunchSignups.email})`, [...emails]);

export const monthlyDropsPersonalData: PersonalDataOwner = {
  module: 'monthly-drops',
  holds: { drop_launch_signups: { email: 'deleted' } },
  async exportFor(db, { emails }) {
    const launchSignups = await db
      .select({
        dropId: dropLaunchSignups.dropId,
        email: dropLaunchSignups.email,
        confirmedAt: dropLaunchSignups.confirmedAt,
        notifiedAt: dropLaunchSignups.notifiedAt,
        createdAt: dropLaunchSignups.createdAt,
      })
      .from(dropLaunchSignups)
      .where(theirs(emails));
    return { launchSignups };
  },
  async erase(tx, { emails }) {
    await tx.delete(dropLaunchSignups).where(theirs(emails));
  },
};

/** The maker's review settings: how many days after completion an order's customer is asked. */
import { REVIEW_REQUEST_DAYS_DEFAULT, type ReviewSettings } from '@shop/shared/schemas/review';
import type { Db } from '../../db/client.ts';
import { reviewSettings } from './schema.ts';

export async function getReviewSettings(db: Db): Promise<ReviewSettings> {
  const [row] = await db
    .select({ requestAfterDays: reviewSettings.requestAfterDays })
    .from(reviewSettings);
  return { requestAfterDays: row?.requestAfterDays ?? REVIEW_REQUEST_DAYS_DEFAULT };
}

export async function saveReviewSettings(
  db: Db,
  settings: ReviewSettings,
): Promise<ReviewSettings> {
  await db
    .insert(reviewSettings)
    .values({ id: 1, requestAfterDays: settings.requestAfterDays })
    .onConflictDoUpdate({
      target: reviewSettings.id,
      set: { requestAfterDays: settings.requestAfterDays, updatedAt: new Date() },
    });
  return getReviewSettings(db);
}

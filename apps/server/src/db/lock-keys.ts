/**
 * Every PostgreSQL advisory lock key of the app, in one place so that no two tasks share one by
 * accident. Single keys (one bigint) and two-key spaces (two int4) are separate in PostgreSQL,
 * so the checkouts' space may repeat a single key's number.
 */
export const LOCK_KEYS = {
  /** Migrations at start-up: one replica migrates, the others wait. */
  migrations: 727274,
  /** Seeding the demo catalog into an empty database. */
  seed: 727275,
  /** The sweep of uploads nothing refers to. */
  uploadSweep: 727276,
  /** The sweep of stale checkouts and refund retries. */
  checkoutExpirySweep: 727277,
  /** Creating or promoting the ADMIN_EMAIL account. */
  adminBootstrap: 727278,
  /** The sweep that asks buyers for reviews N days after an order is completed. */
  reviewRequestSweep: 727279,
  /** Taking a backup (nightly or the admin's "Back up now"): one at a time across replicas. */
  backup: 727280,
  /** The hourly check whether the nightly backup is due (it then takes the backup lock too). */
  nightlyBackupCheck: 727281,
  /** The sweep that sends one reminder for a signed-in shopper's cart left for a day. */
  cartReminderSweep: 727283,
  /** The sweep that mails "notify me at launch" addresses at a drop's release. */
  launchNoticeSweep: 727284,
  /** The daily roll-up of analytics events and the deletion of old events and salts. */
  analyticsSweep: 727290,
  /** The sweep that deletes guest carts left alone for 30 days. */
  guestCartSweep: 727285,
  /** The sweep that makes and mails the codes of gift cards whose send date has come. */
  giftCardSendSweep: 727291,
  /** First key of the two-key lock "checkouts of one user" (the second is the user's hash). */
  checkoutsOfUser: 727275,
} as const;

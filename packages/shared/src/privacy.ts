/** A customer's data and account: what the export holds, what deletion leaves behind. */
export const PRIVACY = {
  /** The name a deleted customer's orders keep for bookkeeping. */
  deletedName: 'Deleted customer',
  /** The address a deleted customer's orders keep (never deliverable: `.invalid`). */
  deletedEmail: (userId: string) => `deleted-${userId.slice(0, 8)}@deleted.invalid`,
  /** The author shown on a deleted customer's approved review. */
  deletedReviewer: 'A customer',
  confirmMismatch: 'Type your email address exactly as shown to confirm.',
  adminNotDeletable: 'An admin account cannot be deleted here.',
} as const;

/**
 * A visitor's (or a signed-in customer's) commission request: stored with its photos in one
 * transaction together with the requester's confirmation and the maker's mail, or not at all.
 * A signed-in requester's request belongs to their account, with their name and address.
 */
import type { z } from 'zod';
import type { customOrderRequestInputSchema } from '@shop/shared/schemas/custom-order';
import type { AppContext, SessionUser } from '../../context.ts';
import { customOrderPhotos, customOrderRequests } from './schema.ts';
import { checkCustomPhotos } from './request-photos.ts';
import { queueRequestReceivedMails } from './custom-order-mails.ts';

type CreateContext = Pick<AppContext, 'db' | 'config' | 'outbox' | 'storage' | 'authSecret'>;
export type RequestInput = z.output<typeof customOrderRequestInputSchema>;

export async function createCustomRequest(
  ctx: CreateContext,
  { input, user }: { input: RequestInput; user: SessionUser | null },
): Promise<{ id: string }> {
  const photos = checkCustomPhotos(ctx.storage, input.photos);
  const created = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(customOrderRequests)
      .values({
        userId: user?.id ?? null,
        name: user?.name || input.name,
        email: user?.email ?? input.email.toLowerCase(),
        description: input.description.trim(),
        category: input.category,
        size: input.size.trim(),
        colours: input.colours.trim(),
        budgetMinCents: input.budgetMinCents,
        budgetMaxCents: input.budgetMaxCents,
        neededBy: input.neededBy,
        state: 'new',
      })
      .returning();
    if (photos.length) {
      await tx
        .insert(customOrderPhotos)
        .values(photos.map((url, position) => ({ requestId: row!.id, url, position })));
    }
    await queueRequestReceivedMails({ tx, config: ctx.config, secret: ctx.authSecret }, row!);
    return { id: row!.id };
  });
  ctx.outbox.kick();
  return created;
}

/**
 * The demo shop's gift card: $50 on a fresh code, made with the demo catalog on the first start,
 * printed once in the log and kept in DATA_DIR/demo-gift-card.txt (like the demo admin's
 * password), so a visitor can try paying with a gift card at once.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { formatGiftCardCode } from '@shop/shared/schemas/gift-card';
import { SHOP } from '@shop/shared/shop';
import type { Db } from '../../db/client.ts';
import { now } from '../../lib/clock.ts';
import { todayIso } from './bought-cards.ts';
import { changeBalance } from './ledger.ts';
import { giftCards } from './schema.ts';
import { giveNewCode } from './send-due-cards.ts';

export const DEMO_GIFT_CARD_CENTS = 5000;
export const DEMO_GIFT_CARD_FILE = 'demo-gift-card.txt';

export async function seedDemoGiftCard(
  db: Db,
  { dataDir, publicUrl }: { dataDir: string; publicUrl: string },
): Promise<{ code: string; file: string }> {
  const code = await db.transaction(async (tx) => {
    const [card] = await tx
      .insert(giftCards)
      .values({
        status: 'active',
        initialCents: DEMO_GIFT_CARD_CENTS,
        recipientName: 'Demo shopper',
        recipientEmail: SHOP.demoAdminEmail,
        sendOn: todayIso(now()),
        // Printed in the log instead of mailed.
        sentAt: now(),
        note: 'The demo gift card',
      })
      .returning({ id: giftCards.id });
    await changeBalance(tx, {
      giftCardId: card!.id,
      kind: 'issued',
      amountCents: DEMO_GIFT_CARD_CENTS,
      changeCents: DEMO_GIFT_CARD_CENTS,
      note: 'The demo gift card',
    });
    return giveNewCode(tx, card!.id);
  });
  const file = path.join(dataDir, DEMO_GIFT_CARD_FILE);
  await fs.mkdir(dataDir, { recursive: true });
  await fs.writeFile(
    file,
    [
      `${SHOP.name} demo gift card (created with the demo catalog)`,
      `Code:    ${formatGiftCardCode(code)}`,
      'Balance: $50.00',
      `Apply it in the cart at ${publicUrl}/cart or check it at ${publicUrl}/gift-cards/balance`,
      '',
    ].join('\n'),
    { mode: 0o600 },
  );
  return { code, file };
}

/**
 * A gift card names two people: its buyer (the sender's name and message) and its recipient (a
 * name and an address). The card itself is money and stays spendable by its code whoever is
 * deleted; what goes is the deleted person's part of it. The maker's note is the maker's words.
 */
import { eq, inArray, or } from 'drizzle-orm';
import type { PersonalDataOwner } from '../../ports/personal-data.ts';
import { giftCards } from './schema.ts';

export const giftCardsPersonalData: PersonalDataOwner = {
  module: 'gift-cards',
  holds: {
    gift_cards: {
      sender_name: 'cleared on the cards the person bought',
      message: 'cleared on the cards the person bought, and on the cards sent to them',
      recipient_name: 'replaced by the anonymous name on the cards sent to them',
      recipient_email: 'replaced by the anonymous address on the cards sent to them',
    },
  },
  async exportFor(db, { userId, emails }) {
    const rows = await db
      .select({
        initialCents: giftCards.initialCents,
        balanceCents: giftCards.balanceCents,
        last4: giftCards.last4,
        recipientName: giftCards.recipientName,
        recipientEmail: giftCards.recipientEmail,
        senderName: giftCards.senderName,
        message: giftCards.message,
        sendOn: giftCards.sendOn,
        buyerUserId: giftCards.buyerUserId,
      })
      .from(giftCards)
      .where(or(eq(giftCards.buyerUserId, userId), inArray(giftCards.recipientEmail, [...emails])));
    return {
      giftCardsBought: rows
        .filter((row) => row.buyerUserId === userId)
        .map(({ buyerUserId: _buyer, ...card }) => card),
      giftCardsReceived: rows
        .filter((row) => row.buyerUserId !== userId)
        .map(({ initialCents, balanceCents, last4, senderName, message, sendOn }) => ({
          initialCents,
          balanceCents,
          last4,
          senderName,
          message,
          sendOn,
        })),
    };
  },
  async erase(tx, { userId, emails }, anonymous) {
    await tx
      .update(giftCards)
      .set({ senderName: null, message: null })
      .where(eq(giftCards.buyerUserId, userId));
    if (emails.length) {
      await tx
        .update(giftCards)
        .set({ recipientName: anonymous.name, recipientEmail: anonymous.email, message: null })
        .where(inArray(giftCards.recipientEmail, [...emails]));
    }
  },
};

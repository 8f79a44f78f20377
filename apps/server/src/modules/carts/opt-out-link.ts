/** Signed one-click opt-out links for cart reminders (see lib/signed-opt-out.ts). */
import { signedOptOutLinks } from '../../lib/signed-opt-out.ts';

export const { signOptOutToken, isValidOptOutToken, optOutUrl } = signedOptOutLinks({
  purpose: 'loop-and-lantern/cart-reminder-opt-out/v1',
  path: '/api/cart/reminders/opt-out',
});

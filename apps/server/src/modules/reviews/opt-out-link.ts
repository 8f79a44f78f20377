/** Signed one-click opt-out links for review requests (see lib/signed-opt-out.ts). */
import { signedOptOutLinks } from '../../lib/signed-opt-out.ts';

export const { signOptOutToken, isValidOptOutToken, optOutUrl } = signedOptOutLinks({
  purpose: 'loop-and-lantern/review-request-opt-out/v1',
  path: '/api/reviews/opt-out',
});

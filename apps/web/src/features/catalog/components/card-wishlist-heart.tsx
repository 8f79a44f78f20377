/**
 * A product card's heart: Add to Wishlist or Remove from Wishlist, as a form to
 * `/forms/wishlist`, so a tap before the app has loaded (or with scripts off) saves the piece on
 * the server, which renders the page again with the heart filled; a signed-out visitor is sent to
 * sign in and brought back. Once the app runs it changes the list in place, and asks a
 * signed-out visitor to sign in first, as the product page does.
 */
import { Heart } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { MESSAGES } from '@shop/shared/messages';
import { cn } from '@/components/ui/cn';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { HtmlForm } from '@/components/ui/html-form';
import { useSessionStore } from '@/features/accounts/store';
import type { WishlistControl } from '../wishlist-control';

export function CardWishlistHeart({
  productId,
  productName,
  control: Control,
}: {
  productId: string;
  productName: string;
  control: WishlistControl;
}) {
  const user = useSessionStore((s) => s.user);
  const navigate = useNavigate();
  const location = useLocation();
  const [confirm, confirmDialog] = useConfirm();

  const askToSignIn = async () => {
    const isConfirmed = await confirm({
      title: MESSAGES.signInToWishlist,
      confirmLabel: 'Sign in',
    });
    if (isConfirmed) navigate('/signin', { state: { from: location } });
  };

  return (
    <Control productId={productId}>
      {(wishlist) => (
        <HtmlForm
          action="/forms/wishlist"
          formName="wishlist"
          className="absolute right-2.5 top-2.5 sm:right-3 sm:top-3"
          onSubmit={() => {
            if (user) wishlist.toggle();
            else void askToSignIn();
          }}
        >
          <input type="hidden" name="productId" value={productId} />
          <input type="hidden" name="intent" value={wishlist.isInWishlist ? 'remove' : 'add'} />
          <button
            type="submit"
            disabled={wishlist.isPending}
            aria-label={
              wishlist.isInWishlist
                ? `Remove ${productName} from Wishlist`
                : `Add ${productName} to Wishlist`
            }
            title={wishlist.isInWishlist ? 'Remove from Wishlist' : 'Add to Wishlist'}
            className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-cream-50/90 text-ink-900 shadow-sm backdrop-blur transition hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-clay-700 disabled:opacity-60 dark:bg-night-900/85 dark:text-cream-100 dark:hover:bg-night-900 dark:focus-visible:outline-clay-300"
          >
            <Heart
              className={cn('h-5 w-5', wishlist.isInWishlist && 'fill-clay-500 text-clay-500')}
              aria-hidden
            />
          </button>
          <span role="status" className="sr-only">
            {wishlist.isError ? 'Your wishlist could not be updated. Please try again.' : ''}
          </span>
          {confirmDialog}
        </HtmlForm>
      )}
    </Control>
  );
}

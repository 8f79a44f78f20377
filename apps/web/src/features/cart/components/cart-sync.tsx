/** Mounted once at the app root: keeps a signed-in shopper's cart on the server (sync-cart.ts). */
import { useEffect } from 'react';
import { syncCartWithUser } from '../sync-cart';

export function CartSync() {
  useEffect(() => syncCartWithUser(), []);
  return null;
}

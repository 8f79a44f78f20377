/**
 * The signed-in shopper's cart kept on the server (GET/PUT /api/cart, POST /api/cart/merge) and
 * their "Cart reminders" choice (GET/PUT /api/cart/reminders).
 */
import type {
  CartReminders,
  CartSaveRequest,
  CartSaveResult,
  SavedCart,
  SavedCartGift,
  SavedCartLine,
} from '@shop/shared/schemas/cart';
import { api } from '@/lib/api-client';

export const fetchServerCart = () => api<SavedCart>('/api/cart');

export const saveServerCart = (cart: CartSaveRequest) =>
  api<CartSaveResult>('/api/cart', { method: 'PUT', body: cart });

export const mergeServerCart = (cart: { lines: SavedCartLine[]; gift: SavedCartGift }) =>
  api<SavedCart>('/api/cart/merge', { method: 'POST', body: cart });

export const fetchCartReminders = () => api<CartReminders>('/api/cart/reminders');

export const saveCartReminders = (body: CartReminders) =>
  api<CartReminders>('/api/cart/reminders', { method: 'PUT', body });

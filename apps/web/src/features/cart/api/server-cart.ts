/**
 * The visitor's cart kept on the server (GET /api/cart, POST /api/cart/changes, a signed-in
 * shopper's PUT /api/cart and the merge at sign-in) and the "Cart reminders" choice
 * (GET/PUT /api/cart/reminders).
 */
import type {
  CartChange,
  CartReminders,
  CartSaveRequest,
  CartSaveResult,
  SavedCart,
  SavedCartGift,
  SavedCartLine,
} from '@shop/shared/schemas/cart';
import { api } from '@/lib/api-client';

export const fetchServerCart = () => api<SavedCart>('/api/cart');

/** `keepalive`: sent as the page goes away (a note typed just before a reload or a link). */
export const sendCartChange = (change: CartChange, { keepalive = false } = {}) =>
  api<SavedCart>('/api/cart/changes', { method: 'POST', body: change, keepalive });

export const saveServerCart = (cart: CartSaveRequest) =>
  api<CartSaveResult>('/api/cart', { method: 'PUT', body: cart });

export const mergeServerCart = (cart: { lines: SavedCartLine[]; gift: SavedCartGift }) =>
  api<SavedCart>('/api/cart/merge', { method: 'POST', body: cart });

export const fetchCartReminders = () => api<CartReminders>('/api/cart/reminders');

export const saveCartReminders = (body: CartReminders) =>
  api<CartReminders>('/api/cart/reminders', { method: 'PUT', body });

/** GET /api/me: the caller with their admin status (SPEC's profile role). */
import type { Me } from '@shop/shared/schemas/account';
import { api } from '@/lib/api-client';

export const getMe = () => api<Me>('/api/me');

/** The signed-in caller as the SPA sees it (`GET /api/me`): SPEC's profile role as `isAdmin`. */
import type { Me } from '@shop/shared/schemas/account';
import type { SessionUser } from '../../context.ts';

export function toMe(user: SessionUser, { requireAdminTwoFactor = false } = {}): Me {
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    isAdmin: user.role === 'admin',
    twoFactorEnabled: user.twoFactorEnabled,
    mustSetUpTwoFactor: requireAdminTwoFactor && user.role === 'admin' && !user.twoFactorEnabled,
    createdAt: user.createdAt.toISOString(),
  };
}

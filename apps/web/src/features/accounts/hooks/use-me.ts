/** GET /api/me for the signed-in account: two-factor status and the admin set-up requirement. */
import { useQuery } from '@tanstack/react-query';
import { meKey } from '@/lib/query-keys';
import { useSessionStore } from '@/features/accounts/store';
import { getMe } from '../api/get-me';

export function useMe() {
  const userId = useSessionStore((s) => s.user?.id);
  return useQuery({ queryKey: meKey(userId), queryFn: getMe, enabled: Boolean(userId) });
}

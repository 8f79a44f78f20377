/**
 * Sign Out: end the session on the server, clear the user, let the caller close its
 * menus, and go to the home page. The accounts work may refine what else is reset here.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { api } from '@/lib/api-client';
import { productKeys } from '@/lib/query-keys';
import { useSessionStore } from './store';

export async function signOut(): Promise<void> {
  try {
    await api('/api/auth/sign-out', { method: 'POST', body: {} });
  } catch (error) {
    // A failed sign-out is only logged; the local session is cleared regardless.
    console.error('Sign-out failed', error);
  }
  useSessionStore.getState().setUser(null);
}

/** Returns a handler that signs out, runs `onDone` (close menus) and navigates to '/'. */
export function useSignOut(onDone?: () => void) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await signOut();
    // Per-user server state (orders, wishlist, ratings) must not outlive the session.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== productKeys.all[0] });
    onDone?.();
    navigate('/');
  }, [navigate, onDone, queryClient]);
}

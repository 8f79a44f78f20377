/**
 * Route guards of SPEC §2's route table. (The accounts work replaces these with session-aware
 * versions: remembered origin, admin check.)
 */
import { Navigate, Outlet, useLocation } from 'react-router';
import { useShopStore } from '../lib/store';

export function RequireUser() {
  const user = useShopStore((s) => s.user);
  const location = useLocation();
  if (!user) return <Navigate to="/signin" replace state={{ from: location }} />;
  return <Outlet />;
}

export function RequireAdmin() {
  const user = useShopStore((s) => s.user);
  const isAdmin = useShopStore((s) => s.isAdmin);
  const location = useLocation();
  if (!user) return <Navigate to="/signin" replace state={{ from: location }} />;
  if (!isAdmin) return <Navigate to="/" replace />;
  return <Outlet />;
}

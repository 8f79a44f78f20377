/**
 * Where to go after signing in: the location a guard remembered in `location.state.from`
 *, as a same-site path. Anything else (missing, another site, the sign-in pages
 * themselves) falls back to the given default.
 */
type FromState = { from?: { pathname?: unknown; search?: unknown; hash?: unknown } | string };

const isSignInPath = (path: string) => path === '/signin' || path.startsWith('/admin/login');

export function returnPath(state: unknown, fallback = '/'): string {
  const from = (state as FromState | null)?.from;
  const path =
    typeof from === 'string'
      ? from
      : typeof from?.pathname === 'string'
        ? `${from.pathname}${typeof from.search === 'string' ? from.search : ''}${
            typeof from.hash === 'string' ? from.hash : ''
          }`
        : null;
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) {
    return fallback;
  }
  return isSignInPath(path.split(/[?#]/)[0] ?? '') ? fallback : path;
}

/**
 * What a route shows when its loader fails. A 404 (unknown product, post or address) shows the
 * shop's not-found page; an unknown address then moves on to '/' in the browser (SPEC: unknown
 * paths redirect to /). Anything else is an error page with a way to try again.
 */
import { RefreshCw } from 'lucide-react';
import { useEffect } from 'react';
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';
import { Page } from '@/components/ui/page';
import { NotFound, type NotFoundKind } from './not-found';

function kindOf(pathname: string): NotFoundKind {
  if (/^\/products\/[^/]+\/?$/.test(pathname)) return 'product';
  if (/^\/blog\/[^/]+\/?$/.test(pathname)) return 'post';
  return 'page';
}

function NotFoundRoute() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const kind = kindOf(pathname);
  useEffect(() => {
    if (kind === 'page') void navigate('/', { replace: true });
  }, [kind, navigate]);
  return (
    <Page
      title={
        kind === 'post'
          ? 'Post not found'
          : kind === 'product'
            ? 'Product not found'
            : 'Page not found'
      }
      wide
    >
      <NotFound kind={kind} />
    </Page>
  );
}

export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundRoute />;
  return (
    <Page title="Something went wrong">
      <div
        role="alert"
        className="mx-auto max-w-lg rounded-3xl border border-red-200 bg-red-50 px-6 py-12 text-center dark:border-red-900/60 dark:bg-red-950/30"
      >
        <h1 className="text-2xl font-semibold text-red-900 dark:text-red-100">
          This page could not be loaded.
        </h1>
        <p className="mt-2 text-red-800 dark:text-red-200">
          Please check your connection and try again.
        </p>
        <Button variant="secondary" className="mt-6" onClick={() => window.location.reload()}>
          <RefreshCw className="h-4 w-4" aria-hidden />
          Try Again
        </Button>
      </div>
    </Page>
  );
}

/**
 * Counts a page shown by an in-app navigation (a new path; filters on the same path are not new
 * pages). The page a visit starts on was counted by the server when it answered it.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { reportEvent } from '@/lib/report-event';

export function usePageviewReport() {
  const { pathname } = useLocation();
  const reportedFor = useRef(pathname);
  useEffect(() => {
    if (reportedFor.current === pathname) return;
    reportedFor.current = pathname;
    reportEvent({ kind: 'pageview', path: pathname });
  }, [pathname]);
}

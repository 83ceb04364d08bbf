import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { FullPageSpinner } from '../../components/full-page-spinner';

/** Auth, misc and print pages: the page alone, no menu or navbar. */
export function BlankLayout() {
  return (
    <main className="blank-layout" id="content" tabIndex={-1}>
      <Suspense fallback={<FullPageSpinner />}>
        <Outlet />
      </Suspense>
    </main>
  );
}

import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { FullPageSpinner } from '../../components/full-page-spinner';

/** Auth, misc and print pages: the page alone, no menu or navbar. */
export function BlankLayout() {
  return (
    <div className="blank-layout">
      <Suspense fallback={<FullPageSpinner />}>
        <Outlet />
      </Suspense>
    </div>
  );
}

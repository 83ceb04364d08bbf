import { routes as accessControl } from '../../features/access-control/routes';
import { routes as audit } from '../../features/audit/routes';
import { routes as auth } from '../../features/auth/routes';
import { routes as calendar } from '../../features/calendar/routes';
import { routes as chat } from '../../features/chat/routes';
import { routes as dashboards } from '../../features/dashboards/routes';
import { routes as datatables } from '../../features/datatables/routes';
import { routes as demo } from '../../features/demo/routes';
import { routes as ecommerce } from '../../features/ecommerce/routes';
import { routes as email } from '../../features/email/routes';
import { routes as imports } from '../../features/imports/routes';
import { routes as invoices } from '../../features/invoices/routes';
import { routes as misc } from '../../features/misc/routes';
import { routes as pages } from '../../features/pages/routes';
import { routes as rolesPermissions } from '../../features/roles-permissions/routes';
import { routes as todo } from '../../features/todo/routes';
import { routes as users } from '../../features/users/routes';
import type { AppRoute } from '../../lib/routing/types';

/** Every feature's routes: the one list the router is built from. A new feature adds one line. */
export const featureRoutes: AppRoute[] = [
  ...dashboards,
  ...email,
  ...chat,
  ...todo,
  ...calendar,
  ...users,
  ...imports,
  ...rolesPermissions,
  ...audit,
  ...accessControl,
  ...invoices,
  ...ecommerce,
  ...datatables,
  ...pages,
  ...auth,
  ...misc,
  ...demo,
];

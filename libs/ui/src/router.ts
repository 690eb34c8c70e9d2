// Public face of @admin/ui/router: the router, for every app and lib of the suite (shared whole, react-router would put every export on the first load).
// A shared module is not tree-shaken, so sharing react-router-dom itself put all of react-router on the
// first load (64 KiB gz). This entry is shared instead (one router, one set of contexts) and names only
// the exports the suite uses, so the build keeps just what they need. Import the router from here,
// never from 'react-router-dom', 'react-router' or 'react-router/dom' (those are not shared: a second
// copy would have its own contexts); tools/federation/shared-imports.test.ts checks it. A screen that needs
// another export adds it here, and the shell is deployed before the remote that uses it.
export {
  createBrowserRouter,
  isRouteErrorResponse,
  Link,
  Navigate,
  NavLink,
  Outlet,
  RouterProvider,
  useBlocker,
  useLocation,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router-dom';
// Types cost nothing at run time.
export type * from 'react-router-dom';

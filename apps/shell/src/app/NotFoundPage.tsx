import { Link, useLocation } from '@admin/ui/router';
import { ErrorPage } from '@admin/ui';

export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <ErrorPage
      title="Page not found"
      message={`There is no page at ${pathname}.`}
      actions={<Link to="/">Back to the project list</Link>}
    />
  );
}

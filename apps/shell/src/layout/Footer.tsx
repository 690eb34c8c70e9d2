import { Link } from '@admin/ui/router';

export function Footer() {
  return (
    <span>
      Admin back-office · shell release {process.env.PUBLIC_RELEASE ?? 'dev'} · <Link to="/getting-started">Getting started</Link>
    </span>
  );
}

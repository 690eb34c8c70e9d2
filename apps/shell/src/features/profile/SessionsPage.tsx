import { PageHeader } from '@admin/ui';
import { Link } from '@admin/ui/router';
import { MySessions } from './MySessions';
import styles from './ProfilePage.module.css';

/** /profile/sessions: where the signed-in staff member is signed in, with sign-out per session and everywhere else. */
export function SessionsPage() {
  return (
    <article className={styles.page}>
      <PageHeader title="Sessions">
        Where your account is signed in. <Link to="/profile">Back to your profile</Link>
      </PageHeader>
      <MySessions />
    </article>
  );
}

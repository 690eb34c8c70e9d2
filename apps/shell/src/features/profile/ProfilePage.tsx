import { useAtomValue } from 'jotai/react';
import { walletAddressAtom } from '@admin/auth';
import { Button, formatDate, PageHeader, Spinner } from '@admin/ui';
import { useStaffProfile } from './use-staff-profile';
import styles from './ProfilePage.module.css';

/** /profile: the signed-in staff member's details. */
export function ProfilePage() {
  const { user, loading, error, reload } = useStaffProfile();
  const walletAddress = useAtomValue(walletAddressAtom);

  return (
    <article className={styles.page}>
      <PageHeader title="Profile">Your staff account.</PageHeader>
      {loading ? <Spinner label="Loading profile" block /> : null}
      {error ? (
        <div role="alert" className={styles.error}>
          <p>{error}</p>
          <Button onClick={reload}>Try again</Button>
        </div>
      ) : null}
      {user && !loading ? (
        <dl className={styles.details}>
          <dt>Name</dt>
          <dd>{user.name}</dd>
          <dt>Email</dt>
          <dd>{user.email ?? '—'}</dd>
          <dt>Phone</dt>
          <dd>
            {user.country_code} {user.phone}
          </dd>
          <dt>Role</dt>
          <dd>{user.role_data?.name ?? `Role ${user.role}`}</dd>
          <dt>Status</dt>
          <dd>{user.status}</dd>
          <dt>Member since</dt>
          <dd>{formatDate(user.created_at)}</dd>
          <dt>Wallet</dt>
          <dd className={styles.mono}>{walletAddress ?? 'Not connected'}</dd>
        </dl>
      ) : null}
    </article>
  );
}

import { useAtomValue } from 'jotai/react';
import { walletAddressAtom } from '@admin/auth';
import { PERMISSION_LABELS } from '@admin/api-client/contract';
import { Button, formatDate, PageHeader, Spinner } from '@admin/ui';
import { Link } from '@admin/ui/router';
import { TimeZoneSetting } from './TimeZoneSetting';
import { useStaffProfile } from './use-staff-profile';
import styles from './ProfilePage.module.css';

/**
 * /profile: the signed-in staff member's details, their role and what the role lets them do, the time
 * zone times are shown in, and a link to where they are signed in (/profile/sessions).
 */
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
      <TimeZoneSetting />
      <section className={styles.permissions} aria-labelledby="profile-sessions">
        <h2 id="profile-sessions" className={styles.heading}>
          Sessions
        </h2>
        <div className={styles.sessionsLink}>
          <p>Every browser signed in to your account: when, from where and on what device.</p>
          <Link to="/profile/sessions">Where you are signed in</Link>
        </div>
      </section>
      {user && !loading ? (
        <section className={styles.permissions} aria-labelledby="profile-permissions">
          <h2 id="profile-permissions" className={styles.heading}>
            What your role ({user.role_data?.name ?? `Role ${user.role}`}) lets you do
          </h2>
          {user.permissions.length === 0 ? (
            <p className={styles.none}>Your role has no permissions yet. Ask an administrator to grant them.</p>
          ) : (
            <ul className={styles.permissionList}>
              {user.permissions.map((permission) => (
                <li key={permission}>{PERMISSION_LABELS[permission]}</li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </article>
  );
}

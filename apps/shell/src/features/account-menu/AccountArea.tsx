import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import { endSession, SIGN_IN_PATH } from '@admin/auth';
import styles from './AccountMenu.module.css';

/** If the menu's chunk cannot be fetched, the user can still sign out. */
function LogoutOnly() {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className={styles.trigger}
      onClick={() => {
        void endSession();
        void navigate(SIGN_IN_PATH, { replace: true });
      }}
    >
      Logout
    </button>
  );
}

// The menu (Radix, ~28 KiB gz) loads right after the first paint instead of in the initial bundle.
const AccountMenu = lazy(() =>
  import('./AccountMenu').then(
    (module) => ({ default: module.AccountMenu }),
    () => ({ default: LogoutOnly }),
  ),
);

/** Same size as the menu's trigger, so nothing moves when the menu arrives. */
function Placeholder() {
  return (
    <button type="button" className={styles.trigger} aria-label="Account menu" aria-busy="true" disabled>
      <span className={styles.avatar} aria-hidden="true">
        ●
      </span>
      Account
      <span aria-hidden="true">▾</span>
    </button>
  );
}

/** The top bar's account area: wallet address and account menu. */
export function AccountArea() {
  return (
    <Suspense fallback={<Placeholder />}>
      <AccountMenu />
    </Suspense>
  );
}

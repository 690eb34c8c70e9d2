import { lazy, Suspense, useState } from 'react';
import type { MouseEvent } from 'react';
import { useAtomValue } from 'jotai/react';
import { useNavigate } from '@admin/ui/router';
import { endSession, SIGN_IN_PATH, walletAddressAtom } from '@admin/auth';
import type { AccountMenu as AccountMenuComponent, OpenedWith } from './AccountMenu';
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

// The menu (Radix, ~28 KiB gz) is not on the first load: it is fetched when the pointer
// rests on the trigger or the trigger gets focus, and opens as soon as it arrives if it was clicked.
let menuChunk: Promise<{ AccountMenu: typeof AccountMenuComponent }> | undefined;
const loadMenu = () => (menuChunk ??= import('./AccountMenu'));
const AccountMenu = lazy(() =>
  loadMenu().then(
    (module) => ({ default: module.AccountMenu }),
    () => ({ default: LogoutOnly }),
  ),
);

/** The trigger's look without Radix; `busy` while the menu's chunk is on its way. */
function Trigger({ busy, onClick }: { busy?: boolean; onClick?: (event: MouseEvent<HTMLButtonElement>) => void }) {
  return (
    <button
      type="button"
      className={styles.trigger}
      aria-label="Account menu"
      aria-haspopup="menu"
      aria-expanded={false}
      aria-busy={busy || undefined}
      disabled={busy}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={onClick}
    >
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
  // A connected wallet is shown (and followed) by the menu, so then it loads at once.
  const address = useAtomValue(walletAddressAtom);
  const [openedWith, setOpenedWith] = useState<OpenedWith | null>(null);
  if (address === null && openedWith === null) {
    // A click from the keyboard (Enter/Space) has no pointer position: detail is 0.
    return <Trigger onClick={(event) => setOpenedWith(event.detail === 0 ? 'keyboard' : 'pointer')} />;
  }
  return (
    <Suspense fallback={<Trigger busy />}>
      <AccountMenu openedWith={openedWith ?? undefined} />
    </Suspense>
  );
}

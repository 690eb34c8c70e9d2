import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useCallback, useRef } from 'react';
import { useNavigate } from '@admin/ui/router';
import { endSession, SIGN_IN_PATH, useRuntimeConfig } from '@admin/auth';
import { toast } from '@admin/ui';
import { shortenAddress } from '../wallet/shorten-address';
import { useWallet } from '../wallet/use-wallet';
import type { UseWalletOptions } from '../wallet/use-wallet';
import styles from './AccountMenu.module.css';

/** How the user opened the menu before its chunk had arrived (the menu then starts open). */
export type OpenedWith = 'pointer' | 'keyboard';

export interface AccountMenuProps {
  openedWith?: OpenedWith;
  /** Test seams for the wallet; the browser's by default. */
  wallet?: Pick<UseWalletOptions, 'getProvider' | 'loadEthers' | 'alert'>;
}

/**
 * The top bar's right-hand side (docs/product.md#who-uses-it): the connected wallet address and the account menu
 * (Profile, Connect/Disconnect Wallet, Logout). Radix gives arrow-key navigation, Escape, focus
 * return and type-ahead that resets after 1 s (docs/product.md#constants).
 */
export function AccountMenu({ wallet: seams, openedWith }: AccountMenuProps) {
  // The network to request comes from the runtime config (default 51, XDC Apothem).
  const { chain } = useRuntimeConfig();
  const navigate = useNavigate();
  const wallet = useWallet({ chain, onError: (message) => toast.error(message), ...seams });

  // Opened from the keyboard before Radix was here: focus the first item, as Radix does for a keyboard
  // open (after its own focus scope has focused the content).
  const openedByKeyboardHandled = useRef(false);
  const focusFirstItemIfKeyboard = useCallback(
    (node: HTMLDivElement | null) => {
      if (!node || openedWith !== 'keyboard' || openedByKeyboardHandled.current) return;
      openedByKeyboardHandled.current = true;
      setTimeout(() => node.querySelector<HTMLElement>('[role="menuitem"]')?.focus(), 0);
    },
    [openedWith],
  );

  const logout = () => {
    void endSession();
    void navigate(SIGN_IN_PATH, { replace: true });
  };

  return (
    <div className={styles.area}>
      {wallet.address ? (
        <span className={styles.wallet} title={wallet.address} data-testid="wallet-address">
          <span className="ui-visually-hidden">Wallet </span>
          {shortenAddress(wallet.address)}
          {wallet.wrongChain ? <span className={styles.wrongChain}>Wrong network</span> : null}
        </span>
      ) : null}
      <DropdownMenu.Root modal={false} defaultOpen={openedWith !== undefined}>
        <DropdownMenu.Trigger className={styles.trigger} aria-label="Account menu">
          <span className={styles.avatar} aria-hidden="true">
            ●
          </span>
          Account
          <span aria-hidden="true">▾</span>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            className={styles.content}
            align="end"
            sideOffset={6}
            loop
            ref={focusFirstItemIfKeyboard}
          >
            <DropdownMenu.Item className={styles.item} onSelect={() => void navigate('/profile')}>
              Profile
            </DropdownMenu.Item>
            {wallet.address ? (
              <DropdownMenu.Item className={styles.item} onSelect={wallet.disconnect}>
                Disconnect Wallet
              </DropdownMenu.Item>
            ) : (
              <DropdownMenu.Item
                className={styles.item}
                disabled={wallet.connecting}
                onSelect={() => void wallet.connect()}
              >
                {wallet.connecting ? 'Connecting…' : 'Connect Wallet'}
              </DropdownMenu.Item>
            )}
            {wallet.wrongChain ? (
              <DropdownMenu.Item className={styles.item} onSelect={() => void wallet.switchChain()}>
                Switch to {chain.name}
              </DropdownMenu.Item>
            ) : null}
            <DropdownMenu.Separator className={styles.separator} />
            <DropdownMenu.Item className={styles.item} onSelect={logout}>
              Logout
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </div>
  );
}

import { useState } from 'react';
import { Outlet } from '@admin/ui/router';
import { ShellFrame } from '@admin/ui';
import { AccountArea } from '../features/account-menu/AccountArea';
import { PaletteLauncher } from '../features/palette/PaletteLauncher';
import { QaOverrideBanner } from '../federation/QaOverrideBanner';
import type { RemoteOverrides } from '../federation/overrides';
import { Footer } from './Footer';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';

export interface ShellLayoutProps {
  overrides: RemoteOverrides;
  /** The pointer rests on (or focus reaches) a sidebar link: a chance to prefetch its page. */
  onLinkIntent?: (to: string) => void;
}

export function ShellLayout({ overrides, onLinkIntent }: ShellLayoutProps) {
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const close = () => setSidebarOpen(false);
  return (
    <ShellFrame
      banner={<QaOverrideBanner overrides={overrides} />}
      sidebar={<Sidebar onNavigate={close} onLinkIntent={onLinkIntent} />}
      topBar={
        <TopBar
          sidebarOpen={sidebarOpen}
          onToggleSidebar={() => setSidebarOpen((open) => !open)}
          end={
            <>
              <PaletteLauncher />
              <AccountArea />
            </>
          }
        />
      }
      footer={<Footer />}
      sidebarOpen={sidebarOpen}
      onCloseSidebar={close}
    >
      <Outlet />
    </ShellFrame>
  );
}

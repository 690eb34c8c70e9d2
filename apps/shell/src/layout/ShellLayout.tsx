import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import { ShellFrame } from '@admin/ui';
import { AccountArea } from '../features/account-menu/AccountArea';
import { QaOverrideBanner } from '../federation/QaOverrideBanner';
import type { RemoteOverrides } from '../federation/overrides';
import { Footer } from './Footer';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';

export function ShellLayout({ overrides }: { overrides: RemoteOverrides }) {
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const close = () => setSidebarOpen(false);
  return (
    <ShellFrame
      banner={<QaOverrideBanner overrides={overrides} />}
      sidebar={<Sidebar onNavigate={close} />}
      topBar={<TopBar sidebarOpen={sidebarOpen} onToggleSidebar={() => setSidebarOpen((open) => !open)} end={<AccountArea />} />}
      footer={<Footer />}
      sidebarOpen={sidebarOpen}
      onCloseSidebar={close}
    >
      <Outlet />
    </ShellFrame>
  );
}

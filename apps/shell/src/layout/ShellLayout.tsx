import { lazy, Suspense, useState } from 'react';
import { Outlet, useLocation } from '@admin/ui/router';
import { ShellFrame } from '@admin/ui';
import { AccountArea } from '../features/account-menu/AccountArea';
import { useLiveUpdates } from '../features/live/use-live-updates';
import { PaletteLauncher } from '../features/palette/PaletteLauncher';
import type { RemoteOverrides } from '../federation/overrides';
import { Footer } from './Footer';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';

// Only a QA session with a remote pointed elsewhere shows the banner: its code is not on everyone's first load.
const QaOverrideBanner = lazy(async () => ({
  default: (await import('../federation/QaOverrideBanner')).QaOverrideBanner,
}));

export interface ShellLayoutProps {
  overrides: RemoteOverrides;
  /** The pointer rests on (or focus reaches) a sidebar link: a chance to prefetch its page. */
  onLinkIntent?: (to: string) => void;
}

/**
 * The live stream's paused indicator and the inbox bell, once live updates have started (after the
 * first screen). A component of its own, so their arrival renders these alone: held by the layout, it
 * drew the whole layout again (sidebar, top bar, footer) in one task of ~50 ms at 4x CPU, while the
 * first page a user opened was loading.
 */
function LiveTopBarItems() {
  const live = useLiveUpdates();
  if (!live) return null;
  return (
    <>
      <live.LivePausedIndicator />
      <live.InboxBell />
    </>
  );
}

export function ShellLayout({ overrides, onLinkIntent }: ShellLayoutProps) {
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const { pathname } = useLocation();
  const close = () => setSidebarOpen(false);
  return (
    <ShellFrame
      banner={
        Object.keys(overrides).length > 0 ? (
          <Suspense fallback={null}>
            <QaOverrideBanner overrides={overrides} />
          </Suspense>
        ) : null
      }
      sidebar={<Sidebar onNavigate={close} onLinkIntent={onLinkIntent} />}
      topBar={
        <TopBar
          sidebarOpen={sidebarOpen}
          onToggleSidebar={() => setSidebarOpen((open) => !open)}
          end={
            <>
              <LiveTopBarItems />
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
      {/* Which URL's screen this is: the address bar moves when a route's loader is done, a moment
          before React has rendered the new page, so the bench and tests wait for this instead. */}
      <div data-screen={pathname} style={{ display: 'contents' }}>
        <Outlet />
      </div>
    </ShellFrame>
  );
}

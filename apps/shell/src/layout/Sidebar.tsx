import { Link, NavLink, useLocation } from '@admin/ui/router';
import { useCurrentUser } from '@admin/auth';
import { remoteRouteFor } from '../app/remote-routes';
import { mayOpen } from '../app/route-permissions';
import { useSidebarQueues } from '../features/queues/use-sidebar-queues';
import { documentationLinks, mainLinks } from './nav-links';
import styles from './Sidebar.module.css';

const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.link} ${styles.active}` : styles.link);

/**
 * Which sidebar link `pathname` is under: 'page' on the link's own page, 'true' on another page its
 * release declares in that link's section (an order's details, the order report), else none.
 */
function currentness(to: string, pathname: string, section: string | undefined): 'page' | 'true' | undefined {
  if (pathname.replace(/(.)\/+$/, '$1') === to) return 'page';
  return to === section ? 'true' : undefined;
}

export interface SidebarProps {
  onNavigate: () => void;
  /** The pointer rests on a link, or it gets keyboard focus (the shell prefetches its page). */
  onLinkIntent?: (to: string) => void;
}

export function Sidebar({ onNavigate, onLinkIntent }: SidebarProps) {
  // Only the pages the role may open; none until /auth/me answered, so no link flashes and goes.
  const permissions = useCurrentUser().user?.permissions;
  const links = permissions ? mainLinks.filter((link) => mayOpen(link.to, permissions)) : [];
  // Work waiting where the role may act on it, once the page has loaded; never for a role that may not.
  const queues = useSidebarQueues(permissions);
  const { pathname } = useLocation();
  const section = remoteRouteFor(pathname)?.section;
  return (
    <nav className={styles.nav} aria-label="Main">
      <div className={styles.brand}>Admin back-office</div>
      <ul className={styles.list}>
        {links.map((link) => {
          const descriptionId = queues?.hasQueues(link.to) ? `queue-waiting-${link.to.slice(1)}` : undefined;
          const current = currentness(link.to, pathname, section);
          return (
            <li key={link.to} className={styles.item}>
              <Link
                to={link.to}
                className={linkClass({ isActive: current !== undefined })}
                aria-current={current}
                onClick={onNavigate}
                onPointerEnter={() => onLinkIntent?.(link.to)}
                onFocus={() => onLinkIntent?.(link.to)}
                aria-describedby={descriptionId}
              >
                {link.label}
              </Link>
              {queues && descriptionId && (
                <queues.LinkQueueCounts to={link.to} descriptionId={descriptionId} onNavigate={onNavigate} />
              )}
            </li>
          );
        })}
      </ul>
      {queues && <queues.QueueCountsSource />}
      <h2 className={styles.heading}>Documentation</h2>
      <ul className={styles.list}>
        {documentationLinks.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className={linkClass} onClick={onNavigate}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import { NavLink } from '@admin/ui/router';
import { documentationLinks, mainLinks } from './navLinks';
import styles from './Sidebar.module.css';

const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.link} ${styles.active}` : styles.link);

export interface SidebarProps {
  onNavigate: () => void;
  /** The pointer rests on a link, or it gets keyboard focus (the shell prefetches its page). */
  onLinkIntent?: (to: string) => void;
}

export function Sidebar({ onNavigate, onLinkIntent }: SidebarProps) {
  return (
    <nav className={styles.nav} aria-label="Main">
      <div className={styles.brand}>Admin back-office</div>
      <ul className={styles.list}>
        {mainLinks.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end
              className={linkClass}
              onClick={onNavigate}
              onPointerEnter={() => onLinkIntent?.(link.to)}
              onFocus={() => onLinkIntent?.(link.to)}
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
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

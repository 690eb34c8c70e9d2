import { NavLink } from '@admin/ui/router';
import styles from './SectionTabs.module.css';

export interface SectionLink {
  to: string;
  label: string;
  /** Active on sub-routes too (`/orders/5` under `/orders`); default: only on the exact route. */
  matchSubRoutes?: boolean;
}

export interface SectionTabsProps {
  /** The row's name for screen readers, e.g. "Configuration sections". */
  label: string;
  links: readonly SectionLink[];
}

/**
 * The row of routes at the top of a section: real links, the current one marked `aria-current="page"`.
 * Screens pass only the links the user may open; a row left with one link (the page itself) is not shown.
 */
export function SectionTabs({ label, links }: SectionTabsProps) {
  if (links.length < 2) return null;
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end={!link.matchSubRoutes}
              className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

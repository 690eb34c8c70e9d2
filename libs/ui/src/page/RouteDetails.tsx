import { useLocation, useParams } from 'react-router-dom';
import styles from './RouteDetails.module.css';

export interface RouteDetailsProps {
  /** The route pattern as the spec writes it, e.g. `/order-details/{id}`. */
  pattern: string;
  /** Which app serves the page, and the release it was built as. */
  servedBy: string;
  release: string;
}

/** States what a page is and how it was reached: route, path, params and the build serving it. */
export function RouteDetails({ pattern, servedBy, release }: RouteDetailsProps) {
  const location = useLocation();
  const params = Object.entries(useParams()).filter(([key]) => key !== '*');
  return (
    <dl className={styles.details} aria-label="Route details">
      <dt>Route</dt>
      <dd>
        <code>{pattern}</code>
      </dd>
      <dt>Path</dt>
      <dd>
        <code>{location.pathname + location.search}</code>
      </dd>
      {params.map(([key, value]) => (
        <div key={key} className={styles.row}>
          <dt>{key}</dt>
          <dd>
            <code>{value}</code>
          </dd>
        </div>
      ))}
      <dt>Served by</dt>
      <dd>
        {servedBy} <span className={styles.release}>release {release}</span>
      </dd>
    </dl>
  );
}

import styles from './ReleaseStamp.module.css';

export interface ReleaseStampProps {
  /** The app that served the page, e.g. `orders-mfe`. */
  app: string;
  /** The release it was built as (PUBLIC_RELEASE). */
  release: string;
}

/** A quiet line at the foot of a page naming the remote and release that served it (support asks for it). */
export function ReleaseStamp({ app, release }: ReleaseStampProps) {
  return (
    <p className={styles.stamp} aria-label="Served by">
      {app} release {release}
    </p>
  );
}

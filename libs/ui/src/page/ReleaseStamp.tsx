export interface ReleaseStampProps {
  /** The app that served the page, e.g. `orders-mfe`. */
  app: string;
  /** The release it was built as (PUBLIC_RELEASE). */
  release: string;
}

/**
 * Which remote and release served the page, for support and the browser tests, not for the staff's
 * eyes: an invisible element with `data-served-by` and `data-release` (the status page, reached
 * from the footer by operators, shows every remote's release).
 */
export function ReleaseStamp({ app, release }: ReleaseStampProps) {
  return <span hidden data-served-by={app} data-release={release} />;
}

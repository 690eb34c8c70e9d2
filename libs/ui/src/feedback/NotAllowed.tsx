import { useId } from 'react';
import { NOT_ALLOWED_HELP, notAllowedReason } from '@admin/api-client/contract/core';
import type { Permission } from '@admin/api-client/contract';
import { Link } from '@admin/ui/router';
import styles from './ErrorPage.module.css';

export interface NotAllowedProps {
  /** The permission the screen or the action needs; named in words, the way staff read it on their profile. */
  permission: Permission;
  /** What the user cannot do here ("You can't create projects"); a whole page says so by default. */
  title?: string;
  /** 1 for a whole page (the route's own heading), 2 for a part of a page that has its own title. */
  headingLevel?: 1 | 2;
  /** Where staff read how to get a permission. */
  helpHref?: string;
}

/**
 * The one card for "your role cannot use this": a page opened by a deep link, a form the role may
 * only read, a panel it may not act on. Calm, not an error: nothing failed and nothing to retry, so
 * no alert role and no Retry; it names what is missing in staff words (never a permission's key)
 * and who can give it. Disabled controls say the same words in their tooltip (`notAllowedReason`).
 */
export function NotAllowed({
  permission,
  title = "You don't have access to this page",
  headingLevel = 1,
  helpHref = '/getting-started#get-access',
}: NotAllowedProps) {
  const id = useId();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className={styles.page} aria-labelledby={id} data-not-allowed={permission}>
      <Heading id={id} className={styles.title}>
        {title}
      </Heading>
      <p className={styles.message}>
        {notAllowedReason(permission)} {NOT_ALLOWED_HELP}
      </p>
      <div className={styles.actions}>
        <Link to={helpHref}>How to get access</Link>
      </div>
    </section>
  );
}

export interface ReadOnlyNoticeProps {
  /** What the page shows, as staff call it ("project", "company"). */
  what: string;
  /** The permission that would let them change it. */
  permission: Permission;
}

/** Above a record the role may read but not change: says so once, in the not-allowed card's words. */
export function ReadOnlyNotice({ what, permission }: ReadOnlyNoticeProps) {
  return (
    <p className={styles.readOnly} data-not-allowed={permission}>
      You can see this {what} but not change it. {notAllowedReason(permission)}
    </p>
  );
}

import { PERMISSION_LABELS } from '@admin/api-client/contract/core';
import type { Permission } from '@admin/api-client/contract';
import { Link } from '@admin/ui/router';
import styles from './ErrorPage.module.css';

export interface NoAccessPageProps {
  /** The permission the page needs; named in words, the way staff read it on their profile. */
  permission: Permission;
  /** Where staff read how to get a permission. */
  helpHref?: string;
}

/**
 * A page the user's role may not open (a deep link, a bookmark, a link in a message). Calm, not an
 * error: nothing failed and nothing to retry, so no alert role and no Retry; it says which
 * permission is missing in words and who can give it.
 */
export function NoAccessPage({ permission, helpHref = '/getting-started#get-access' }: NoAccessPageProps) {
  return (
    <section className={styles.page} aria-labelledby="ui-no-access-title" data-permission={permission}>
      <h1 id="ui-no-access-title" className={styles.title}>
        You don&apos;t have access to this page
      </h1>
      <p className={styles.message}>
        It needs the permission “{PERMISSION_LABELS[permission]}”, which your role does not have. If your work needs it,
        ask an Admin to add it to your role.
      </p>
      <div className={styles.actions}>
        <Link to={helpHref}>How to get access</Link>
      </div>
    </section>
  );
}

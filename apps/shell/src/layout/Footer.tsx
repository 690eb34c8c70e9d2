import { usePermission } from '@admin/auth';
import { Tooltip } from '@admin/ui';
import { Link } from '@admin/ui/router';
import { SHELL_RELEASE } from '../observability/client-errors';

/**
 * The release is for support and operators, not for the staff's eyes: a tooltip on the product name,
 * and `data-release` (the browser tests read it). Holders of system.read get the status page's link,
 * holders of releases.manage the Releases screen's.
 */
export function Footer() {
  const operator = usePermission('system.read');
  const releaser = usePermission('releases.manage');
  return (
    <span data-release={SHELL_RELEASE}>
      <Tooltip content={`shell release ${SHELL_RELEASE}`}>
        <span tabIndex={0}>Admin back-office</span>
      </Tooltip>{' '}
      · <Link to="/getting-started">Getting started</Link>
      {operator && (
        <>
          {' '}
          · <Link to="/system-status">System status</Link>
        </>
      )}
      {releaser && (
        <>
          {' '}
          · <Link to="/releases">Releases</Link>
        </>
      )}
    </span>
  );
}

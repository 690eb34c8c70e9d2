import type { Permission } from '@admin/api-client/contract';
import { NotAllowed } from './NotAllowed';

export interface NoAccessPageProps {
  /** The page's permission; named in words, the way staff read it on their profile. */
  permission: Permission;
  /** Where staff read how to get a permission. */
  helpHref?: string;
}

/** A page the user's role may not open (a deep link, a bookmark, a link in a message): the not-allowed card as the page. */
export function NoAccessPage({ permission, helpHref }: NoAccessPageProps) {
  return <NotAllowed permission={permission} helpHref={helpHref} />;
}

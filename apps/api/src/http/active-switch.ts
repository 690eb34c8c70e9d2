/**
 * The move of an Active/Inactive switch (a company, a fee entry): either way is allowed, asking for
 * the state a record already has is refused, so a toggle made on a stale screen says so instead of
 * silently doing nothing.
 */
import type { ActiveStatus } from '@admin/api-client/contract';
import { conflict } from './errors';

export function assertSwitchMove(what: string, from: ActiveStatus, to: ActiveStatus): void {
  if (from === to) throw conflict(`${what} is already ${to}`);
}

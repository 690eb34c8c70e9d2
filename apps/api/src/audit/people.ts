/**
 * The staff who may appear in the trail, by name (the Activity screen's person picker): ids and names
 * only, for holders of `audit.read` (Compliance reads the trail without `employees.read`, which would
 * show far more of each employee). Inactive and deleted staff stay: their past changes are in the trail.
 */
import { and, asc, eq, ilike } from 'drizzle-orm';
import type { StaffName } from '@admin/api-client/contract';
import type { Queryable } from '../db/connection';
import { roles, users } from '../db/schema';
import { containsPattern } from '../http/fields';

export async function staffNames(db: Queryable, search: string | undefined, limit: number): Promise<StaffName[]> {
  return db
    .select({ id: users.id, name: users.name })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.role))
    .where(and(eq(roles.is_staff, true), search ? ilike(users.name, containsPattern(search)) : undefined))
    .orderBy(asc(users.name), asc(users.id))
    .limit(limit);
}

/** The accounts sign-in reads and creates, found by phone number. */
import { and, desc, eq, isNull } from 'drizzle-orm';
import { ROLE_CUSTOMER } from '@admin/api-client/contract';
import type { Db, Queryable } from '../db/connection';
import { users } from '../db/schema';
import { conflict, found } from '../http/errors';
import { recordDomainEvent } from '../live/events';
import type { registerBody } from './schemas';
import type { z } from 'zod';

/** The live account with this phone number in this country. */
export async function accountByPhone(db: Queryable, phone: string, countryCode: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.phone, phone), eq(users.country_code, countryCode), isNull(users.deleted_at)));
  return user;
}

/** The newest live account with this phone number (in this country when one is named): a resend names no id. */
export async function latestAccountByPhone(db: Queryable, phone: string, countryCode: string | undefined) {
  const [user] = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.phone, phone),
        countryCode ? eq(users.country_code, countryCode) : undefined,
        isNull(users.deleted_at),
      ),
    )
    .orderBy(desc(users.id))
    .limit(1);
  return user;
}

/**
 * Registers a customer (409 when the phone number has an account, deleted ones too). The new account is
 * a live event in the same transaction, so staff with the customer list open see "1 new · Show"; the
 * customer's own sign-up is no staff action, so it writes no audit entry.
 */
export async function registerCustomer(db: Db, body: z.output<typeof registerBody>) {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.phone, body.phone), eq(users.country_code, body.country_code)));
    if (existing) throw conflict('An account with this phone number already exists');
    const [created] = await tx
      .insert(users)
      .values({ ...body, role: ROLE_CUSTOMER })
      .returning({ id: users.id, phone: users.phone, country_code: users.country_code });
    const user = found(created, 'User');
    await recordDomainEvent(tx, { type: 'customer', recordId: user.id, action: 'create', fields: [], actor: null });
    return user;
  });
}

/** How the trail names whoever a code was sent to: their phone number, else their id. */
export async function phoneLabel(db: Queryable, userId: number): Promise<string> {
  const [reached] = await db
    .select({ phone: users.phone, country_code: users.country_code })
    .from(users)
    .where(eq(users.id, userId));
  return reached ? `${reached.country_code} ${reached.phone}` : `user #${userId}`;
}

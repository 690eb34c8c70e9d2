/** The accounts sign-in reads and creates, found by phone number. */
import { and, desc, eq, isNull } from 'drizzle-orm';
import { ROLE_CUSTOMER } from '@admin/api-client/contract';
import type { Queryable } from '../db/connection';
import { users } from '../db/schema';
import { conflict, found } from '../http/errors';
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

/** Registers a customer (409 when the phone number has an account, deleted ones too). */
export async function registerCustomer(db: Queryable, body: z.output<typeof registerBody>) {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, body.phone), eq(users.country_code, body.country_code)));
  if (existing) throw conflict('An account with this phone number already exists');
  const [created] = await db
    .insert(users)
    .values({ ...body, role: ROLE_CUSTOMER })
    .returning({ id: users.id, phone: users.phone, country_code: users.country_code });
  return found(created, 'User');
}

/** How the trail names whoever a code was sent to: their phone number, else their id. */
export async function phoneLabel(db: Queryable, userId: number): Promise<string> {
  const [reached] = await db
    .select({ phone: users.phone, country_code: users.country_code })
    .from(users)
    .where(eq(users.id, userId));
  return reached ? `${reached.country_code} ${reached.phone}` : `user #${userId}`;
}

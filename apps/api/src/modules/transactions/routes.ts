/** Wallet transactions: the spec's filter call and the v2 list/read. */
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TRANSACTION_SORT_KEYS, TRANSACTION_STATUSES, TRANSACTION_TYPES } from '@admin/api-client/contract';
import type {
  ItemResponse,
  ListResponse,
  TransactionStatus,
  TransactionType,
  WalletTransaction,
} from '@admin/api-client/contract';
import type { AppContext } from '../../context';
import { users, walletTransactions } from '../../db/schema';
import { dateRange, iso } from '../../http/dates';
import { found } from '../../http/errors';
import { dateRangeFields, id, idParams, pageFields } from '../../http/fields';
import { listResponse, offsetOf } from '../../http/paging';
import { itemOf, pageOf } from '../../http/responses';
import { walletTransactionAnswer } from './answers';
import { type SortColumns, sortFields, sortOrder } from '../../http/sorting';

export const transactionFilterQuery = z.object({
  ...pageFields,
  ...dateRangeFields,
  user_id: id.optional(),
  type: z.enum(TRANSACTION_TYPES).optional(),
  status: z.enum(TRANSACTION_STATUSES).optional(),
  ...sortFields(TRANSACTION_SORT_KEYS),
});

const columns = { tx: walletTransactions, user_name: users.name };
const toTransaction = ({
  tx,
  user_name,
}: {
  tx: typeof walletTransactions.$inferSelect;
  user_name: string;
}): WalletTransaction => ({
  ...tx,
  user_name,
  type: tx.type as TransactionType,
  status: tx.status as TransactionStatus,
  created_at: iso(tx.created_at),
});

/** The columns behind the transaction lists' sort keys. */
const transactionSortColumns: SortColumns<(typeof TRANSACTION_SORT_KEYS)[number]> = {
  type: walletTransactions.type,
  status: walletTransactions.status,
  amount: walletTransactions.amount,
  created_at: walletTransactions.created_at,
};

export function transactionRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  const select = () =>
    db.select(columns).from(walletTransactions).innerJoin(users, eq(users.id, walletTransactions.user_id));

  async function list(request: {
    query: z.output<typeof transactionFilterQuery>;
  }): Promise<ListResponse<WalletTransaction>> {
    const q = request.query;
    const where: SQL | undefined = and(
      q.user_id ? eq(walletTransactions.user_id, q.user_id) : undefined,
      q.type ? eq(walletTransactions.type, q.type) : undefined,
      q.status ? eq(walletTransactions.status, q.status) : undefined,
      dateRange(walletTransactions.created_at, q.from_date, q.to_date, q.time_zone),
    );
    const [rows, [total]] = await Promise.all([
      select()
        .where(where)
        .orderBy(
          ...sortOrder(request.query, TRANSACTION_SORT_KEYS, transactionSortColumns, walletTransactions.id, [
            desc(walletTransactions.created_at),
            desc(walletTransactions.id),
          ]),
        )
        .limit(q.limit)
        .offset(offsetOf(q.page, q.limit)),
      db.select({ n: count() }).from(walletTransactions).where(where),
    ]);
    return listResponse(rows.map(toTransaction), total?.n ?? 0, q.page, q.limit);
  }

  return async (app) => {
    const listSchema = { querystring: transactionFilterQuery, response: { 200: pageOf(walletTransactionAnswer) } };
    app.get('/wallet/transactionsfilter', { schema: listSchema }, list);
    app.get('/v2/transaction', { schema: listSchema }, list);
    app.get(
      '/v2/transaction/:id',
      { schema: { params: idParams, response: { 200: itemOf(walletTransactionAnswer) } } },
      async (request): Promise<ItemResponse<WalletTransaction>> => {
        const { id: txId } = request.params;
        const [row] = await select().where(eq(walletTransactions.id, txId));
        return { data: toTransaction(found(row, 'Transaction')) };
      },
    );
  };
}

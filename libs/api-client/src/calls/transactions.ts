// Typed calls of wallet transactions (docs/product.md#calls) and their docs/product.md#error-messages fallback message.
import type { TransactionFilterQuery, WalletTransaction } from '../types/index';
import { getPaged } from '@admin/api-client';
import type { Paged } from '@admin/api-client';

export const transactionsApi = {
  /** `GET /wallet/transactionsfilter`: user_id, type, status, from_date, to_date only when set. */
  list(query: TransactionFilterQuery): Promise<Paged<WalletTransaction>> {
    return getPaged<WalletTransaction>('/wallet/transactionsfilter', { ...query });
  },
};

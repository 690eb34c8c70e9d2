import { useId, useMemo, useState } from 'react';
import type { Customer, KycVerification } from '@admin/api-client';
import type { BulkAction, CsvColumn, DataTableBulk } from '@admin/ui';
import { VERIFICATION_LABELS } from '../../../common/kyc-labels';
import { CUSTOMER_MESSAGES, KYC_VERIFICATIONS } from '@admin/api-client/contract';
import { awaitsSecondApproval } from '../../../common/kyc-second-approval';
import { decideKycCheck, useRefreshCustomers } from '../api/customer-list-queries';
import styles from '../components/CustomerTable.module.css';

/** The selection's CSV: contact and KYC standing (PAN and bank details never: the API masks them anyway). */
const exportColumns: CsvColumn<Customer>[] = [
  { header: 'ID', value: (c) => c.id },
  { header: 'Name', value: (c) => c.name },
  { header: 'Phone', value: (c) => `${c.country_code} ${c.phone}` },
  { header: 'Email', value: (c) => c.email ?? '' },
  { header: 'KYC status', value: (c) => c.kyc?.status ?? 'pending' },
  ...KYC_VERIFICATIONS.map((v) => ({
    header: `${VERIFICATION_LABELS[v]} check`,
    value: (c: Customer) => c.kyc?.[`${v}_verification_status`] ?? 'pending',
  })),
  { header: 'Wallet balance', value: (c) => c.wallet_balance },
  { header: 'Status', value: (c) => c.status },
  { header: 'Joined', value: (c) => c.created_at },
];

const customers = (count: number) => `${count} ${count === 1 ? 'customer' : 'customers'}`;

function kycActions(verification: KycVerification): BulkAction<Customer>[] {
  const check = VERIFICATION_LABELS[verification];
  const note =
    'The overall KYC status of each follows: verified once all four checks are, rejected while any is. A rejection, or the approval that would verify a customer, waits for a second staff member to confirm it.';
  return [
    {
      label: `Approve ${check}`,
      confirmTitle: (count) => `Approve the ${check} check of ${customers(count)}?`,
      confirmDescription: note,
      run: (customer) => decideKycCheck(customer, verification, 'verified'),
      errorFallback: CUSTOMER_MESSAGES.kyc,
      // The approval that would verify a customer waits for a second staff member: the report names those.
      note: (answer) =>
        awaitsSecondApproval(answer as Customer, verification, 'verified')
          ? 'approved, awaiting a second approval'
          : undefined,
    },
    {
      label: `Reject ${check}`,
      confirmTitle: (count) => `Reject the ${check} check of ${customers(count)}?`,
      confirmDescription: `${note} The reason is kept in each customer's comments.`,
      destructive: true,
      reason: { label: 'Reason for the rejection', required: true, maxLength: 1000 },
      run: (customer, reason) => decideKycCheck(customer, verification, 'rejected', reason),
      errorFallback: CUSTOMER_MESSAGES.kyc,
      note: (answer) =>
        awaitsSecondApproval(answer as Customer, verification, 'rejected')
          ? 'rejected, awaiting a second approval'
          : undefined,
    },
  ];
}

/**
 * Selected customers: export to CSV for anyone who sees the list; with kyc.decide, approve or reject
 * ONE named check (chosen in the bar, and named on the buttons and in the question) for all of them,
 * each customer its own call at its own version.
 */
export function useCustomerBulk(mayDecide: boolean): DataTableBulk<Customer> {
  const [verification, setVerification] = useState<KycVerification>('email');
  const refresh = useRefreshCustomers();
  const selectId = useId();
  return useMemo(
    () => ({
      rowLabel: (customer) => customer.name,
      controls: mayDecide ? (
        <span className={styles.checkChoice}>
          <label htmlFor={selectId}>KYC check</label>
          <select
            id={selectId}
            value={verification}
            onChange={(event) => setVerification(event.target.value as KycVerification)}
          >
            {KYC_VERIFICATIONS.map((v) => (
              <option key={v} value={v}>
                {VERIFICATION_LABELS[v]}
              </option>
            ))}
          </select>
        </span>
      ) : undefined,
      actions: mayDecide ? kycActions(verification) : [],
      exportCsv: { fileName: 'customers', columns: exportColumns },
      onSettled: refresh,
    }),
    [mayDecide, verification, refresh, selectId],
  );
}

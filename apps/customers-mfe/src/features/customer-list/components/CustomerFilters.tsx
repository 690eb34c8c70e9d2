import type { ReactNode } from 'react';
import type { KycStatus, WalletFilter } from '@admin/api-client';
import { DateRangeFilter, FilterBar, SearchInput, SelectFilter } from '@admin/ui';
import { KYC_STATUSES, ROLE_CUSTOMER, WALLET_FILTERS } from '@admin/api-client/contract';
import { KYC_LABELS } from '../../../common/Badges';
import type { CustomerListParams } from '../api/customer-list-queries';
import { ALL_ROLES } from '../schemas/customer-list-params';

const KYC_OPTIONS = KYC_STATUSES.map((value) => ({ value, label: KYC_LABELS[value] }));
const REVIEW_OPTIONS = [
  { value: 'true', label: 'Awaiting review' },
  { value: 'false', label: 'Nothing awaiting review' },
];
const ASSIGNEE_OPTIONS = [{ value: 'true', label: 'Mine' }];
const SECOND_APPROVAL_OPTIONS = [{ value: 'true', label: 'Awaiting my confirmation' }];
const WALLET_OPTIONS = WALLET_FILTERS.map((value) => ({
  value,
  label: value === 'connected' ? 'Connected' : 'Disconnected',
}));

export interface CustomerFiltersProps {
  params: CustomerListParams;
  setFilters: (filters: Partial<Omit<CustomerListParams, 'page' | 'limit'>>, options?: { replace?: boolean }) => void;
  clearFilters: () => void;
  hasFilters: boolean;
  /** Every role (`GET /role`), as select options. */
  roleOptions: readonly { value: string; label: string }[];
  /** The saved views menu, at the end of the bar. */
  views?: ReactNode;
  /** The user may decide KYC: the "Awaiting my confirmation" queue is theirs to filter by. */
  mayConfirm?: boolean;
}

/** KYC status, the KYC review queue, wallet, role, account-creation dates and search; all kept in the URL by the page. */
export function CustomerFilters({
  params,
  setFilters,
  clearFilters,
  hasFilters,
  roleOptions,
  views,
  mayConfirm = false,
}: CustomerFiltersProps) {
  const customerRole = roleOptions.find((option) => option.value === String(ROLE_CUSTOMER));
  // The list shows customers unless told otherwise: the select's unset choice is "Customer".
  const otherRoles = [
    ...roleOptions.filter((option) => option !== customerRole),
    { value: ALL_ROLES, label: 'All roles' },
  ];
  return (
    <FilterBar onClear={clearFilters} hasFilters={hasFilters}>
      <SearchInput
        label="Search"
        placeholder="Name, phone or email"
        value={params.search}
        onChange={(search) => setFilters({ search }, { replace: true })}
      />
      <SelectFilter
        label="KYC status"
        value={params.kyc}
        options={KYC_OPTIONS}
        onChange={(kyc) => setFilters({ kyc: kyc as KycStatus | undefined })}
      />
      <SelectFilter
        label="KYC review"
        value={params.awaiting_review}
        options={REVIEW_OPTIONS}
        onChange={(review) => setFilters({ awaiting_review: review as 'true' | 'false' | undefined })}
      />
      <SelectFilter
        label="KYC assignee"
        value={params.mine}
        options={ASSIGNEE_OPTIONS}
        allLabel="Anyone"
        onChange={(mine) => setFilters({ mine: mine === 'true' ? 'true' : undefined })}
      />
      {mayConfirm ? (
        <SelectFilter
          label="Second approval"
          value={params.awaiting_my_confirmation}
          options={SECOND_APPROVAL_OPTIONS}
          allLabel="Any"
          onChange={(value) => setFilters({ awaiting_my_confirmation: value === 'true' ? 'true' : undefined })}
        />
      ) : null}
      <SelectFilter
        label="Wallet"
        value={params.wallet}
        options={WALLET_OPTIONS}
        onChange={(wallet) => setFilters({ wallet: wallet as WalletFilter | undefined })}
      />
      <SelectFilter
        label="Role"
        value={params.role === undefined || params.role === ROLE_CUSTOMER ? undefined : String(params.role)}
        options={otherRoles}
        allLabel={customerRole?.label ?? 'Customer'}
        onChange={(role) =>
          setFilters({ role: role === undefined ? undefined : role === ALL_ROLES ? ALL_ROLES : Number(role) })
        }
      />
      <DateRangeFilter
        label="Account created"
        from={params.from_date}
        to={params.to_date}
        onChange={({ from, to }) => setFilters({ from_date: from, to_date: to })}
      />
      {views}
    </FilterBar>
  );
}

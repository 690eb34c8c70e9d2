import type { Customer } from '@admin/api-client';
import { usePermission } from '@admin/auth';
import { Button, DetailList, formatDate, formatMoney, Gated } from '@admin/ui';
import { UserStatusBadge } from '../../../common/Badges';
import { formatPhone } from '../../../common/Phone';
import { useRevealCustomer } from '../api/customer-profile-queries';
import styles from './CustomerProfile.module.css';

const orDash = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '—' : String(value);
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/**
 * Every account field a staff user reads, grouped. The API answers PAN and bank details masked; a
 * user holding `customers.reveal` may ask it for the full values (the reveal call), shown for this
 * view only.
 */
export function AccountDetails({ customer }: { customer: Customer }) {
  const mayReveal = usePermission('customers.reveal');
  const reveal = useRevealCustomer(customer.id);
  const revealed = mayReveal && reveal.data?.customerId === customer.id ? reveal.data : undefined;
  const pan = revealed ? revealed.pan_number : customer.pan_number;
  const bank = revealed ? revealed.bank_details : customer.bank_details;

  const revealButton = (
    <Button
      size="sm"
      variant="ghost"
      disabled={reveal.isPending}
      aria-pressed={revealed !== undefined}
      onClick={() => (revealed ? reveal.reset() : reveal.mutate())}
    >
      {revealed ? 'Hide PAN and bank details' : 'Show PAN and bank details'}
    </Button>
  );

  return (
    <div className={styles.sections}>
      <section aria-labelledby="identity" className={styles.section}>
        <h2 id="identity" className={styles.sectionTitle}>
          Identity
        </h2>
        <DetailList
          items={[
            { label: 'Name', value: customer.name },
            { label: 'First name', value: orDash(customer.firstname) },
            { label: 'Last name', value: orDash(customer.lastname) },
            { label: 'Date of birth', value: customer.dob ? formatDate(customer.dob) : '—' },
            { label: 'Age', value: orDash(customer.age) },
            { label: 'Gender', value: orDash(customer.gender) },
          ]}
        />
      </section>
      <section aria-labelledby="contact" className={styles.section}>
        <h2 id="contact" className={styles.sectionTitle}>
          Contact and address
        </h2>
        <DetailList
          items={[
            { label: 'Phone', value: formatPhone(customer.country_code, customer.phone) },
            {
              label: 'Email',
              value: `${orDash(customer.email)}${customer.email ? (customer.email_verified ? ' (verified)' : ' (not verified)') : ''}`,
            },
            { label: 'Address', value: orDash(customer.address) },
            { label: 'Country', value: orDash(customer.country) },
            { label: 'Language', value: orDash(customer.language) },
          ]}
        />
      </section>
      <section aria-labelledby="financial" className={styles.section}>
        <div className={styles.sectionHead}>
          <h2 id="financial" className={styles.sectionTitle}>
            PAN and bank details
          </h2>
          <Gated allowed={mayReveal} permission="customers.reveal">
            {revealButton}
          </Gated>
        </div>
        <DetailList
          items={[
            { label: 'PAN', value: orDash(pan) },
            { label: 'Bank', value: orDash(bank?.bank_name) },
            { label: 'Account name', value: orDash(bank?.account_name) },
            { label: 'Account number', value: orDash(bank?.account_number) },
            { label: 'IFSC', value: orDash(bank?.ifsc) },
          ]}
        />
      </section>
      <section aria-labelledby="account" className={styles.section}>
        <h2 id="account" className={styles.sectionTitle}>
          Account
        </h2>
        <DetailList
          items={[
            { label: 'Status', value: <UserStatusBadge status={customer.status} /> },
            { label: 'Role', value: customer.role_data?.name ?? `Role ${customer.role}` },
            { label: 'Wallet balance', value: formatMoney(customer.wallet_balance) },
            {
              label: 'Wallet address',
              value: customer.wallet_address ? (
                <code className={styles.code}>{customer.wallet_address}</code>
              ) : (
                'Not connected'
              ),
            },
            { label: 'Joined', value: formatDate(customer.created_at) },
            { label: 'Customer ID', value: <code className={styles.code}>{customer.uuid}</code> },
          ]}
        />
      </section>
      <section aria-labelledby="referral" className={styles.section}>
        <h2 id="referral" className={styles.sectionTitle}>
          Referral and consent
        </h2>
        <DetailList
          items={[
            { label: 'Referred by', value: customer.referrer_id ? `Account ${customer.referrer_id}` : '—' },
            { label: 'Referral code', value: orDash(customer.referral_token) },
            { label: 'Referral credited', value: yesNo(customer.referral_credited) },
            { label: 'Accepted terms', value: yesNo(customer.is_terms_condition) },
            { label: 'Welcome mail sent', value: yesNo(customer.welcome_mail_sent) },
          ]}
        />
      </section>
    </div>
  );
}

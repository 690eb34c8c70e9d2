import { useId, useState } from 'react';
import type { Customer, KycStatus, KycVerification } from '@admin/api-client';
import { usePermission } from '@admin/auth';
import { Button, ConfirmDialog, formatDateTime, Tooltip } from '@admin/ui';
import { KycBadge } from '../../../components/badges';
import { KYC_VERIFICATIONS } from '../api/constants';
import { useDecideKyc } from '../api/use-customer';
import { VERIFICATION_LABELS } from '../kyc-labels';
import styles from './CustomerProfile.module.css';

const statusOf = (customer: Customer, verification: KycVerification): KycStatus =>
  customer.kyc?.[`${verification}_verification_status`] ?? 'pending';

interface Decision {
  verification: KycVerification;
  status: 'verified' | 'rejected';
}

const NO_PERMISSION = 'You need the kyc.decide permission to approve or reject verifications.';

/**
 * The overall KYC status and the four verifications, each approved or rejected after a
 * confirmation (a reason is required to reject; the API keeps it in the comments).
 */
export function KycPanel({ customer }: { customer: Customer }) {
  const mayDecide = usePermission('kyc.decide');
  const decide = useDecideKyc(customer);
  const [decision, setDecision] = useState<Decision | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const reasonId = useId();

  function open(next: Decision) {
    setDecision(next);
    setReason('');
    setReasonError(null);
  }

  async function confirm() {
    if (!decision) return;
    const comment = reason.trim();
    if (decision.status === 'rejected' && !comment) {
      setReasonError('A reason is required to reject.');
      throw new Error('reason required');
    }
    await decide.mutateAsync({ verification: decision.verification, status: decision.status, ...(comment ? { comment } : {}) });
  }

  const action = (verification: KycVerification, status: Decision['status'], current: KycStatus) => {
    const label = status === 'verified' ? 'Approve' : 'Reject';
    const button = (
      <Button
        size="sm"
        variant={status === 'verified' ? 'secondary' : 'danger'}
        disabled={!mayDecide || current === status}
        aria-label={`${label} ${VERIFICATION_LABELS[verification]} verification`}
        onClick={() => open({ verification, status })}
      >
        {label}
      </Button>
    );
    return mayDecide ? button : <Tooltip content={NO_PERMISSION}>{button}</Tooltip>;
  };

  const label = decision ? VERIFICATION_LABELS[decision.verification] : '';
  return (
    <section aria-labelledby="kyc-title" className={styles.section}>
      <div className={styles.sectionHead}>
        <h2 id="kyc-title" className={styles.sectionTitle}>KYC</h2>
        <span className={styles.overall}>
          Overall <KycBadge status={customer.kyc?.status} />
        </span>
      </div>
      <table className={styles.kycTable}>
        <caption className={styles.visuallyHidden}>KYC verifications</caption>
        <thead>
          <tr>
            <th scope="col">Verification</th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className={styles.visuallyHidden}>Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {KYC_VERIFICATIONS.map((verification) => {
            const current = statusOf(customer, verification);
            return (
              <tr key={verification}>
                <th scope="row">{VERIFICATION_LABELS[verification]}</th>
                <td>
                  <KycBadge status={current} />
                </td>
                <td className={styles.actions}>
                  {action(verification, 'verified', current)}
                  {action(verification, 'rejected', current)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {customer.kyc?.updated_at ? <p className={styles.note}>Last decided {formatDateTime(customer.kyc.updated_at)}</p> : null}
      <ConfirmDialog
        open={decision !== null}
        onOpenChange={(isOpen) => !isOpen && setDecision(null)}
        title={decision?.status === 'rejected' ? `Reject the ${label} verification of ${customer.name}?` : `Approve the ${label} verification of ${customer.name}?`}
        description="The overall KYC status follows: verified once all four verifications are, rejected while any is."
        confirmLabel={decision?.status === 'rejected' ? `Reject ${label}` : `Approve ${label}`}
        destructive={decision?.status === 'rejected'}
        pending={decide.isPending}
        onConfirm={confirm}
      >
        {decision?.status === 'rejected' ? (
          <div className={styles.field}>
            <label htmlFor={reasonId}>Reason (required)</label>
            <textarea
              id={reasonId}
              rows={3}
              value={reason}
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={reasonError ? `${reasonId}-error` : undefined}
              onChange={(event) => {
                setReason(event.target.value);
                setReasonError(null);
              }}
            />
            {reasonError ? (
              <p id={`${reasonId}-error`} className={styles.error}>
                {reasonError}
              </p>
            ) : null}
          </div>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}

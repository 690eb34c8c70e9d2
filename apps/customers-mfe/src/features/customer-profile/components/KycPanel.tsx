import { type ReactNode, useId, useState } from 'react';
import type { Customer, KycCheck, KycStatus, KycVerification } from '@admin/api-client';
import { useCurrentUser, usePermission } from '@admin/auth';
import {
  AWAITING_SECOND_APPROVAL,
  AwaitingSecondApprovalNote,
  Button,
  ConfirmDialog,
  formatDateTime,
  Gated,
  secondStepGate,
  StatusBadge,
} from '@admin/ui';
import { CUSTOMER_MESSAGES, errorMessage, KYC_VERIFICATIONS, notAllowedReason } from '@admin/api-client/contract';
import { KycBadge, KycCheckBadge } from '../../../common/Badges';
import { useConfirmKyc, useDecideKyc, useSendBackKyc } from '../api/customer-profile-queries';
import { useKycReview } from '../api/customer-profile-queries';
import { VERIFICATION_LABELS } from '../kyc-labels';
import { KycCheckFacts } from './KycCheckFacts';
import { KycEvidencePanel } from './KycEvidencePanel';
import styles from './CustomerProfile.module.css';
import kyc from './KycPanel.module.css';

const statusOf = (customer: Customer, verification: KycVerification): KycStatus =>
  customer.kyc?.[`${verification}_verification_status`] ?? 'pending';

interface Decision {
  verification: KycVerification;
  status: 'verified' | 'rejected';
}

const NO_PERMISSION = notAllowedReason('kyc.decide');

/** Send message beside a decided check (composed by the page): the customer, the check, its name in words. */
export type KycMessage = (customer: Customer, check: KycCheck, verification: string) => ReactNode;
const AWAITING = 'A decision on this verification awaits a second approval: confirm it or send it back first.';

/** The second step of a decision awaiting a second approval: confirm it, or send it back. */
interface SecondStep {
  verification: KycVerification;
  step: 'confirm' | 'send-back';
}

/**
 * The overall KYC status and the four checks: each with what the customer submitted and when, a
 * side panel showing that evidence, and the decision (who, when, why) once made. Approving or
 * rejecting asks for confirmation (a reason is required to reject; the API keeps it with the check).
 * A rejection, or the approval that would verify the customer, awaits a second staff member: the
 * check shows who decided first and why, and offers Confirm / Send back only to someone else.
 */
export function KycPanel({ customer, kycMessage }: { customer: Customer; kycMessage?: KycMessage }) {
  const mayDecide = usePermission('kyc.decide');
  const mayAddEvidence = usePermission('customers.write');
  const decide = useDecideKyc(customer);
  const confirmKyc = useConfirmKyc(customer);
  const sendBackKyc = useSendBackKyc(customer);
  const userId = useCurrentUser().user?.id;
  const [second, setSecond] = useState<SecondStep | null>(null);
  const [sendBackReason, setSendBackReason] = useState('');
  const review = useKycReview(customer.id);
  const [decision, setDecision] = useState<Decision | null>(null);
  const [viewing, setViewing] = useState<KycVerification | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const reasonId = useId();

  function open(next: Decision) {
    setViewing(null);
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
    await decide.mutateAsync({
      verification: decision.verification,
      status: decision.status,
      ...(comment ? { comment } : {}),
    });
  }

  async function takeSecondStep() {
    if (!second) return;
    if (second.step === 'confirm') await confirmKyc.mutateAsync(second.verification);
    else
      await sendBackKyc.mutateAsync({ verification: second.verification, reason: sendBackReason.trim() || undefined });
    setSendBackReason('');
  }

  const action = (verification: KycVerification, status: Decision['status'], current: KycStatus) => {
    const label = status === 'verified' ? 'Approve' : 'Reject';
    const button = (
      <Button
        size="sm"
        variant={status === 'verified' ? 'secondary' : 'danger'}
        disabled={current === status}
        aria-label={`${label} ${VERIFICATION_LABELS[verification]} verification`}
        onClick={() => open({ verification, status })}
      >
        {label}
      </Button>
    );
    const awaiting = checkOf(verification)?.awaiting_second_approval;
    return (
      <Gated allowed={mayDecide && !awaiting} why={mayDecide ? AWAITING : NO_PERMISSION}>
        {button}
      </Gated>
    );
  };

  const secondSteps = (check: KycCheck, first: NonNullable<KycCheck['awaiting_second_approval']>) => {
    const gate = secondStepGate(first, userId, mayDecide, NO_PERMISSION);
    const name = VERIFICATION_LABELS[check.verification];
    return (
      <>
        <Gated allowed={gate.allowed} why={gate.why}>
          <Button
            size="sm"
            aria-label={`Confirm ${name} decision`}
            onClick={() => setSecond({ verification: check.verification, step: 'confirm' })}
          >
            Confirm
          </Button>
        </Gated>
        <Gated allowed={gate.allowed} why={gate.why}>
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Send back ${name} decision`}
            onClick={() => setSecond({ verification: check.verification, step: 'send-back' })}
          >
            Send back
          </Button>
        </Gated>
      </>
    );
  };

  const checkOf = (verification: KycVerification): KycCheck | undefined =>
    review.data?.checks.find((c) => c.verification === verification);
  const viewed = viewing ? (checkOf(viewing) ?? null) : null;
  const label = decision ? VERIFICATION_LABELS[decision.verification] : '';
  const secondCheck = second ? checkOf(second.verification) : undefined;
  const secondFirst = secondCheck?.awaiting_second_approval;
  const secondLabel = second ? VERIFICATION_LABELS[second.verification] : '';
  const firstWords = (decisionMade: string) => (decisionMade === 'verified' ? 'approved' : 'rejected');
  return (
    <section aria-labelledby="kyc-title" className={styles.section}>
      <div className={styles.sectionHead}>
        <h2 id="kyc-title" className={styles.sectionTitle}>
          KYC
        </h2>
        <span className={styles.overall}>
          Overall <KycBadge status={customer.kyc?.status} />
        </span>
      </div>
      {review.isError ? (
        <p className={kyc.error} role="alert">
          {errorMessage(review.error, CUSTOMER_MESSAGES.kycReview)}{' '}
          <Button size="sm" variant="secondary" onClick={() => void review.refetch()}>
            Retry
          </Button>
        </p>
      ) : null}
      <ul className={kyc.checks} aria-label="KYC verifications">
        {KYC_VERIFICATIONS.map((verification) => {
          const current = statusOf(customer, verification);
          const check = checkOf(verification);
          const name = VERIFICATION_LABELS[verification];
          return (
            <li key={verification} className={kyc.check} aria-labelledby={`${reasonId}-${verification}`}>
              <div>
                <div className={kyc.checkHead}>
                  <h3 id={`${reasonId}-${verification}`} className={kyc.checkName}>
                    {name}
                  </h3>
                  {check?.awaiting_second_approval ? (
                    <StatusBadge tone="info">{AWAITING_SECOND_APPROVAL}</StatusBadge>
                  ) : check ? (
                    <KycCheckBadge state={check.state} />
                  ) : (
                    <KycBadge status={current} />
                  )}
                </div>
                {check ? <KycCheckFacts check={check} /> : null}
                {check?.awaiting_second_approval ? (
                  <AwaitingSecondApprovalNote
                    awaiting={check.awaiting_second_approval}
                    decision={firstWords(check.awaiting_second_approval.decision)}
                  />
                ) : null}
              </div>
              <div className={kyc.actions}>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={!check}
                  aria-label={`View ${name} evidence`}
                  onClick={() => setViewing(verification)}
                >
                  View evidence
                </Button>
                {action(verification, 'verified', current)}
                {action(verification, 'rejected', current)}
                {check?.awaiting_second_approval ? secondSteps(check, check.awaiting_second_approval) : null}
                {check &&
                kycMessage &&
                !check.awaiting_second_approval &&
                (check.state === 'approved' || check.state === 'rejected')
                  ? kycMessage(customer, check, name)
                  : null}
              </div>
            </li>
          );
        })}
      </ul>
      {customer.kyc?.updated_at ? (
        <p className={styles.note}>Last changed {formatDateTime(customer.kyc.updated_at)}</p>
      ) : null}
      <KycEvidencePanel
        check={viewed}
        customerId={customer.id}
        customerName={customer.name}
        mayAddEvidence={mayAddEvidence}
        evidenceVisible={review.data?.evidence_visible ?? false}
        mayDecide={mayDecide}
        onClose={() => setViewing(null)}
        onDecide={(status) => viewed && open({ verification: viewed.verification, status })}
      />
      <ConfirmDialog
        open={decision !== null}
        onOpenChange={(isOpen) => !isOpen && setDecision(null)}
        title={
          decision?.status === 'rejected'
            ? `Reject the ${label} verification of ${customer.name}?`
            : `Approve the ${label} verification of ${customer.name}?`
        }
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
      <ConfirmDialog
        open={second !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) {
            setSecond(null);
            setSendBackReason('');
          }
        }}
        title={
          second?.step === 'confirm'
            ? `Confirm the ${secondLabel} decision for ${customer.name}?`
            : `Send the ${secondLabel} decision back?`
        }
        description={
          secondFirst
            ? second?.step === 'confirm'
              ? `${secondFirst.by.name} ${firstWords(secondFirst.decision)} it${secondFirst.reason ? ` (${secondFirst.reason})` : ''}. It takes effect now.`
              : `${secondFirst.by.name}'s decision is cleared; the verification awaits a decision again.`
            : ''
        }
        confirmLabel={second?.step === 'confirm' ? 'Confirm' : 'Send back'}
        destructive={second?.step === 'confirm' && secondFirst?.decision === 'rejected'}
        pending={confirmKyc.isPending || sendBackKyc.isPending}
        onConfirm={takeSecondStep}
      >
        {second?.step === 'send-back' ? (
          <div className={styles.field}>
            <label htmlFor={`${reasonId}-send-back`}>Reason (optional)</label>
            <textarea
              id={`${reasonId}-send-back`}
              rows={3}
              value={sendBackReason}
              onChange={(event) => setSendBackReason(event.target.value)}
            />
          </div>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}

import type { KycCheck } from '@admin/api-client';
import { Button, Dialog, formatDateTime } from '@admin/ui';
import { VERIFICATION_LABELS } from '../kyc-labels';
import { KycCheckBadge } from '../../../common/Badges';
import { AddEvidence } from './AddEvidence';
import { EvidenceFile } from './EvidenceFile';
import { KycCheckFacts } from './KycCheckFacts';
import styles from './KycPanel.module.css';

export interface KycEvidencePanelProps {
  check: KycCheck | null;
  customerId: number;
  customerName: string;
  /** Holders of customers.write may attach evidence on the customer's behalf. */
  mayAddEvidence: boolean;
  /** Whether the caller may open the files (the API gives their URLs to holders of kyc.decide). */
  evidenceVisible: boolean;
  mayDecide: boolean;
  onClose: () => void;
  /** Approve or reject from the panel: the caller confirms and sends it. */
  onDecide: (status: 'verified' | 'rejected') => void;
}

/**
 * A side panel with one check's evidence (PDFs and images inline, videos with controls), its
 * submitted time and decision, and the decision buttons, so a reviewer decides with the documents
 * in front of them.
 */
export function KycEvidencePanel({
  check,
  customerId,
  customerName,
  mayAddEvidence,
  evidenceVisible,
  mayDecide,
  onClose,
  onDecide,
}: KycEvidencePanelProps) {
  const label = check ? VERIFICATION_LABELS[check.verification] : '';
  return (
    <Dialog
      open={check !== null}
      onOpenChange={(open) => !open && onClose()}
      placement="side"
      title={`${label} evidence of ${customerName}`}
      description={check?.submitted_at ? `Submitted ${formatDateTime(check.submitted_at)}` : 'Nothing submitted yet'}
      footer={
        check && mayDecide ? (
          <>
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
            <Button variant="danger" disabled={check.status === 'rejected'} onClick={() => onDecide('rejected')}>
              Reject {label}
            </Button>
            <Button disabled={check.status === 'verified'} onClick={() => onDecide('verified')}>
              Approve {label}
            </Button>
          </>
        ) : (
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        )
      }
    >
      {check ? (
        <div className={styles.files}>
          <div className={styles.decision}>
            <p>
              Status <KycCheckBadge state={check.state} />
            </p>
            <KycCheckFacts check={check} />
          </div>
          {check.files.length > 0 && !evidenceVisible ? (
            <p className={styles.notice}>Only staff who decide KYC can open identity documents. Files submitted:</p>
          ) : null}
          {check.files.length > 0 ? (
            <ul className={styles.files} aria-label={`${label} evidence files`}>
              {check.files.map((file) => (
                <li key={file.id}>
                  <EvidenceFile file={file} label={label} />
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.notice}>The customer has not submitted anything for this check yet.</p>
          )}
          {mayAddEvidence ? (
            <AddEvidence customerId={customerId} verification={check.verification} status={check.status} />
          ) : null}
        </div>
      ) : null}
    </Dialog>
  );
}

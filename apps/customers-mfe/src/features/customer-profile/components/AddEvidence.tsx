import { useId, useRef } from 'react';
import type { KycStatus, KycVerification } from '@admin/api-client';
import { KYC_DOCUMENT_TYPES, KYC_EVIDENCE_MAX_FILES, KYC_VIDEO_TYPES } from '@admin/api-client/contract';
import { useAddKycEvidence } from '../api/customer-profile-queries';
import { VERIFICATION_LABELS } from '../kyc-labels';
import styles from './KycPanel.module.css';

/**
 * Staff with customers.write attach evidence the customer sent another way. Documents and photos for
 * the document checks, a recording for the video check; the API checks each file's content. Files
 * never change a decision: a pending check then awaits review, a decided one stays decided.
 */
export function AddEvidence({
  customerId,
  verification,
  status,
}: {
  customerId: number;
  verification: KycVerification;
  status: KycStatus;
}) {
  const add = useAddKycEvidence(customerId, verification);
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const video = verification === 'video';
  return (
    <div className={styles.add}>
      <label htmlFor={inputId}>Add files for the customer</label>
      <input
        ref={input}
        id={inputId}
        type="file"
        multiple
        accept={(video ? KYC_VIDEO_TYPES : KYC_DOCUMENT_TYPES).join(',')}
        aria-describedby={`${inputId}-hint`}
        disabled={add.isPending}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          if (files.length === 0) return;
          add.mutate(files, { onSettled: () => input.current && (input.current.value = '') });
        }}
      />
      <p id={`${inputId}-hint`} className={styles.notice}>
        {video ? 'Videos (MP4, WebM, MOV)' : 'PDF documents or images (PNG, JPEG, WebP)'}, up to{' '}
        {KYC_EVIDENCE_MAX_FILES} files of 25 MB.{' '}
        {status === 'pending'
          ? `The ${VERIFICATION_LABELS[verification]} check then awaits review.`
          : `The ${VERIFICATION_LABELS[verification]} check stays ${status === 'verified' ? 'verified' : 'rejected'}: files do not change a decision; someone who decides KYC can set it back to pending to review them.`}
      </p>
    </div>
  );
}

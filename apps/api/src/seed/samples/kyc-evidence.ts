/**
 * Sample KYC evidence for the seeded customers, so a reviewer has something to open: a PDF and a
 * photo of the Aadhaar card, a photo of the PAN card, an e-mail confirmation PDF and a short
 * recording for the video check. Each file is stored once and shared by every customer (the seed
 * stays fast at 20k customers); the documents say they are demo data. The PDFs and the PNG are
 * built in code; pan-card.jpg (4.8 KB) and video-kyc.webm (4.2 KB, 2 s, 160x120 VP8) were drawn on a
 * canvas in Chromium and saved with `toDataURL('image/jpeg')` and `MediaRecorder`, once, and kept here.
 *
 * Decided checks get evidence and a decision (who, when, why). Pending checks of two customers in
 * three are submitted and awaiting review; the third has submitted nothing yet.
 */
import { readFileSync } from 'node:fs';
import type { KycStatus, KycVerification } from '@admin/api-client/contract';
import type { Db } from '../../db/connection';
import * as t from '../../db/schema';
import type { FileStore } from '../../files/store';
import { textPdf } from './pdf';
import { rectanglesPng } from './png';

const DAY = 86_400_000;
const CHUNK = 1000;

interface SampleFile {
  name: string;
  type: string;
  content: Buffer;
}

const sample = (name: string) => readFileSync(new URL(`./${name}`, import.meta.url));

function sampleFiles(): Record<KycVerification, SampleFile[]> {
  const aadharPhoto = rectanglesPng(
    320,
    200,
    [255, 247, 237],
    [
      { x: 0, y: 0, width: 320, height: 32, color: [234, 88, 12] },
      { x: 0, y: 188, width: 320, height: 12, color: [22, 163, 74] },
      { x: 16, y: 52, width: 72, height: 92, color: [148, 163, 184] },
      { x: 104, y: 60, width: 180, height: 10, color: [51, 65, 85] },
      { x: 104, y: 84, width: 140, height: 10, color: [51, 65, 85] },
      { x: 104, y: 108, width: 160, height: 10, color: [51, 65, 85] },
      { x: 104, y: 150, width: 120, height: 16, color: [15, 23, 42] },
    ],
  );
  const demo = 'Sample document generated for demo data. Not a real identity document.';
  return {
    email: [
      {
        name: 'email-confirmation.pdf',
        type: 'application/pdf',
        content: textPdf('E-mail confirmation', [
          'The customer confirmed their e-mail address from the link sent to it.',
          demo,
        ]),
      },
    ],
    aadhar: [
      {
        name: 'aadhar-card.pdf',
        type: 'application/pdf',
        content: textPdf('Aadhaar card (sample)', [
          'Name: Demo Customer',
          'Aadhaar number: XXXX XXXX 1234',
          'Address: 12 Sample Road, Pune',
          demo,
        ]),
      },
      { name: 'aadhar-front.png', type: 'image/png', content: aadharPhoto },
    ],
    pan: [{ name: 'pan-card.jpg', type: 'image/jpeg', content: sample('pan-card.jpg') }],
    video: [{ name: 'video-kyc.webm', type: 'video/webm', content: sample('video-kyc.webm') }],
  };
}

export interface SeededCustomer {
  id: number;
  checks: Record<KycVerification, KycStatus>;
}

const REJECTION: Record<KycVerification, string> = {
  email: 'The confirmation link was opened from another account.',
  aadhar: 'The photo is blurred; the number cannot be read. Asked the customer to upload it again.',
  pan: 'The name on the PAN card does not match the application.',
  video: 'The face is not visible in the recording. Asked for a new video.',
};

export async function seedKycEvidence(
  db: Db,
  store: FileStore,
  customers: readonly SeededCustomer[],
  deciders: readonly number[],
  now: number,
): Promise<void> {
  const files = sampleFiles();
  const stored = {} as Record<KycVerification, { name: string; url: string; type: string; size: number }[]>;
  for (const [verification, list] of Object.entries(files) as [KycVerification, SampleFile[]][]) {
    stored[verification] = [];
    for (const file of list) {
      const put = await store.putBuffer(file.content, file.type, file.name, 'kyc_evidence');
      stored[verification].push({ name: file.name, url: put.url, type: file.type, size: put.size });
    }
  }
  const evidenceRows: (typeof t.kycEvidence.$inferInsert)[] = [];
  const checkRows: (typeof t.kycChecks.$inferInsert)[] = [];
  customers.forEach((customer, i) => {
    for (const [verification, status] of Object.entries(customer.checks) as [KycVerification, KycStatus][]) {
      if (status === 'pending' && i % 3 === 2) continue;
      // Submitted a few days ago (hours apart per customer), decided a day later.
      const submitted = new Date(now - ((i % 9) + 2) * DAY - (i % 24) * 3_600_000);
      const decided = status === 'pending' ? null : new Date(submitted.getTime() + DAY);
      for (const file of stored[verification]) {
        evidenceRows.push({
          user_id: customer.id,
          verification,
          url: file.url,
          file_name: file.name,
          mime_type: file.type,
          size: file.size,
          submitted_at: submitted,
        });
      }
      checkRows.push({
        user_id: customer.id,
        verification,
        submitted_at: submitted,
        decided_at: decided,
        decided_by: decided ? (deciders[i % deciders.length] ?? null) : null,
        reason:
          status === 'rejected'
            ? REJECTION[verification]
            : status === 'verified'
              ? 'The documents match the application.'
              : null,
      });
    }
  });
  for (let i = 0; i < evidenceRows.length; i += CHUNK)
    await db.insert(t.kycEvidence).values(evidenceRows.slice(i, i + CHUNK));
  for (let i = 0; i < checkRows.length; i += CHUNK) await db.insert(t.kycChecks).values(checkRows.slice(i, i + CHUNK));
}

// KYC evidence for a journey's customer, uploaded through the API as staff do on a customer's
// behalf: a PDF built here, and the seed's sample photo and recording (real JPEG and WebM files).
import { readFileSync } from 'node:fs';
import { apiUrl } from './suite';

export interface EvidenceFile {
  name: string;
  type: string;
  bytes: Buffer;
}

const seedSample = (name: string) => readFileSync(new URL(`../../apps/api/src/seed/samples/${name}`, import.meta.url));

/** A one-page PDF with one line of text and an exact cross-reference table. */
export function samplePdf(text: string): Buffer {
  const stream = `BT /F1 18 Tf 40 760 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const at = out.length;
    out += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return at;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

export const SAMPLE_PHOTO: EvidenceFile = {
  name: 'aadhar-front.jpg',
  type: 'image/jpeg',
  bytes: seedSample('pan-card.jpg'),
};
export const SAMPLE_VIDEO: EvidenceFile = {
  name: 'video-kyc.webm',
  type: 'video/webm',
  bytes: seedSample('video-kyc.webm'),
};

/** `POST /v2/customer/{id}/kyc/{check}/evidence` with the files (multipart `file`). */
export async function uploadEvidence(
  token: string,
  customerId: number,
  verification: 'email' | 'aadhar' | 'pan' | 'video',
  files: EvidenceFile[],
): Promise<void> {
  const form = new FormData();
  for (const file of files) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const response = await fetch(`${apiUrl}/v2/customer/${customerId}/kyc/${verification}/evidence`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (response.status !== 201) throw new Error(`evidence upload: ${response.status} ${await response.text()}`);
}

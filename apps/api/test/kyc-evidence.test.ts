/**
 * KYC evidence: each check's files, its submitted time and its decision, the "submitted and
 * awaiting review" state the review queue counts, and staff uploading evidence for a customer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Customer, ItemResponse, KycCheck, KycReview, ListResponse } from '@admin/api-client/contract';
import { signIn } from './helpers/auth';
import { formWith, MP4, pdf, PNG } from './helpers/files';
import { client } from './helpers/http';
import type { TestServer } from './helpers/server';
import { startWithAdmin } from './helpers/staff';

const SUPPORT = '9810000003';
const COMPLIANCE = '9810000002';

describe('KYC evidence and review states', () => {
  let server: TestServer;
  let admin: ReturnType<typeof client>;
  let support: ReturnType<typeof client>;
  let compliance: ReturnType<typeof client>;
  let customers: Customer[];

  const review = async (id: number, as = admin) =>
    (await as.get<ItemResponse<KycReview>>(`/api/v2/customer/${id}/kyc`)).body.data;
  const check = (r: KycReview, verification: string) =>
    r.checks.find((c) => c.verification === verification) as KycCheck;

  beforeAll(async () => {
    ({ server, api: admin } = await startWithAdmin());
    support = client(server.url, (await signIn(server.url, SUPPORT)).token);
    compliance = client(server.url, (await signIn(server.url, COMPLIANCE)).token);
    customers = (await admin.get<ListResponse<Customer>>('/api/v2/customer?limit=100')).body.data;
  });
  afterAll(() => server.close());

  it('gives seeded pending customers submitted evidence that the API serves as real files', async () => {
    const pending = customers.filter((c) => c.kyc?.status === 'pending');
    const reviews = await Promise.all(pending.map((c) => review(c.id)));
    const submitted = reviews.flatMap((r) => r.checks).filter((c) => c.state === 'submitted');
    expect(submitted.length).toBeGreaterThan(10);
    const notSubmitted = reviews.flatMap((r) => r.checks).filter((c) => c.state === 'not_submitted');
    expect(notSubmitted.length).toBeGreaterThan(0);
    for (const c of notSubmitted) expect(c).toMatchObject({ status: 'pending', submitted_at: null, files: [] });
    for (const c of submitted) {
      expect(c).toMatchObject({
        status: 'pending',
        submitted_at: expect.any(String),
        decided_at: null,
        decided_by: null,
        reason: null,
      });
      expect(c.files.length).toBeGreaterThan(0);
    }
    const byType = new Map(submitted.flatMap((c) => c.files).map((f) => [f.content_type, f]));
    expect([...byType.keys()].sort()).toEqual(['application/pdf', 'image/jpeg', 'image/png', 'video/webm']);
    for (const [type, file] of byType) {
      const url = new URL(file.url as string);
      expect(url.pathname).toMatch(/^\/api\/files\/\d+$/);
      const res = await fetch(`${server.url}${url.pathname}${url.search}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
      expect(res.headers.get('content-type')).toBe(type);
      expect(Number(res.headers.get('content-length'))).toBe(file.size);
      const bytes = Buffer.from(await res.arrayBuffer());
      const signature = {
        'application/pdf': '%PDF-',
        'image/png': '\x89PNG',
        'image/jpeg': '\xff\xd8\xff',
        'video/webm': '\x1a\x45\xdf\xa3',
      }[type] as string;
      expect(bytes.subarray(0, signature.length).toString('latin1')).toBe(signature);
    }
  });

  it('shows who decided a seeded check, when and why, beside its evidence', async () => {
    const rejected = customers.find((c) => c.kyc?.aadhar_verification_status === 'rejected') as Customer;
    const aadhar = check(await review(rejected.id), 'aadhar');
    expect(aadhar).toMatchObject({
      state: 'rejected',
      decided_at: expect.any(String),
      decided_by: { id: expect.any(Number), name: expect.any(String) },
      reason: expect.stringMatching(/.+/),
    });
    expect(aadhar.files.length).toBeGreaterThan(0);
    const email = check(await review(rejected.id), 'email');
    expect(email).toMatchObject({ status: 'verified', state: 'approved', reason: expect.any(String) });
  });

  it('opens identity documents only to those who decide KYC', async () => {
    const id = (customers[0] as Customer).id;
    const asSupport = await review(id, support);
    expect(asSupport.evidence_visible).toBe(false);
    const files = asSupport.checks.flatMap((c) => c.files);
    expect(files.length).toBeGreaterThan(0);
    expect(files.every((f) => f.url === null && f.name.length > 0)).toBe(true);
    const asCompliance = await review(id, compliance);
    expect(asCompliance.evidence_visible).toBe(true);
    // Private files: the API's own URL, signed for a short while (never the public gateway).
    expect(
      asCompliance.checks.flatMap((c) => c.files).every((f) => /\/api\/files\/\d+\?expires=/.test(f.url ?? '')),
    ).toBe(true);
  });

  it('counts the review queue: awaiting_review lists exactly the customers with a submitted check', async () => {
    const queue = (await admin.get<ListResponse<Customer>>('/api/v2/customer?awaiting_review=true&limit=100')).body;
    const rest = (await admin.get<ListResponse<Customer>>('/api/v2/customer?awaiting_review=false&limit=100')).body;
    expect(queue.pager.totalItems).toBeGreaterThan(0);
    expect(queue.pager.totalItems + rest.pager.totalItems).toBe(60);
    for (const c of queue.data) expect((await review(c.id)).checks.some((k) => k.state === 'submitted')).toBe(true);
    for (const c of rest.data.slice(0, 15))
      expect((await review(c.id)).checks.some((k) => k.state === 'submitted')).toBe(false);
  });

  it('a decision records its decider, time and reason; rejecting still needs a reason', async () => {
    const customer = customers.find(
      (c) => c.kyc?.pan_verification_status === 'pending' && c.kyc.status === 'pending',
    ) as Customer;
    const noReason = await compliance.decideKyc<{ message: string }>(`/api/v2/customer/${customer.id}/kyc`, {
      verification: 'pan',
      status: 'rejected',
    });
    expect(noReason).toMatchObject({ status: 400, body: { message: expect.stringMatching(/comment/) } });
    const first = await compliance.decideKyc<ItemResponse<Customer>>(`/api/v2/customer/${customer.id}/kyc`, {
      verification: 'pan',
      status: 'rejected',
      comment: 'Name does not match',
    });
    expect(first.status).toBe(200);
    // A rejection takes a second staff member.
    const rejected = await admin.decideKyc<ItemResponse<Customer>>(
      `/api/v2/customer/${customer.id}/kyc/pan/confirm`,
      {},
    );
    expect(rejected.status).toBe(200);
    expect(rejected.body.data.kyc?.pan_verification_status).toBe('rejected');
    const pan = check(await review(customer.id), 'pan');
    expect(pan).toMatchObject({
      state: 'rejected',
      reason: 'Name does not match',
      decided_by: { name: expect.any(String) },
    });
    expect(Date.now() - Date.parse(pan.decided_at as string)).toBeLessThan(60_000);
    const approved = await admin.decideKyc(`/api/v2/customer/${customer.id}/kyc`, {
      verification: 'pan',
      status: 'verified',
    });
    expect(approved.status).toBe(200);
    expect(check(await review(customer.id), 'pan')).toMatchObject({
      state: 'approved',
      reason: null,
      decided_by: { name: 'Asha Admin' },
    });
    // A reset to pending clears the decision: with evidence, the check awaits review again.
    await admin.decideKyc(`/api/v2/customer/${customer.id}/kyc`, { verification: 'pan', status: 'pending' });
    expect(check(await review(customer.id), 'pan')).toMatchObject({ decided_at: null, decided_by: null, reason: null });
  });

  it('staff upload evidence for a customer: a pending check awaits review and the queue counts it; a decided one keeps its decision', async () => {
    const customer = customers.find((c) => c.kyc?.video_verification_status === 'rejected') as Customer;
    const before = check(await review(customer.id), 'video');
    expect(before.state).toBe('rejected');
    const form = formWith('file', MP4, 'video/mp4', 'new-video.mp4');
    const res = await compliance.post<ItemResponse<KycCheck>>(
      `/api/v2/customer/${customer.id}/kyc/video/evidence`,
      undefined,
      { form },
    );
    expect(res.status).toBe(201);
    // Evidence is not a decision: the rejection stands, with its decider and reason.
    expect(res.body).toMatchObject({
      data: {
        verification: 'video',
        status: 'rejected',
        state: 'rejected',
        decided_by: before.decided_by,
        reason: before.reason,
      },
      message: 'Evidence added; the check stays rejected until a KYC decider sets it back to pending',
    });
    expect(res.body.data.files.at(-1)).toMatchObject({
      name: 'new-video.mp4',
      content_type: 'video/mp4',
      size: MP4.length,
    });
    expect(res.body.data.files.length).toBe(before.files.length + 1);
    const after = (await admin.get<ItemResponse<Customer>>(`/api/v2/customer/${customer.id}`)).body.data;
    expect(after.kyc).toMatchObject({ video_verification_status: 'rejected' });
    expect(after.version).toBeGreaterThan(customer.version);
    // A pending check with nothing submitted: new evidence puts it in the review queue.
    const fresh = customers.find((c) => c.kyc?.status === 'pending' && c.id !== customer.id) as Customer;
    const open = (await review(fresh.id)).checks.find((k) => k.state === 'not_submitted' || k.state === 'submitted');
    if (!open) throw new Error('the seed has no pending customer with an open check');
    const pending = await compliance.post<ItemResponse<KycCheck>>(
      `/api/v2/customer/${fresh.id}/kyc/${open.verification}/evidence`,
      undefined,
      {
        form: formWith(
          'file',
          open.verification === 'video' ? MP4 : PNG,
          open.verification === 'video' ? 'video/mp4' : 'image/png',
          'sent-by-post',
        ),
      },
    );
    expect(pending.body).toMatchObject({ data: { status: 'pending', state: 'submitted' }, message: 'Evidence added' });
    const queue = (
      await admin.get<ListResponse<Customer>>(`/api/v2/customer?awaiting_review=true&search=${fresh.phone}`)
    ).body;
    expect(queue.data.map((c) => c.id)).toEqual([fresh.id]);
    // Several files at once, a PDF and a photo.
    const both = new FormData();
    both.append('file', new Blob([pdf('Aadhaar')], { type: 'application/pdf' }), 'aadhar.pdf');
    both.append('file', new Blob([PNG], { type: 'image/png' }), 'aadhar.png');
    const two = await admin.post<ItemResponse<KycCheck>>(
      `/api/v2/customer/${customer.id}/kyc/aadhar/evidence`,
      undefined,
      { form: both },
    );
    expect(two.status).toBe(201);
    expect(two.body.data.files.slice(-2).map((f) => f.name)).toEqual(['aadhar.pdf', 'aadhar.png']);
  });

  it('refuses evidence that is not what it claims, of the wrong kind, or from a role that may not edit customers', async () => {
    const id = (customers[1] as Customer).id;
    const before = await review(id);
    const refused = async (path: string, form: FormData | undefined, as = admin) =>
      await as.post<{ message: string }>(path, form ? undefined : {}, form ? { form } : {});
    const html = await refused(
      `/api/v2/customer/${id}/kyc/pan/evidence`,
      formWith('file', '<html><script>alert(1)</script></html>', 'application/pdf', 'x.pdf'),
    );
    expect(html).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/^file: the file is not a valid PDF/) },
    });
    const videoForPan = await refused(
      `/api/v2/customer/${id}/kyc/pan/evidence`,
      formWith('file', MP4, 'video/mp4', 'v.mp4'),
    );
    expect(videoForPan).toMatchObject({
      status: 400,
      body: { message: 'file: only PDF documents or images (png, jpeg, webp) are accepted' },
    });
    const pdfForVideo = await refused(
      `/api/v2/customer/${id}/kyc/video/evidence`,
      formWith('file', pdf(), 'application/pdf', 'a.pdf'),
    );
    expect(pdfForVideo).toMatchObject({
      status: 400,
      body: { message: 'file: the video check takes videos only (mp4, webm, mov)' },
    });
    expect(await refused(`/api/v2/customer/${id}/kyc/pan/evidence`, undefined)).toMatchObject({
      status: 400,
      body: { message: 'file is required (multipart/form-data)' },
    });
    const six = new FormData();
    for (let i = 0; i < 6; i++) six.append('file', new Blob([PNG], { type: 'image/png' }), `p${i}.png`);
    expect(await refused(`/api/v2/customer/${id}/kyc/pan/evidence`, six)).toMatchObject({
      status: 400,
      body: { message: 'file: at most 5 files per upload' },
    });
    expect(
      (await refused(`/api/v2/customer/${id}/kyc/passport/evidence`, formWith('file', PNG, 'image/png'))).status,
    ).toBe(400);
    expect((await refused(`/api/v2/customer/999999/kyc/pan/evidence`, formWith('file', PNG, 'image/png'))).status).toBe(
      404,
    );
    const asSupport = await refused(
      `/api/v2/customer/${id}/kyc/pan/evidence`,
      formWith('file', PNG, 'image/png'),
      support,
    );
    expect(asSupport).toMatchObject({ status: 403, body: { permission: 'customers.write' } });
    expect(await review(id)).toEqual(before);
    // Staff accounts are not customers: no KYC review for them.
    expect((await admin.get('/api/v2/customer/1/kyc')).status).toBe(404);
  });
});

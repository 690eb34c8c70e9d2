/**
 * KYC decisions at the same moment (security round 3): two officers deciding two checks of one
 * customer, and a confirmed rejection racing an evidence upload on another check whose body arrives
 * slowly. Each race runs 20 times (on PGlite, and on PostgreSQL with `npm run test:postgres`), and
 * after each one the last trail entry of every check must equal the record: 0 disagreements.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KYC_VERIFICATIONS } from '@admin/api-client/contract';
import type {
  AuditEntry,
  Customer,
  ItemResponse,
  KycCheck,
  KycReview,
  KycVerification,
  ListResponse,
} from '@admin/api-client/contract';
import { signIn } from './helpers/auth';
import { PNG } from './helpers/files';
import { client, ifMatch } from './helpers/http';
import type { TestServer } from './helpers/server';
import { startWithAdmin } from './helpers/staff';

const COMPLIANCE = '9810000002';
const SECOND_COMPLIANCE = '9810000008';
const ROUNDS = 20;

describe('KYC decisions racing each other and evidence uploads', () => {
  let server: TestServer;
  let admin: ReturnType<typeof client>;
  let officerA: ReturnType<typeof client>;
  let officerB: ReturnType<typeof client>;
  let tokenA: string;
  let phones = 8_300_000_000;

  beforeAll(async () => {
    ({ server, api: admin } = await startWithAdmin());
    tokenA = (await signIn(server.url, COMPLIANCE)).token;
    officerA = client(server.url, tokenA);
    officerB = client(server.url, (await signIn(server.url, SECOND_COMPLIANCE)).token);
  });
  afterAll(() => server.close());

  /** A new customer, every check pending and nothing decided. */
  const newCustomer = async (): Promise<Customer> => {
    phones += 1;
    const registered = await client(server.url).post<ItemResponse<{ user_id: number }>>('/api/auth/register', {
      phone: String(phones),
      name: `Race ${phones}`,
      email: `race${phones}@example.com`,
    });
    expect(registered.status).toBe(201);
    return customer(registered.body.data.user_id);
  };
  const customer = async (id: number) => (await admin.get<ItemResponse<Customer>>(`/api/v2/customer/${id}`)).body.data;
  const checks = async (id: number) =>
    (await admin.get<ItemResponse<KycReview>>(`/api/v2/customer/${id}/kyc`)).body.data.checks;

  /**
   * Where the record and its trail disagree: for each check, the last entry that changed its status
   * must have left the status the record has (pending when none did), and the last entry about a
   * first decision must agree with whether one waits.
   */
  const disagreements = async (id: number): Promise<string[]> => {
    const trail = (
      await admin.get<ListResponse<AuditEntry>>(`/api/v2/audit?record_type=customer&record_id=${id}&limit=100`)
    ).body.data.sort((a, b) => a.id - b.id);
    const last = (field: string) =>
      trail
        .flatMap((entry) => entry.changes)
        .filter((change) => change.field === field)
        .at(-1);
    const found: string[] = [];
    for (const check of await checks(id)) {
      const status = last(`${check.verification}_verification_status`)?.after ?? 'pending';
      if (status !== check.status) found.push(`${check.verification}: trail ${status}, record ${check.status}`);
      const waiting = last(`${check.verification}_awaiting_second_approval`)?.after ?? null;
      if ((waiting === null) !== (check.awaiting_second_approval === null))
        found.push(
          `${check.verification}: trail awaiting ${waiting}, record ${check.awaiting_second_approval?.decision}`,
        );
    }
    return found;
  };

  it('every KYC decision route needs If-Match: 428 without, and nothing changes', async () => {
    const c = await newCustomer();
    const decide = await officerA.put<{ code: string; message: string }>(`/api/v2/customer/${c.id}/kyc`, {
      verification: 'pan',
      status: 'verified',
    });
    expect(decide.status).toBe(428);
    expect(decide.body).toMatchObject({
      code: 'version_required',
      message: 'Customer changes must name the version you loaded (If-Match header). Reload it and try again',
    });
    const rejected = await officerA.put(
      `/api/v2/customer/${c.id}/kyc`,
      { verification: 'pan', status: 'rejected', comment: 'Blurred' },
      { headers: ifMatch(c.version) },
    );
    expect(rejected.status).toBe(200);
    for (const step of ['confirm', 'send-back'])
      expect((await officerB.post(`/api/v2/customer/${c.id}/kyc/pan/${step}`, {})).status).toBe(428);
    expect(
      (await officerB.post(`/api/v2/customer/${c.id}/kyc/pan/confirm`, {}, { headers: { 'if-match': '*' } })).status,
    ).toBe(428);
    const stale = await officerB.post<{ code: string; current: Customer }>(
      `/api/v2/customer/${c.id}/kyc/pan/confirm`,
      {},
      { headers: ifMatch(c.version) },
    );
    expect(stale).toMatchObject({ status: 409, body: { code: 'conflict', current: { id: c.id } } });
    expect((await checks(c.id)).find((k) => k.verification === 'pan')).toMatchObject({
      status: 'pending',
      awaiting_second_approval: { decision: 'rejected' },
    });
    expect(await disagreements(c.id)).toEqual([]);
  });

  it(`two officers verifying two checks of one customer at once, ${ROUNDS} times: one wins, the other is told to reload, the trail equals the record`, async () => {
    const found: string[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const c = await newCustomer();
      const pair: KycVerification[] = round % 2 === 0 ? ['pan', 'aadhar'] : ['email', 'video'];
      // As the probe sent them, without If-Match: both refused, nothing changes.
      const blind = await Promise.all(
        pair.map((verification, i) =>
          (i === 0 ? officerA : officerB).put(`/api/v2/customer/${c.id}/kyc`, { verification, status: 'verified' }),
        ),
      );
      expect(blind.map((answer) => answer.status)).toEqual([428, 428]);
      found.push(...(await disagreements(c.id)).map((d) => `round ${round} without If-Match: ${d}`));
      const [a, b] = await Promise.all(
        pair.map((verification, i) =>
          (i === 0 ? officerA : officerB).put<ItemResponse<Customer>>(
            `/api/v2/customer/${c.id}/kyc`,
            { verification, status: 'verified' },
            { headers: ifMatch(c.version) },
          ),
        ),
      );
      expect([a?.status, b?.status].sort()).toEqual([200, 409]);
      found.push(...(await disagreements(c.id)).map((d) => `round ${round}: ${d}`));
      // The officer told to reload decides again on what they now see: both checks end verified.
      const loser = a?.status === 409 ? 0 : 1;
      const again = await (loser === 0 ? officerA : officerB).put(
        `/api/v2/customer/${c.id}/kyc`,
        { verification: pair[loser], status: 'verified' },
        { headers: ifMatch((await customer(c.id)).version) },
      );
      expect(again.status).toBe(200);
      const after = await checks(c.id);
      for (const verification of pair)
        expect(after.find((k) => k.verification === verification)?.status).toBe('verified');
      found.push(...(await disagreements(c.id)).map((d) => `round ${round}: ${d}`));
    }
    expect(found).toEqual([]);
  });

  /**
   * Uploads one file as evidence, sending the body in two parts: the second only once `between` is
   * done, as a slow connection would. Answers the upload's status.
   */
  const slowUpload = (id: number, verification: KycVerification, between: () => Promise<void>) =>
    new Promise<number>((resolve, reject) => {
      const boundary = `----race${Date.now()}`;
      const head = Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="late.png"\r\ncontent-type: image/png\r\n\r\n`,
      );
      const tail = Buffer.concat([PNG, Buffer.from(`\r\n--${boundary}--\r\n`)]);
      const url = new URL(`/api/v2/customer/${id}/kyc/${verification}/evidence`, server.url);
      const request = http.request(
        url,
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${tokenA}`,
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-length': head.length + tail.length,
          },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        },
      );
      request.on('error', reject);
      request.write(head);
      between().then(
        () => request.end(tail),
        (error: unknown) => {
          request.destroy();
          reject(error);
        },
      );
    });

  it(`a rejection confirmed while an evidence upload on another check is still arriving, ${ROUNDS} times: the rejection stands and the trail equals the record`, async () => {
    const found: string[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const c = await newCustomer();
      const first = await officerA.put<ItemResponse<Customer>>(
        `/api/v2/customer/${c.id}/kyc`,
        { verification: 'pan', status: 'rejected', comment: 'Name does not match' },
        { headers: ifMatch(c.version) },
      );
      expect(first.status).toBe(200);
      let confirmed = 0;
      const uploaded = await slowUpload(c.id, round % 2 === 0 ? 'aadhar' : 'video', async () => {
        const confirm = await officerB.post(
          `/api/v2/customer/${c.id}/kyc/pan/confirm`,
          {},
          { headers: ifMatch(first.body.data.version) },
        );
        confirmed = confirm.status;
      });
      // The video check takes videos only: that upload is refused, and must change nothing either.
      expect(uploaded).toBe(round % 2 === 0 ? 201 : 400);
      expect(confirmed).toBe(200);
      const pan = (await checks(c.id)).find((k) => k.verification === 'pan') as KycCheck;
      expect(pan).toMatchObject({ status: 'rejected', reason: 'Name does not match', awaiting_second_approval: null });
      found.push(...(await disagreements(c.id)).map((d) => `round ${round}: ${d}`));
    }
    expect(found).toEqual([]);
  });

  it('new evidence never changes a decided check: it stays verified or rejected, with its decision', async () => {
    const c = await newCustomer();
    const verified = await officerA.put<ItemResponse<Customer>>(
      `/api/v2/customer/${c.id}/kyc`,
      { verification: 'aadhar', status: 'verified' },
      { headers: ifMatch(c.version) },
    );
    expect(verified.status).toBe(200);
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'again.png');
    const upload = await admin.post<ItemResponse<KycCheck>>(`/api/v2/customer/${c.id}/kyc/aadhar/evidence`, undefined, {
      form,
    });
    expect(upload.status).toBe(201);
    expect(upload.body).toMatchObject({
      data: { status: 'verified', state: 'approved', decided_by: { name: expect.any(String) } },
      message: 'Evidence added; the check stays verified until a KYC decider sets it back to pending',
    });
    expect((await customer(c.id)).version).toBeGreaterThan(verified.body.data.version);
    expect(await disagreements(c.id)).toEqual([]);
    expect(KYC_VERIFICATIONS.length).toBe(4);
  });
});

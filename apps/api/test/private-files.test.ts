// KYC evidence and cover documents are private: not on the public gateway, served by the API to a
// link it signed after its own permission check, or to a bearer whose role may see them; on two
// instances, a link signed by one opens on the other (they share the key and the store).
import fs from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Customer,
  ItemResponse,
  KycReview,
  ListResponse,
  Order,
  OrderCoverResult,
} from '@admin/api-client/contract';
import { signIn } from './helpers/auth';
import { client } from './helpers/http';
import { formWith, pdf, PNG } from './helpers/files';
import { createTestDatabase, startTwoInstances, type TwoInstances } from './helpers/server';
import { cidOf } from '../src/files/cid';
import { fileUploads, files, kycEvidence, users } from '../src/db/schema';

const SUPPORT = '9810000003';
const COMPLIANCE = '9810000002';

describe('private files', () => {
  let two: TwoInstances;
  let adminA: ReturnType<typeof client>;
  let supportA: ReturnType<typeof client>;
  let supportB: ReturnType<typeof client>;
  let complianceB: ReturnType<typeof client>;
  let now = Date.now();
  const at = (base: string, url: string) => `${base}${new URL(url).pathname}${new URL(url).search}`;
  const bare = (url: string) => new URL(url).pathname;

  beforeAll(async () => {
    two = await startTwoInstances({}, { clock: () => new Date(now) });
    adminA = client(two.a.url, (await signIn(two.a.url)).token);
    supportA = client(two.a.url, (await signIn(two.a.url, SUPPORT)).token);
    supportB = client(two.b.url, (await signIn(two.b.url, SUPPORT)).token);
    complianceB = client(two.b.url, (await signIn(two.b.url, COMPLIANCE)).token);
  });
  afterAll(() => two.close());

  it('uploads KYC evidence through A, opens it through B by the signed link, refuses Support on both', async () => {
    const [customer] = (await adminA.get<ListResponse<Customer>>('/api/v2/customer?limit=1')).body.data;
    const id = (customer as Customer).id;
    const evidence = pdf('identity document');
    const upload = await adminA.post<ItemResponse<{ files: { url: string | null }[] }>>(
      `/api/v2/customer/${id}/kyc/pan/evidence`,
      undefined,
      { form: formWith('file', evidence, 'application/pdf', 'pan.pdf') },
    );
    expect(upload.status).toBe(201);
    const review = (await complianceB.get<ItemResponse<KycReview>>(`/api/v2/customer/${id}/kyc`)).body.data;
    const url = review.checks.find((c) => c.verification === 'pan')?.files.at(-1)?.url as string;
    expect(url).toMatch(/\/api\/files\/\d+\?expires=\d+&signature=[\w-]+$/);
    for (const base of [two.a.url, two.b.url]) {
      const opened = await fetch(at(base, url));
      expect(opened.status).toBe(200);
      expect(opened.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
      expect(opened.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await opened.arrayBuffer()).equals(evidence)).toBe(true);
    }
    // Support reads the review without URLs, and its bearer cannot open the file on either instance.
    const asSupport = (await supportA.get<ItemResponse<KycReview>>(`/api/v2/customer/${id}/kyc`)).body.data;
    expect(asSupport.checks.flatMap((c) => c.files).every((f) => f.url === null)).toBe(true);
    for (const support of [supportA, supportB]) {
      const refused = await support.get<{ message: string }>(bare(url));
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('Missing permission: kyc.decide');
    }
    expect((await complianceB.get(bare(url))).status).toBe(200);
    // No bearer and no signature, a forged or moved signature: refused.
    expect((await fetch(`${two.a.url}${bare(url)}`)).status).toBe(401);
    expect((await fetch(at(two.a.url, url).replace(/signature=.{4}/, 'signature=AAAA'))).status).toBe(401);
    const otherUpload = bare(url).replace(/\d+$/, (n) => String(Number(n) - 1));
    expect((await fetch(`${two.b.url}${otherUpload}${new URL(url).search}`)).status).toBe(401);
  });

  it('keeps private files off the public gateway, and public media on it', async () => {
    const evidence = pdf('kept off the gateway');
    const [customer] = (await adminA.get<ListResponse<Customer>>('/api/v2/customer?limit=1')).body.data;
    await adminA.post(`/api/v2/customer/${(customer as Customer).id}/kyc/email/evidence`, undefined, {
      form: formWith('file', evidence, 'application/pdf', 'mail.pdf'),
    });
    const cid = cidOf(evidence);
    expect((await fetch(`${two.a.url}/ipfs/${cid}`)).status).toBe(404);
    const review = (await adminA.get<ItemResponse<KycReview>>(`/api/v2/customer/${(customer as Customer).id}/kyc`)).body
      .data;
    const uploadId = /\/api\/files\/(\d+)/.exec(
      review.checks.find((c) => c.verification === 'email')?.files.at(-1)?.url ?? '',
    )?.[1];
    expect((await fetch(`${two.b.url}/ipfs/${cid}?upload=${uploadId}`)).status).toBe(404);
    // A public upload is served by the gateway and not by the private route.
    const pinned = await adminA.post<{ IpfsHash: string }>('/api/pinning/pinFileToIPFS', undefined, {
      form: formWith('file', PNG, 'image/png'),
    });
    const gateway = await fetch(`${two.b.url}/ipfs/${pinned.body.IpfsHash}`);
    expect(gateway.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('signs the cover document in every order answer; the link expires, the stored URL stays the API one', async () => {
    const [order] = (await adminA.get<ListResponse<Order>>('/api/v2/order?limit=1')).body.data;
    const id = (order as Order).id;
    const cover = pdf('cover');
    const uploaded = await adminA.post<ItemResponse<OrderCoverResult>>(
      `/api/order/addCoverImageOrder/${id}`,
      undefined,
      {
        form: formWith('cover_image_legal', cover, 'application/pdf', 'cover.pdf'),
      },
    );
    expect(uploaded.status).toBe(200);
    const link = uploaded.body.data.cover_image_pdf;
    // Support may read orders: its answers carry a link that opens on either instance.
    const asSupport = (await supportB.get<ItemResponse<Order>>(`/api/order/${id}`)).body.data.cover_image_pdf as string;
    expect(bare(asSupport)).toBe(bare(link));
    expect(Buffer.from(await (await fetch(at(two.a.url, asSupport))).arrayBuffer()).equals(cover)).toBe(true);
    expect((await supportA.get(bare(link))).status).toBe(200);
    expect((await fetch(`${two.a.url}/ipfs/${cidOf(cover)}`)).status).toBe(404);
    // An hour later the link no longer opens; a fresh answer carries a fresh one.
    now += 3600_000;
    expect((await fetch(at(two.b.url, asSupport))).status).toBe(401);
    const fresh = (await supportA.get<ItemResponse<Order>>(`/api/order/${id}`)).body.data.cover_image_pdf as string;
    expect((await fetch(at(two.b.url, fresh))).status).toBe(200);
  });
});

describe('the migration that takes private files off the gateway', () => {
  it('marks the uploads of existing KYC evidence private and points their rows at the API, leaving media public', async () => {
    const created = await createTestDatabase({ seedOnEmpty: false }, 'local');
    const database = await created.open();
    try {
      await database.migrate();
      const { db } = database;
      // Rows as a deployment before the migration left them: gateway URLs, public uploads.
      const cid = cidOf(pdf('legacy'));
      await db.insert(files).values({ cid, mime_type: 'application/pdf', size: 3 });
      await db.insert(fileUploads).values([
        { id: 7, cid, mime_type: 'application/pdf' },
        { id: 9, cid, mime_type: 'image/png' },
      ]);
      await db.execute(sql`insert into roles (id, name, is_staff) values (2, 'Customer', false)`);
      const [user] = await db
        .insert(users)
        .values({ name: 'Legacy', phone: '9000000001', country_code: '+91' })
        .returning({ id: users.id });
      await db.insert(kycEvidence).values({
        user_id: user?.id as number,
        verification: 'pan',
        url: `http://old.example/ipfs/${cid}?upload=7`,
        file_name: 'pan.pdf',
        mime_type: 'application/pdf',
        size: 3,
      });
      const migration = await fs.readFile(
        new URL('../src/db/migrations/0019_private_files.sql', import.meta.url),
        'utf8',
      );
      for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));
      expect(
        await db.select({ id: fileUploads.id, access: fileUploads.access }).from(fileUploads).orderBy(fileUploads.id),
      ).toEqual([
        { id: 7, access: 'kyc_evidence' },
        { id: 9, access: 'public' },
      ]);
      expect(await db.select({ url: kycEvidence.url }).from(kycEvidence)).toEqual([
        { url: 'http://old.example/api/files/7' },
      ]);
    } finally {
      if (created.config.databaseUrl) await database.close();
      await created.drop();
    }
  });
});

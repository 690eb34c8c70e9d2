/**
 * Demo data that looks real and is the same on every run (faker with a fixed seed). `scale`
 * adds the large data set of the benchmark (20k customers, 100k orders).
 */
import { fakerEN_IN as faker } from '@faker-js/faker';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  CERTIFICATE_TYPES,
  COMPANY_TYPES,
  INVESTMENT_TYPES,
  ORDER_STATUSES,
  OWNERSHIP_TYPES,
  PROJECT_CATEGORIES,
  PROJECT_STATUSES,
  TEAM_ROLES,
  TRANSACTION_STATUSES,
} from '@admin/api-client/contract';
import type { KycStatus } from '@admin/api-client/contract';
import type { Db } from '../db/connection';
import type { FileStore } from '../files/store';
import * as t from '../db/schema';
import { overallKyc } from '../modules/customers/kyc-status';
import { feeColumnOf } from '../modules/fees/category-column';
import {
  CATEGORY_FLAVOUR,
  SEED_ADMIN,
  SEED_SECOND_COMPLIANCE,
  SEED_COUNTRIES,
  SEED_FEES,
  SEED_PARTNERS,
  SEED_POPUP_TEXTS,
  SEED_ROLES,
  SEED_SETTINGS,
  SEED_TEMPLATES,
  SEED_MESSAGE_RULES,
  SEED_VIDEO_LINKS,
} from './fixtures';
import { seedKycEvidence } from './samples/kyc-evidence';
import { seedAuditHistory } from './audit-history';

export interface SeedOptions {
  scale: boolean;
  /** Where the sample KYC evidence files go (the API's file store). */
  files: FileStore;
  customers?: number;
  orders?: number;
}

const SCALE_CUSTOMERS = 20_000;
const SCALE_ORDERS = 100_000;
const CHUNK = 1000;
const DAY = 86_400_000;

async function insertChunks<T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db.insert(table).values(rows.slice(i, i + CHUNK));
  }
}

/** Serial columns continue after explicitly numbered seed rows. */
async function syncSequence(db: Db, table: string): Promise<void> {
  await db.execute(
    sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.identifier(table)}), 1))`,
  );
}

const pick = <T>(items: readonly T[], i: number): T => items[i % items.length] as T;
const money = (n: number) => n.toFixed(2);
/** Indian PAN shape: five letters, four digits, one letter. */
const panNumber = () =>
  `${faker.string.alpha({ length: 5, casing: 'upper' })}${faker.string.numeric(4)}${faker.string.alpha({ length: 1, casing: 'upper' })}`;

export async function seed(db: Db, options: SeedOptions): Promise<void> {
  faker.seed(20_251_122);
  const now = Date.now();
  const daysAgo = (max: number) => new Date(now - faker.number.int({ min: 0, max: max * DAY }));

  await db.insert(t.roles).values([...SEED_ROLES]);
  await syncSequence(db, 'roles');

  // Staff: the known admin, then employees of every staff role.
  const staffRows: (typeof t.users.$inferInsert)[] = [
    {
      ...SEED_ADMIN,
      role: 1,
      is_employee: true,
      work_email: SEED_ADMIN.email,
      join_date: '2023-04-01',
      email_verified: true,
      created_at: new Date(now - 400 * DAY),
    },
  ];
  for (let i = 0; i < 8; i++) {
    const first = faker.person.firstName();
    const last = faker.person.lastName();
    staffRows.push({
      name: `${first} ${last}`,
      firstname: first,
      lastname: last,
      phone: `98${String(10_000_000 + i).padStart(8, '0')}`,
      email: faker.internet.email({ firstName: first, lastName: last, provider: 'example.com' }).toLowerCase(),
      work_email: `${first}.${last}@staff.example.com`.toLowerCase(),
      whatsapp_no: faker.string.numeric(10),
      role: pick([3, 4, 5, 6, 1], i),
      is_employee: true,
      status: i === 7 ? 'Inactive' : 'Active',
      join_date: daysAgo(700).toISOString().slice(0, 10),
      meeting_link: `https://meet.example.com/${faker.string.alpha(10).toLowerCase()}`,
      email_verified: true,
      created_at: daysAgo(380),
    });
  }
  const staff = await db.insert(t.users).values(staffRows).returning({ id: t.users.id });
  const adminId = staff[0]?.id ?? 1;

  // Companies: two of each type.
  const companyRows = COMPANY_TYPES.flatMap((type, i) =>
    [0, 1].map((j) => {
      const name = `${faker.company.name()} ${type === 'Private Limited' ? 'Pvt Ltd' : type}`;
      return {
        name,
        type,
        registration_number: `${type === 'LLP' ? 'AA' : 'U'}${faker.string.numeric(6)}`,
        pan_number: panNumber(),
        gst_number: `27${faker.string.alphanumeric({ length: 13, casing: 'upper' })}`,
        email: faker.internet.email({ provider: 'example.com' }).toLowerCase(),
        phone: faker.string.numeric(10),
        address: faker.location.streetAddress(),
        city: faker.location.city(),
        state: faker.location.state(),
        country: 'India',
        certificate_type: pick(CERTIFICATE_TYPES, i + j),
        ownership_type: pick(OWNERSHIP_TYPES, i + j),
        status: j === 1 && i === 3 ? 'Inactive' : 'Active',
        created_at: daysAgo(500),
      };
    }),
  );
  const companyIds = (await db.insert(t.companies).values(companyRows).returning({ id: t.companies.id })).map(
    (r) => r.id,
  );

  // Projects: every category in every status, with terms and risk items.
  const projectRows: (typeof t.projects.$inferInsert)[] = [];
  for (const category of PROJECT_CATEGORIES) {
    const flavour = CATEGORY_FLAVOUR[category.id] ?? { stages: ['Planning'], nouns: ['Project'] };
    PROJECT_STATUSES.forEach((status, s) => {
      const title = `${faker.word.adjective({ length: { min: 4, max: 8 } })} ${pick(flavour.nouns, s + category.id)}`;
      const name = title.charAt(0).toUpperCase() + title.slice(1);
      projectRows.push({
        name,
        description: faker.lorem.sentences(2),
        property_type_id: category.id,
        company_id: pick(companyIds, projectRows.length),
        stage_of_production: pick(flavour.stages, s),
        individual_group: s % 3 === 0 ? 'Group' : 'Individual',
        step_completed: status === 'Application Pending' ? '1.2' : '3.1',
        symbol:
          name
            .replace(/[^A-Za-z]/g, '')
            .slice(0, 4)
            .toUpperCase() + category.id,
        royaltyPercentage: money(faker.number.float({ min: 2, max: 20, fractionDigits: 2 })),
        total_token: faker.number.int({ min: 1000, max: 100_000 }),
        token_amount: money(faker.number.int({ min: 10, max: 500 }) * 10),
        email: faker.internet.email({ provider: 'example.com' }).toLowerCase(),
        pan_number: panNumber(),
        mobile_no: faker.string.numeric(10),
        investment_type: pick(INVESTMENT_TYPES, s),
        status,
        is_booking_amount_required: s % 2 === 0,
        join_waitlist: status === 'Inactive',
        dao: (category.id + s) % 2 === 0,
        created_at: daysAgo(360),
      });
    });
  }
  const projects = await db.insert(t.projects).values(projectRows).returning({
    id: t.projects.id,
    token_amount: t.projects.token_amount,
    property_type_id: t.projects.property_type_id,
  });
  const termRows: (typeof t.investmentTerms.$inferInsert)[] = [];
  const riskRows: (typeof t.projectMetadata.$inferInsert)[] = [];
  projects.forEach((p, i) => {
    for (let k = 0; k < 1 + (i % 3); k++) {
      const cost = faker.number.int({ min: 50, max: 900 }) * 100_000;
      termRows.push({
        project_id: p.id,
        position: k,
        percentageOfIP: money(faker.number.int({ min: 5, max: 40 })),
        rights: pick(['Theatrical', 'Streaming', 'Satellite', 'Music', 'Overseas'], i + k),
        percentageForPandora: money(faker.number.int({ min: 1, max: 10 })),
        natureOfIP: pick(['Copyright', 'Revenue share', 'Co-ownership'], i + k),
        duration: pick([1, 2, 3], i + k),
        costOfAcquisition: money(cost),
        totalExpectedInvestment: money(cost * 1.1),
        tokenAmount: p.token_amount,
        expectedMonetisation: money(cost * 1.6),
        proposedIRR: money(faker.number.float({ min: 8, max: 28, fractionDigits: 2 })),
        proposedMoneyMultiple: money(faker.number.float({ min: 1.1, max: 2.5, fractionDigits: 2 })),
        expectedDuration: `${pick([12, 18, 24, 36], i + k)} months`,
        otherTerms: k === 0 ? 'Payouts quarterly after release.' : null,
      });
    }
    for (let k = 0; k < 2; k++) {
      riskRows.push({
        project_id: p.id,
        title: pick(
          ['Release delay', 'Box-office risk', 'Regulatory change', 'Key talent availability', 'Piracy'],
          i + k,
        ),
        description: faker.lorem.sentence(),
        severity: pick(['low', 'medium', 'high'], i + k),
        mitigation: faker.lorem.sentence(),
      });
    }
  });
  await db.insert(t.investmentTerms).values(termRows);
  await db.insert(t.projectMetadata).values(riskRows);

  // Customers: every KYC state, half with a wallet.
  const customerCount = options.customers ?? (options.scale ? SCALE_CUSTOMERS : 60);
  const kycPattern: KycStatus[][] = [
    ['pending', 'pending', 'pending', 'pending'],
    ['verified', 'pending', 'pending', 'pending'],
    ['verified', 'verified', 'verified', 'pending'],
    ['verified', 'verified', 'verified', 'verified'],
    ['verified', 'rejected', 'pending', 'pending'],
    ['verified', 'verified', 'verified', 'rejected'],
  ];
  const customerRows: (typeof t.users.$inferInsert)[] = [];
  for (let i = 0; i < customerCount; i++) {
    const [email, aadhar, pan, video] = pick(kycPattern, i) as [KycStatus, KycStatus, KycStatus, KycStatus];
    const kyc = {
      email_verification_status: email,
      aadhar_verification_status: aadhar,
      pan_verification_status: pan,
      video_verification_status: video,
    };
    const first = faker.person.firstName();
    const last = faker.person.lastName();
    customerRows.push({
      name: `${first} ${last}`,
      firstname: first,
      lastname: last,
      phone: String(7_000_000_000 + i),
      email: `${first}.${last}.${i}@example.com`.toLowerCase(),
      country: 'India',
      dob: faker.date.birthdate({ min: 21, max: 65, mode: 'age' }).toISOString().slice(0, 10),
      gender: pick(['female', 'male', 'other'], i),
      address: `${faker.location.streetAddress()}, ${faker.location.city()}`,
      pan_number: panNumber(),
      language: pick(['en', 'hi', 'ta', 'mr'], i),
      age: faker.number.int({ min: 21, max: 65 }),
      is_terms_condition: true,
      email_verified: email === 'verified',
      referral_token: faker.string.alphanumeric(8),
      role: 2,
      status: i % 25 === 24 ? 'Inactive' : 'Active',
      wallet_balance: money(i % 3 === 0 ? 0 : faker.number.int({ min: 0, max: 200_000 })),
      // Alternates every six customers, so every KYC state has customers with and without a wallet.
      wallet_address: Math.floor(i / 6) % 2 === 0 ? faker.finance.ethereumAddress() : null,
      ...kyc,
      kyc_status: overallKyc(kyc),
      created_at: daysAgo(365),
    });
  }
  const customerIds: number[] = [];
  for (let i = 0; i < customerRows.length; i += CHUNK) {
    const ids = await db
      .insert(t.users)
      .values(customerRows.slice(i, i + CHUNK))
      .returning({ id: t.users.id });
    customerIds.push(...ids.map((r) => r.id));
  }
  await seedKycEvidence(
    db,
    options.files,
    customerIds.map((id, i) => {
      const [email, aadhar, pan, video] = pick(kycPattern, i) as [KycStatus, KycStatus, KycStatus, KycStatus];
      return { id, checks: { email, aadhar, pan, video } };
    }),
    // Decided by the seed's Compliance officer and the admin, in turn.
    [staff[3]?.id ?? adminId, adminId],
    now,
  );
  const someCustomers = customerIds.slice(0, Math.min(30, customerIds.length));
  await db
    .insert(t.customerComments)
    .values(
      someCustomers
        .slice(0, 10)
        .map((user_id) => ({ user_id, comment: 'Called to confirm PAN details.', created_by: adminId })),
    );
  await db.insert(t.projectBookmarks).values(
    someCustomers.flatMap((user_id, i) => [
      { user_id, project_id: pick(projects, i).id, kind: 'bookmark' },
      { user_id, project_id: pick(projects, i + 7).id, kind: 'waitlist' },
    ]),
  );

  // Orders in every status, spread over the last year.
  const orderCount = options.orders ?? (options.scale ? SCALE_ORDERS : 210);
  const orderRows: (typeof t.orders.$inferInsert)[] = [];
  for (let i = 0; i < orderCount; i++) {
    const project = pick(projects, faker.number.int({ min: 0, max: projects.length - 1 }));
    const units = faker.number.int({ min: 1, max: 200 });
    const price = Number(project.token_amount);
    const status = pick(ORDER_STATUSES, i);
    const createdAt = daysAgo(365);
    const step = ORDER_STATUSES.indexOf(status);
    orderRows.push({
      user_id: pick(customerIds, faker.number.int({ min: 0, max: customerIds.length - 1 })),
      property_id: project.id,
      status,
      no_sqyds: money(units),
      token_amount: money(price),
      total_amount: money(units * price),
      booking_amount: money(units * price * 0.1),
      investment_deadline_time: new Date(createdAt.getTime() + 7 * DAY),
      document_sign_time: step >= 2 && step <= 4 ? new Date(createdAt.getTime() + DAY) : null,
      payment_time: step >= 3 && step <= 4 ? new Date(createdAt.getTime() + 3 * DAY) : null,
      created_at: createdAt,
      updated_at: createdAt,
    });
  }
  const orderIds: { id: number; status: string; user_id: number; total_amount: string; created_at: Date }[] = [];
  for (let i = 0; i < orderRows.length; i += CHUNK) {
    orderIds.push(
      ...(await db
        .insert(t.orders)
        .values(orderRows.slice(i, i + CHUNK))
        .returning({
          id: t.orders.id,
          status: t.orders.status,
          user_id: t.orders.user_id,
          total_amount: t.orders.total_amount,
          created_at: t.orders.created_at,
        })),
    );
  }

  // Cancel requests: pending for raised orders, approved for refunded ones, and some rejected.
  const reasons = [
    'Changed my mind',
    'Financial emergency',
    'Booked the wrong project',
    'Found the terms unclear',
    'Duplicate booking',
  ];
  const cancelRows: (typeof t.cancelRequests.$inferInsert)[] = [];
  orderIds.forEach((o, i) => {
    const raisedAt = new Date(o.created_at.getTime() + 2 * DAY);
    if (o.status === 'Cancel_Request_Raised') {
      cancelRows.push({
        order_id: o.id,
        reason: pick(reasons, i),
        previous_order_status: pick(ORDER_STATUSES.slice(0, 4), i),
        created_at: raisedAt,
        updated_at: raisedAt,
      });
    } else if (o.status === 'Refunded') {
      cancelRows.push({
        order_id: o.id,
        reason: pick(reasons, i),
        previous_order_status: pick(ORDER_STATUSES.slice(0, 4), i),
        status: 'Approved',
        decision_reason: 'Refund approved as per policy',
        decided_by: adminId,
        decided_at: new Date(raisedAt.getTime() + DAY),
        created_at: raisedAt,
        updated_at: raisedAt,
      });
    } else if (o.status === 'Document_Signature_Pending' && i % 3 === 0) {
      cancelRows.push({
        order_id: o.id,
        reason: pick(reasons, i),
        previous_order_status: 'Document_Signature_Pending',
        status: 'Rejected',
        decision_reason: 'Outside the cancellation window',
        decided_by: adminId,
        decided_at: new Date(raisedAt.getTime() + DAY),
        created_at: raisedAt,
        updated_at: raisedAt,
      });
    }
  });
  await insertChunks(db, t.cancelRequests, cancelRows);

  // Wallet transactions: an investment per paid order, refunds, and deposits.
  const txRows: (typeof t.walletTransactions.$inferInsert)[] = [];
  orderIds.forEach((o, i) => {
    if (o.status === 'Full_Payment_Done' || o.status === 'Token_Transfer') {
      txRows.push({
        user_id: o.user_id,
        order_id: o.id,
        type: 'investment',
        status: 'success',
        amount: o.total_amount,
        reference: `PAY${o.id}`,
        created_at: o.created_at,
      });
    } else if (o.status === 'Refunded') {
      txRows.push({
        user_id: o.user_id,
        order_id: o.id,
        type: 'refund',
        status: pick(TRANSACTION_STATUSES, i),
        amount: o.total_amount,
        reference: `RFD${o.id}`,
        created_at: o.created_at,
      });
    } else if (i % 5 === 0) {
      txRows.push({
        user_id: o.user_id,
        order_id: null,
        type: pick(['deposit', 'withdrawal', 'royalty'], i),
        status: pick(TRANSACTION_STATUSES, i),
        amount: money(faker.number.int({ min: 1, max: 500 }) * 100),
        reference: faker.string.alphanumeric({ length: 12, casing: 'upper' }),
        created_at: o.created_at,
      });
    }
  });
  await insertChunks(db, t.walletTransactions, txRows);

  // Configuration and content.
  const templateRows = await db
    .insert(t.templates)
    .values(SEED_TEMPLATES.map((tpl) => ({ ...tpl })))
    .returning({ id: t.templates.id, name: t.templates.name });
  // The migration wrote the rules without templates (an empty database has none): they are the seed's.
  await db.delete(t.messageRules);
  await db.insert(t.messageRules).values(
    SEED_MESSAGE_RULES.map(({ event, template, enabled }) => ({
      event,
      enabled,
      template_id: templateRows.find((row) => row.name === template)?.id ?? null,
    })),
  );
  await db.insert(t.settings).values(SEED_SETTINGS.map(([name, value]) => ({ name, value })));
  await db.insert(t.partners).values(
    SEED_PARTNERS.map((name) => ({
      name,
      icon: `https://placehold.co/64x64?text=${encodeURIComponent(name.slice(0, 2))}`,
    })),
  );
  await db.insert(t.videoLinks).values(SEED_VIDEO_LINKS.map((v) => ({ ...v })));
  await db.insert(t.popupTexts).values(SEED_POPUP_TEXTS.map((p) => ({ ...p })));
  await db
    .insert(t.countries)
    .values(SEED_COUNTRIES.map(([name, iso_code, dial_code]) => ({ name, iso_code, dial_code })));
  const fees = await db
    .insert(t.feeEntries)
    .values(SEED_FEES.map((f) => ({ ...f })))
    .returning();
  await db.insert(t.projectFees).values(
    projects.slice(0, 10).flatMap((p, i) =>
      fees.map((f) => ({
        project_id: p.id,
        fee_id: f.id,
        percentage: f[feeColumnOf(p.property_type_id)],
        status: i % 4 === 3 ? 'Inactive' : 'Active',
      })),
    ),
  );
  // Company teams, seeded last so the random stream of everything above stays as it was.
  await db.insert(t.companyTeamMembers).values(
    companyIds.flatMap((company_id, i) =>
      TEAM_ROLES.slice(0, 1 + (i % TEAM_ROLES.length)).map((role, position) => ({
        company_id,
        position,
        role,
        name: faker.person.fullName(),
        email: faker.internet.email({ provider: 'example.com' }).toLowerCase(),
      })),
    ),
  );
  // Owned work: some of what waits in the queues is claimed by the seed's Operations officers
  // (orders, cancel requests) and its Compliance officer (KYC reviews); the rest is nobody's yet.
  const operationsIds = [staff[2]?.id, staff[7]?.id].filter((id): id is number => id !== undefined);
  const complianceId = staff[3]?.id;
  for (const [i, assignee] of operationsIds.entries()) {
    await db.execute(sql`update orders set assignee_id = ${assignee}, assigned_at = updated_at
      where status in ('Booked', 'Document_Signature_Pending', 'Full_Payment_Pending') and id % 10 = ${i}`);
    await db.execute(
      sql`update cancel_requests set assignee_id = ${assignee}, assigned_at = created_at where status = 'Pending' and id % 6 = ${i}`,
    );
  }
  if (complianceId !== undefined) {
    await db.execute(sql`update users set kyc_assignee_id = ${complianceId}, kyc_assigned_at = kyc_updated_at
      where role = 2 and id % 4 = 0 and exists (select 1 from kyc_checks k where k.user_id = users.id and k.submitted_at is not null)`);
  }
  await seedSecondApprovals(db, staff[2]?.id ?? adminId, complianceId ?? adminId, now);
  await seedAuditHistory(db, now);
  // Fresh statistics and visibility map, so the planner picks the indexes and counts can use index-only scans.
  await db.execute(sql`vacuum analyze`);
}

/**
 * Four eyes on a fresh start: a second Compliance officer (added last, so every other id stays as
 * it was), one refund above the threshold approved by an Operations officer and one KYC rejection by
 * the Compliance officer, both awaiting a second approval.
 */
async function seedSecondApprovals(db: Db, operationsId: number, complianceId: number, now: number): Promise<void> {
  await db.insert(t.users).values({
    ...SEED_SECOND_COMPLIANCE,
    firstname: 'Priya',
    lastname: 'Raman',
    work_email: 'priya.raman@staff.example.com',
    role: 5,
    is_employee: true,
    status: 'Active',
    join_date: '2024-06-03',
    email_verified: true,
    created_at: new Date(now - 300 * DAY),
  });
  const at = new Date(now - 2 * 60 * 60 * 1000);
  // The oldest pending request above the threshold (the newest ones are what the lists show first).
  await db.execute(sql`update cancel_requests set first_decision = 'Approved', first_reason = 'Customer documents checked; refund within policy',
    first_decided_by = ${operationsId}, first_decided_at = ${at}, version = version + 1
    where id = (select c.id from cancel_requests c join orders o on o.id = c.order_id
      where c.status = 'Pending' and o.total_amount > 100000 order by c.id limit 1)`);
  // A rejection of a submitted PAN check (of a customer whose e-mail is verified and Aadhaar rejected).
  await db.execute(sql`update kyc_checks set first_decision = 'rejected', first_reason = 'The name on the PAN card does not match the application',
    first_decided_by = ${complianceId}, first_decided_at = ${at}
    where (user_id, verification) = (select k.user_id, k.verification from kyc_checks k join users u on u.id = k.user_id
      where k.verification = 'pan' and k.submitted_at is not null and u.role = 2 and u.pan_verification_status = 'pending'
      and u.email_verification_status = 'verified' and u.aadhar_verification_status = 'rejected'
      order by k.user_id limit 1)`);
}

/** Empties every table but the system values (so the generated JWT secret survives a re-seed). */
export async function clearData(db: Db): Promise<void> {
  await db.execute(
    sql`truncate table roles, users, customer_comments, otps, refresh_tokens, companies, company_team_members, projects, investment_terms, project_metadata, project_bookmarks, orders, cancel_requests, wallet_transactions, templates, settings, partners, video_links, popup_texts, message_rules, countries, fee_entries, project_fees, files, order_status_counts, kyc_checks, kyc_evidence, audit_entries restart identity cascade`,
  );
}

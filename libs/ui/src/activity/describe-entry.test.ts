import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, AUDIT_FIELD_LABELS } from '@admin/api-client/contract';
import { auditEntry } from '@admin/tools/testing/audit-entries';
import { describeEntry, fieldWords, valueWords } from './describe-entry';

describe('describeEntry: one audit entry as a sentence', () => {
  it('a status change names who, in which role, and both statuses by their labels', () => {
    expect(describeEntry(auditEntry())).toBe(
      'Priya (Operations) moved the status from Booked to Document Signature Pending',
    );
    expect(describeEntry(auditEntry(), { withRecord: true })).toBe(
      'Priya (Operations) moved the status of Order #113 from Booked to Document Signature Pending',
    );
    const project = auditEntry({
      record_type: 'project',
      record_label: 'Monsoon Reel',
      changes: [{ field: 'status', before: 'Application Pending', after: 'Active' }],
    });
    expect(describeEntry(project)).toBe('Priya (Operations) moved the status from Incomplete to Active');
  });

  it('an update lists the fields it changed, in words', () => {
    const update = auditEntry({
      action: 'update',
      record_type: 'customer',
      record_label: 'Rohan Mehta',
      actor: { id: 1, name: 'Asha Admin', role: 'Admin' },
      changes: [
        { field: 'name', before: 'Rohan', after: 'Rohan Mehta' },
        { field: 'email', before: 'r@example.com', after: 'rohan@example.com' },
        { field: 'pan_number', before: '******234F', after: '******999Z' },
      ],
    });
    expect(describeEntry(update)).toBe('Asha Admin (Admin) changed the name, email and PAN');
    expect(describeEntry(update, { withRecord: true })).toBe(
      'Asha Admin (Admin) changed the name, email and PAN of Rohan Mehta',
    );
    const many = auditEntry({
      action: 'update',
      changes: ['name', 'email', 'phone', 'country_code', 'status'].map((field) => ({
        field,
        before: null,
        after: 'x',
      })),
    });
    expect(describeEntry(many)).toBe('Priya (Operations) changed the name, email, phone and 2 other fields');
  });

  it('a decision says what was decided and quotes its note', () => {
    const refund = auditEntry({
      action: 'decision',
      record_type: 'cancel_request',
      record_label: 'Cancel request #12 (Order #113)',
      actor: { id: 40, name: 'Meera', role: 'Operations' },
      changes: [{ field: 'status', before: 'Pending', after: 'Rejected' }],
      note: 'The order is already paid out',
    });
    expect(describeEntry(refund)).toBe(
      'Meera (Operations) rejected Cancel request #12 (Order #113): “The order is already paid out”',
    );
    const kyc = auditEntry({
      action: 'decision',
      record_type: 'customer',
      record_label: 'Rohan Mehta',
      changes: [
        { field: 'pan_verification_status', before: 'pending', after: 'rejected' },
        { field: 'kyc_status', before: 'pending', after: 'rejected' },
      ],
      note: 'The photo is blurred',
    });
    expect(describeEntry(kyc)).toBe('Priya (Operations) rejected the PAN check of Rohan Mehta: “The photo is blurred”');
  });

  it('four eyes in plain words: a first decision waits for a second approval, a send-back names what it sends back', () => {
    const first = auditEntry({
      action: 'decision',
      record_type: 'customer',
      record_label: 'Rohan Mehta',
      actor: { id: 70, name: 'Kalyani Desai', role: 'Compliance' },
      changes: [{ field: 'aadhar_awaiting_second_approval', before: null, after: 'rejected by Kalyani Desai' }],
      note: 'First rejection, awaiting a second approval: The photo is cut off',
    });
    // The note's words that repeat the sentence are left out: only the reason is quoted.
    expect(describeEntry(first)).toBe(
      'Kalyani Desai (Compliance) rejected the Aadhaar check of Rohan Mehta; waiting for a second approval: “The photo is cut off”',
    );
    const refund = auditEntry({
      action: 'decision',
      record_type: 'cancel_request',
      record_label: 'Cancel request #12 (Order #113)',
      changes: [{ field: 'awaiting_second_approval', before: null, after: 'Approved by Priya' }],
      note: 'First approval of a refund above ₹1,00,000.00, awaiting a second approval',
    });
    expect(describeEntry(refund)).toBe(
      'Priya (Operations) approved Cancel request #12 (Order #113); waiting for a second approval',
    );
    const back = auditEntry({
      action: 'decision',
      record_type: 'customer',
      record_label: 'Rohan Mehta',
      changes: [{ field: 'pan_awaiting_second_approval', before: 'rejected by Kalyani Desai', after: null }],
      note: null,
    });
    expect(describeEntry(back)).toBe('Priya (Operations) sent back the rejection of the PAN check of Rohan Mehta');
    // The confirmation is the decision itself; no field name is left in the sentence.
    const confirmed = auditEntry({
      action: 'decision',
      record_type: 'customer',
      record_label: 'Rohan Mehta',
      changes: [
        { field: 'pan_verification_status', before: 'pending', after: 'rejected' },
        { field: 'pan_awaiting_second_approval', before: 'rejected by Kalyani Desai', after: null },
      ],
      note: null,
    });
    expect(describeEntry(confirmed)).toBe('Priya (Operations) rejected the PAN check of Rohan Mehta');
  });

  it('a sign-in, a failed one and a sign-out read as such', () => {
    const signIn = auditEntry({
      action: 'sign_in',
      record_type: 'session',
      record_id: 's-1',
      record_label: 'Session of Asha Admin',
      changes: [],
      actor: { id: 1, name: 'Asha Admin', role: 'Admin' },
    });
    expect(describeEntry(signIn)).toBe('Asha Admin (Admin) signed in');
    expect(describeEntry({ ...signIn, note: 'Chrome on Windows' })).toBe(
      'Asha Admin (Admin) signed in (Chrome on Windows)',
    );
    expect(describeEntry({ ...signIn, action: 'sign_out', note: 'Signed out' })).toBe('Asha Admin (Admin) signed out');
    expect(describeEntry({ ...signIn, action: 'sign_in_failed', note: 'Invalid OTP. 4 attempts left' })).toBe(
      'Asha Admin (Admin) failed to sign in: “Invalid OTP. 4 attempts left”',
    );
    const unknown = {
      ...signIn,
      action: 'sign_in_failed' as const,
      actor: null,
      record_id: '+91 9810099999',
      record_label: 'Sign-in as +91 9810099999',
      note: 'No account for this phone number',
    };
    expect(describeEntry(unknown)).toBe('A sign-in as +91 9810099999 failed: “No account for this phone number”');
  });

  it('a delete and a create name the record', () => {
    const removed = auditEntry({
      action: 'delete',
      record_type: 'employee',
      record_label: 'Kiran Rao',
      changes: [{ field: 'name', before: 'Kiran Rao', after: null }],
    });
    expect(describeEntry(removed)).toBe('Priya (Operations) deleted Kiran Rao');
    expect(describeEntry({ ...removed, action: 'create', changes: [] })).toBe('Priya (Operations) created Kiran Rao');
  });
});

describe('staff words, not the database’s', () => {
  it('an order’s cover document: its name, not "cover image PDF", a storage link or a byte count', () => {
    const upload = auditEntry({
      action: 'file_upload',
      changes: [
        {
          field: 'cover_image_pdf',
          before: null,
          after: 'http://localhost:3000/ipfs/bafkreigectgq4icn5f2pon2ty7ri25ry46zwsg5ywgrlvnvslo375v6oo4?upload=7',
        },
      ],
      note: 'agreement-113.pdf',
    });
    expect(describeEntry(upload)).toBe(
      'Priya (Operations) uploaded the cover document to Order #113 (agreement-113.pdf)',
    );
    expect(valueWords(upload, 'cover_image_pdf', upload.changes[0]?.after ?? null)).toBe('a file');
  });

  it('a project file as older entries noted it reads as its name alone', () => {
    const media = auditEntry({
      action: 'file_upload',
      record_type: 'project',
      record_label: 'Monsoon Reel',
      changes: [],
      note: 'still.png (image/png, 70 bytes): http://localhost:3000/ipfs/bafkreigectgq?upload=7',
    });
    expect(describeEntry(media)).toBe('Priya (Operations) uploaded a file to Monsoon Reel (still.png)');
  });

  it('a project form’s step saved reads as progress, not "step completed"', () => {
    const step = auditEntry({
      action: 'update',
      record_type: 'project',
      record_label: 'Monsoon Reel',
      changes: [{ field: 'step_completed', before: '3.1', after: '4.1' }],
    });
    expect(describeEntry(step)).toBe('Priya (Operations) completed step 4 of 4');
    expect(describeEntry(step, { withRecord: true })).toBe('Priya (Operations) completed step 4 of 4 of Monsoon Reel');
    expect(valueWords(step, 'step_completed', '3.1')).toBe('3 of 4 steps');
  });

  it('a comment reads as one, for Compliance to read', () => {
    const comment = auditEntry({
      action: 'update',
      record_type: 'customer',
      record_label: 'Rohan Mehta',
      changes: [{ field: 'comment', before: null, after: 'Called twice about the PAN' }],
      note: 'Called twice about the PAN',
    });
    expect(describeEntry(comment)).toBe('Priya (Operations) added a comment: “Called twice about the PAN”');
    expect(describeEntry(comment, { withRecord: true })).toBe(
      'Priya (Operations) added a comment on Rohan Mehta: “Called twice about the PAN”',
    );
  });

  it('a role’s permissions read in staff words, never their keys, in the line and its changed fields', () => {
    const grant = auditEntry({
      action: 'permission_change',
      record_type: 'role',
      record_label: 'Role Support',
      actor: { id: 1, name: 'Asha Admin', role: 'Admin' },
      changes: [{ field: 'permissions', before: 'orders.read', after: 'orders.read, customers.comment' }],
      note: 'granted customers.comment; withdrawn fees.read',
    });
    expect(describeEntry(grant)).toBe(
      'Asha Admin (Admin) changed the permissions of Role Support: granted “Add comments on customers”; withdrawn “See fees”',
    );
    expect(valueWords(grant, 'permissions', 'orders.read, customers.comment')).toBe(
      '“See orders, payments and cancel requests”, “Add comments on customers”',
    );
    // A dotted word that is no permission stays as written.
    expect(valueWords(grant, 'email', 'asha.admin')).toBe('asha.admin');
    expect(describeEntry(grant)).not.toMatch(/\b(?:orders|customers|fees)\.[a-z]+\b/);
  });

  it('no activity line, and no changed field, shows a snake_case or camelCase name, whatever the action and field', () => {
    const codeName = /\b[a-z]+_[a-z_]+\b|\b[a-z]+[A-Z][a-zA-Z]*\b/;
    const fields = Object.keys(AUDIT_FIELD_LABELS);
    const lines = AUDIT_ACTIONS.flatMap((action) =>
      fields.flatMap((field) => {
        const entry = auditEntry({
          action,
          record_type: 'project',
          record_label: 'Monsoon Reel',
          changes: [{ field, before: '1.1', after: '2.1' }],
        });
        return [
          describeEntry(entry),
          describeEntry(entry, { withRecord: true }),
          fieldWords(field),
          valueWords(entry, field, 'Full_Payment_Done'),
        ];
      }),
    );
    expect(lines.filter((line) => codeName.test(line))).toEqual([]);
  });
});

describe('fields and values in words', () => {
  it('reads field names as words, with abbreviations upper-case', () => {
    expect(fieldWords('first_name')).toBe('first name');
    expect(fieldWords('bankDetails.ifsc')).toBe('bank details IFSC');
    expect(fieldWords('no_sqyds')).toBe('units');
  });

  it('shows labels, Yes/No, "empty" and masked values as kept', () => {
    const order = { record_type: 'order' as const };
    expect(valueWords(order, 'status', 'Cancel_Request_Raised')).toBe('Cancelled Request');
    expect(valueWords(order, 'is_paid', true)).toBe('Yes');
    expect(valueWords(order, 'note', null)).toBe('empty');
    expect(valueWords(order, 'pan_number', '******234F')).toBe('******234F');
    expect(valueWords({ record_type: 'setting' }, 'mode', 'Full_Payment')).toBe('Full Payment');
  });
});

import { useEffect, useState } from 'react';
import { useNavigate } from '@admin/ui/router';
import type { Company } from '@admin/api-client';
import { useCurrentUser, usePermission, useRuntimeConfig } from '@admin/auth';
import { Button, ReadOnlyNotice } from '@admin/ui';
import {
  DraftBanner,
  FieldArray,
  FileField,
  Form,
  SelectField,
  SubmitBar,
  TextAreaField,
  TextField,
  useFormDraft,
  useLeaveGuard,
  useZodForm,
} from '@admin/ui/forms';
import {
  ACTIVE_STATUSES,
  CERTIFICATE_TYPES,
  COMPANY_MESSAGES,
  COMPANY_TYPES,
  OWNERSHIP_TYPES,
  TEAM_ROLES,
  uploadLogo,
  useSaveCompany,
} from '../api/companies-queries';
import {
  companyFormSchema,
  companyToForm,
  EMPTY_COMPANY,
  EMPTY_TEAM_MEMBER,
  formToRequest,
} from '../schemas/company-form-schema';
import styles from './CompanyForm.module.css';

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const LOGO_MAX_BYTES = 2 * 1024 * 1024;

export interface CompanyFormProps {
  /** The saved company when editing; none when adding. */
  company?: Company;
}

/** The one form of /add-company and /edit-company/{id}: details, registration, contact, logo and team. */
export function CompanyForm({ company }: CompanyFormProps) {
  const navigate = useNavigate();
  const { storage } = useRuntimeConfig();
  const canWrite = usePermission('companies.write');
  const { user } = useCurrentUser();
  const save = useSaveCompany();
  const [saved, setSaved] = useState(false);
  const { form, submit, unsaved } = useZodForm({
    schema: companyFormSchema,
    defaultValues: company ? companyToForm(company) : EMPTY_COMPANY,
    errorFallback: company ? COMPANY_MESSAGES.update : COMPANY_MESSAGES.create,
    onSubmit: async (values) => {
      // The version it was loaded at: a save over someone else's answers 409, shown by the form.
      await save.mutateAsync(
        company
          ? { id: company.id, body: formToRequest(values), version: company.version }
          : { body: formToRequest(values) },
      );
      draft.clear();
      setSaved(true);
    },
  });
  // What is typed is kept in this browser until saved or discarded (docs/screens.md, "Drafts"); never the PAN.
  const draft = useFormDraft(form, {
    userId: user?.id,
    form: 'company',
    record: company?.id,
    version: company?.version,
    exclude: ['pan_number'],
  });
  useLeaveGuard(unsaved);
  // Leave once the form has taken the saved values as its baseline, so the leave guard does not ask.
  useEffect(() => {
    if (saved && !unsaved) void navigate('/company');
  }, [saved, unsaved, navigate]);

  return (
    <Form
      form={form}
      onSubmit={submit}
      aria-label={company ? (canWrite ? `Edit ${company.name}` : company.name) : 'Add company'}
    >
      {canWrite ? null : <ReadOnlyNotice what="company" permission="companies.write" />}
      <DraftBanner offer={draft.offer} onRestore={draft.restore} onDiscard={draft.discard} />
      <section className={styles.section} aria-labelledby="company-details">
        <h2 id="company-details" className={styles.heading}>
          Company
        </h2>
        <div className={styles.grid}>
          <TextField name="name" label="Name" required autoComplete="organization" />
          <SelectField
            name="type"
            label="Company type"
            required
            options={options(COMPANY_TYPES)}
            placeholder="Choose a type"
          />
          <SelectField
            name="certificate_type"
            label="Certificate type"
            options={options(CERTIFICATE_TYPES)}
            placeholder="None"
          />
          <SelectField
            name="ownership_type"
            label="Ownership type"
            options={options(OWNERSHIP_TYPES)}
            placeholder="None"
          />
          <SelectField name="status" label="Status" options={options(ACTIVE_STATUSES)} />
        </div>
      </section>

      <section className={styles.section} aria-labelledby="company-registration">
        <h2 id="company-registration" className={styles.heading}>
          Registration and tax
        </h2>
        <div className={styles.grid}>
          <TextField name="registration_number" label="Registration number" hint="CIN or LLPIN" />
          <TextField name="pan_number" label="PAN" hint="e.g. ABCDE1234F" autoCapitalize="characters" />
          <TextField name="gst_number" label="GSTIN" hint="15 letters and digits" autoCapitalize="characters" />
        </div>
      </section>

      <section className={styles.section} aria-labelledby="company-contact">
        <h2 id="company-contact" className={styles.heading}>
          Contact
        </h2>
        <div className={styles.grid}>
          <TextField name="email" label="Email" type="email" autoComplete="email" />
          <TextField
            name="phone"
            label="Phone"
            type="tel"
            autoComplete="tel"
            normalize={(typed) => typed.replace(/[^\d]/g, '')}
          />
          <TextAreaField name="address" label="Address" className={styles.wide} rows={2} />
          <TextField name="city" label="City" />
          <TextField name="state" label="State" />
          <TextField name="country" label="Country" />
        </div>
      </section>

      <section className={styles.section} aria-labelledby="company-logo">
        <h2 id="company-logo" className={styles.heading}>
          Logo
        </h2>
        <FileField
          name="logo"
          label="Logo"
          hint="PNG, JPEG or WebP, up to 2 MB"
          accept={LOGO_TYPES}
          maxBytes={LOGO_MAX_BYTES}
          preview
          upload={(file, progress) => uploadLogo(file, storage.gatewayUrl, progress)}
        />
      </section>

      <section className={styles.section} aria-labelledby="company-team">
        <h2 id="company-team" className={styles.heading}>
          Team members
        </h2>
        <FieldArray
          name="team_members"
          newRow={EMPTY_TEAM_MEMBER}
          addLabel="Add team member"
          rowLabel={(index) => `Team member ${index + 1}`}
          max={50}
          render={(index) => (
            <div className={styles.memberRow}>
              <TextField name={`team_members.${index}.name`} label="Name" required />
              <SelectField name={`team_members.${index}.role`} label="Role" required options={options(TEAM_ROLES)} />
              <TextField name={`team_members.${index}.email`} label="Email" type="email" />
            </div>
          )}
        />
      </section>

      <SubmitBar label={company ? 'Save changes' : 'Create company'} disabled={!canWrite}>
        <Button to="/company" variant="ghost">
          Cancel
        </Button>
      </SubmitBar>
    </Form>
  );
}

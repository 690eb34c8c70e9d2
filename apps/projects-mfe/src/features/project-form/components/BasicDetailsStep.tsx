import { useEffect } from 'react';
import {
  CheckboxField,
  Form,
  NumberField,
  SearchSelectField,
  SelectField,
  SubmitBar,
  TextAreaField,
  TextField,
  useLeaveGuard,
  useZodForm,
} from '@admin/ui/forms';
import type { Project } from '@admin/api-client';
import {
  INDIVIDUAL_GROUP_OPTIONS,
  INVESTMENT_TYPES,
  loadCompanyOptions,
  PROJECT_CATEGORIES,
  projectFormKeys,
  useCompanyName,
} from '../api/project-form-queries';
import {
  basicDetailsOf,
  basicDetailsSchema,
  emptyBasicDetails,
  type BasicDetailsValues,
} from '../schemas/basic-details';
import styles from './ProjectForm.module.css';
import { useDraftPart } from '@admin/ui/forms';
import { useStepDraft } from './ProjectDraftScope';

const CATEGORY_OPTIONS = PROJECT_CATEGORIES.map((c) => ({ value: String(c.id), label: c.name }));
const GROUP_OPTIONS = INDIVIDUAL_GROUP_OPTIONS.map((g) => ({ value: g, label: g }));
const INVESTMENT_OPTIONS = INVESTMENT_TYPES.map((t) => ({ value: t, label: t }));
const upper = (typed: string) => typed.toUpperCase();

export interface BasicDetailsStepProps {
  project?: Project;
  onSave: (values: BasicDetailsValues) => Promise<unknown>;
  onUnsavedChange: (unsaved: boolean) => void;
}

/** Step 1: creates the project (POST /project) or saves its basic details. */
export function BasicDetailsStep({ project, onSave, onUnsavedChange }: BasicDetailsStepProps) {
  const { form, submit, unsaved } = useZodForm({
    schema: basicDetailsSchema,
    defaultValues: project ? basicDetailsOf(project) : emptyBasicDetails,
    onSubmit: onSave,
  });
  useLeaveGuard(unsaved);
  useDraftPart(form, useStepDraft(1));
  useEffect(() => onUnsavedChange(unsaved), [unsaved, onUnsavedChange]);
  // The saved project names its own company; any other id (a restored draft's) is looked up.
  const companyId = form.watch('company_id') as number | undefined;
  const savedCompany = project !== undefined && companyId === project.company_id;
  const otherCompanyName = useCompanyName(savedCompany ? undefined : companyId);

  return (
    <Form form={form} onSubmit={submit} aria-label="Basic details">
      <div className={styles.grid}>
        <TextField name="title" label="Title" required />
        <SelectField
          name="contentType"
          label="Content type"
          required
          placeholder="Choose a content type"
          options={CATEGORY_OPTIONS}
        />
        <SearchSelectField
          name="company_id"
          label="Company"
          required
          numeric
          selectedLabel={savedCompany ? (project.company_name ?? undefined) : otherCompanyName}
          queryKey={projectFormKeys.companies}
          loadOptions={loadCompanyOptions}
          placeholder="Type to search companies"
        />
        <TextField name="stage_of_production" label="Stage of production" />
        <SelectField name="individual_group" label="Individual or group" required options={GROUP_OPTIONS} />
        <SelectField
          name="investment_type"
          label="Investment type"
          required
          placeholder="Choose an investment type"
          options={INVESTMENT_OPTIONS}
        />
        <TextField name="symbol" label="Symbol" required normalize={upper} hint="Upper-case letters and digits" />
        <NumberField name="royaltyPercentage" label="Royalty percentage" required min={0} max={100} />
        <NumberField name="totalSupply" label="Total supply" required min={1} step={1} />
        <NumberField name="tokenPriceInINR" label="Token price in INR" required min={0} />
        <TextField name="email" label="Email" type="email" required autoComplete="off" />
        <TextField name="pan_number" label="PAN number" required normalize={upper} hint="e.g. ABCDE1234F" />
        <TextField name="mobile_no" label="Mobile number" type="tel" required hint="Indian mobile, e.g. 9876543210" />
        <CheckboxField name="dao" label="Governed by a DAO" />
        <div className={styles.wide}>
          <TextAreaField name="description" label="Description" rows={3} />
        </div>
      </div>
      <SubmitBar label={project ? 'Save and continue' : 'Create project'} />
    </Form>
  );
}

import { useEffect } from 'react';
import {
  FieldArray,
  Form,
  NumberField,
  SelectField,
  SubmitBar,
  TextField,
  useLeaveGuard,
  useZodForm,
} from '@admin/ui/forms';
import type { Project } from '@admin/api-client';
import { DURATION_OPTIONS } from '../api/project-form-queries';
import {
  emptyTerm,
  investmentTermsOf,
  investmentTermsSchema,
  type InvestmentTermsValues,
} from '../schemas/investment-terms';
import styles from './ProjectForm.module.css';
import { useDraftPart } from '@admin/ui/forms';
import { useStepDraft } from './ProjectDraftScope';

const DURATION_CHOICES = DURATION_OPTIONS.map((d) => ({ value: String(d), label: d === 1 ? '1 year' : `${d} years` }));

export interface InvestmentTermsStepProps {
  project: Project;
  onSave: (values: InvestmentTermsValues) => Promise<unknown>;
  onUnsavedChange: (unsaved: boolean) => void;
}

/** Step 2: the investment term rows, saved together (the API replaces all rows). */
export function InvestmentTermsStep({ project, onSave, onUnsavedChange }: InvestmentTermsStepProps) {
  const saved = investmentTermsOf(project);
  const { form, submit, unsaved } = useZodForm({
    schema: investmentTermsSchema,
    defaultValues: saved.terms.length ? saved : { terms: [emptyTerm()] },
    onSubmit: onSave,
  });
  useLeaveGuard(unsaved);
  useDraftPart(form, useStepDraft(2));
  useEffect(() => onUnsavedChange(unsaved), [unsaved, onUnsavedChange]);

  return (
    <Form form={form} onSubmit={submit} aria-label="Investment terms">
      <FieldArray
        name="terms"
        label="Investment terms"
        addLabel="Add term"
        rowLabel={(i) => `Term ${i + 1}`}
        max={20}
        newRow={emptyTerm}
        render={(i) => (
          <div className={styles.grid}>
            <NumberField name={`terms.${i}.percentageOfIP`} label="Percentage of IP" required min={0} max={100} />
            <TextField name={`terms.${i}.rights`} label="Rights" required />
            <NumberField
              name={`terms.${i}.percentageForPandora`}
              label="Percentage for Pandora"
              required
              min={0}
              max={100}
            />
            <TextField name={`terms.${i}.natureOfIP`} label="Nature of IP" required />
            <SelectField
              name={`terms.${i}.duration`}
              label="Duration"
              required
              placeholder="Choose a duration"
              options={DURATION_CHOICES}
            />
            <NumberField name={`terms.${i}.costOfAcquisition`} label="Cost of acquisition" required min={0} />
            <NumberField
              name={`terms.${i}.totalExpectedInvestment`}
              label="Total expected investment"
              required
              min={0}
            />
            <NumberField name={`terms.${i}.tokenAmount`} label="Token amount" required min={0} />
            <NumberField name={`terms.${i}.expectedMonetisation`} label="Expected monetisation" required min={0} />
            <NumberField name={`terms.${i}.proposedIRR`} label="Proposed IRR (%)" required />
            <NumberField name={`terms.${i}.proposedMoneyMultiple`} label="Proposed money multiple" required min={0} />
            <TextField name={`terms.${i}.expectedDuration`} label="Expected duration" required />
            <div className={styles.wide}>
              <TextField name={`terms.${i}.otherTerms`} label="Other terms" />
            </div>
          </div>
        )}
      />
      <SubmitBar label="Save and continue" />
    </Form>
  );
}

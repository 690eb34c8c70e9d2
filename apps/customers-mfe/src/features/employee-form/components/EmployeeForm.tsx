import { useEffect } from 'react';
import { useNavigate } from '@admin/ui/router';
import type { Employee } from '@admin/api-client';
import { useCurrentUser, usePermission } from '@admin/auth';
import { Button, ReadOnlyNotice } from '@admin/ui';
import {
  DateField,
  DraftBanner,
  Form,
  SelectField,
  SubmitBar,
  TextField,
  useFormDraft,
  useLeaveGuard,
  useZodForm,
} from '@admin/ui/forms';
import { EMPLOYEE_MESSAGES, USER_STATUSES } from '@admin/api-client/contract';
import { useSaveEmployee } from '../api/employee-form-queries';
import { RoleGrantWaiting } from './RoleGrantWaiting';
import { employeeFormDefaults, employeeFormSchema, toEmployeeRequest } from '../schemas/employee-form';
import styles from './EmployeeForm.module.css';

const STATUS_OPTIONS = USER_STATUSES.map((value) => ({ value, label: value }));

export interface EmployeeFormProps {
  /** The employee being edited; none to add one. */
  employee?: Employee;
  /** Staff roles (`GET /role`) as options. */
  roleOptions: readonly { value: string; label: string }[];
}

/** Adds or edits an employee. You cannot change your own role or status (the API refuses it too). */
export function EmployeeForm({ employee, roleOptions }: EmployeeFormProps) {
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const mayWrite = usePermission('employees.write');
  const isSelf = employee !== undefined && employee.id === user?.id;
  // While a role waits for a second Admin, the role is theirs to settle (and a new account's status).
  const waiting = employee?.role_awaiting_second_approval ?? null;
  const save = useSaveEmployee(employee);
  const { form, submit, unsaved } = useZodForm({
    schema: employeeFormSchema,
    defaultValues: employeeFormDefaults(employee),
    errorFallback: EMPLOYEE_MESSAGES.save,
    onSubmit: async (values) => {
      await save(toEmployeeRequest(values, isSelf));
      draft.clear();
      navigate('/employee');
    },
  });
  // What is typed is kept in this browser until saved or discarded (docs/screens.md, "Drafts").
  const draft = useFormDraft(form, {
    userId: user?.id,
    form: 'employee',
    record: employee?.id,
    version: employee?.version,
  });
  useLeaveGuard(unsaved);
  // A second Admin's confirmation changes the role (and a new account's status) under the open form:
  // the fields follow, or a save would send the old role back.
  const savedRole = employee?.role;
  const savedStatus = employee?.status;
  // Only when they moved: resetting on opening marked the form as changed, so leaving asked to discard.
  useEffect(() => {
    const defaults = form.formState.defaultValues;
    if (savedRole !== undefined && defaults?.role !== String(savedRole))
      form.resetField('role', { defaultValue: String(savedRole) });
    if (savedStatus !== undefined && defaults?.status !== savedStatus)
      form.resetField('status', { defaultValue: savedStatus });
  }, [form, savedRole, savedStatus]);

  return (
    <Form
      form={form}
      onSubmit={submit}
      aria-label={employee ? (mayWrite ? `Edit ${employee.name}` : employee.name) : 'Add employee'}
    >
      {mayWrite ? null : <ReadOnlyNotice what="employee" permission="employees.write" />}
      <DraftBanner offer={draft.offer} onRestore={draft.restore} onDiscard={draft.discard} />
      <fieldset className={styles.group}>
        <legend>Contact</legend>
        <div className={styles.grid}>
          <TextField name="name" label="Name" required autoComplete="off" />
          <TextField name="email" label="Email" type="email" required autoComplete="off" />
          <div className={styles.phone}>
            <TextField name="country_code" label="Country code" required autoComplete="off" className={styles.code} />
            <TextField name="phone" label="Phone" required inputMode="tel" autoComplete="off" />
          </div>
          <TextField name="whatsapp_no" label="WhatsApp number" inputMode="tel" autoComplete="off" />
          <TextField name="work_email" label="Work email" type="email" autoComplete="off" />
          <TextField
            name="meeting_link"
            label="Meeting link"
            type="url"
            hint="http:// or https:// only"
            autoComplete="off"
          />
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend>Access</legend>
        {isSelf ? (
          <p className={styles.note}>You cannot change your own role or status: ask another administrator.</p>
        ) : null}
        {employee ? <RoleGrantWaiting employee={employee} /> : null}
        <div className={styles.grid}>
          <SelectField
            name="role"
            label="Role"
            required
            options={roleOptions}
            placeholder="Choose a role"
            disabled={isSelf || waiting !== null}
            hint="A role that decides refunds, KYC or roles takes effect when a second Admin confirms it."
          />
          <SelectField
            name="status"
            label="Status"
            required
            options={STATUS_OPTIONS}
            disabled={isSelf || waiting?.new_employee === true}
          />
          <DateField name="join_date" label="Join date" />
        </div>
      </fieldset>
      <SubmitBar label={employee ? 'Save employee' : 'Add employee'} disabled={!mayWrite}>
        <Button to="/employee">Cancel</Button>
      </SubmitBar>
    </Form>
  );
}

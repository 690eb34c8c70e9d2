import { useState } from 'react';
import { useNavigate } from '@admin/ui/router';
import type { Employee } from '@admin/api-client';
import { notAllowedReason } from '@admin/api-client/contract';
import { useCurrentUser, usePermission } from '@admin/auth';
import { AwaitingSecondApprovalNote, Button, ConfirmDialog, Gated, secondStepGate } from '@admin/ui';
import { useConfirmRoleGrant, useSendBackRoleGrant } from '../api/employee-form-queries';
import styles from './EmployeeForm.module.css';

const NO_EMPLOYEES_WRITE = notAllowedReason('employees.write');

/**
 * A role that decides (refunds, KYC, roles) given to the employee and waiting for a second Admin: what
 * waits, and Confirm / Cancel for another Admin (the asker sees them disabled, with the reason; staff
 * who may not manage employees see none). Cancel sends the grant back; a new account is then not added.
 */
export function RoleGrantWaiting({ employee }: { employee: Employee }) {
  const waiting = employee.role_awaiting_second_approval;
  const me = useCurrentUser().user?.id;
  const mayWrite = usePermission('employees.write');
  const confirm = useConfirmRoleGrant();
  const sendBack = useSendBackRoleGrant();
  const navigate = useNavigate();
  const [step, setStep] = useState<'confirm' | 'cancel'>();
  if (!waiting) return null;
  const gate = secondStepGate(waiting, me, mayWrite, NO_EMPLOYEES_WRITE);
  const role = waiting.role.name;
  return (
    <div className={styles.waiting}>
      <AwaitingSecondApprovalNote awaiting={waiting} decision={`the role ${role}`} />
      <p className={styles.waitingWhy}>
        {waiting.new_employee
          ? `${employee.name} was added with a role that decides, so the account stays Inactive until a second Admin confirms it.`
          : `The role decides (refunds, KYC or roles), so it takes effect only when a second Admin confirms it; until then ${employee.name} keeps the role ${employee.role_data?.name ?? 'they hold'}.`}
      </p>
      {mayWrite ? (
        <span className={styles.waitingActions}>
          <Gated allowed={gate.allowed} why={gate.why}>
            <Button
              size="sm"
              onClick={() => setStep('confirm')}
              aria-label={`Confirm the role ${role} for ${employee.name}`}
            >
              Confirm
            </Button>
          </Gated>
          <Gated allowed={gate.allowed} why={gate.why}>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setStep('cancel')}
              aria-label={`Cancel the role ${role} for ${employee.name}`}
            >
              Cancel
            </Button>
          </Gated>
        </span>
      ) : null}
      <ConfirmDialog
        open={step !== undefined}
        onOpenChange={(open) => !open && setStep(undefined)}
        title={step === 'confirm' ? `Give ${employee.name} the role ${role}?` : `Cancel the role ${role}?`}
        description={
          step === 'confirm'
            ? `${waiting.by.name} asked for it. ${employee.name} may decide what the role decides from now${waiting.new_employee ? ', and the account becomes Active' : ''}.`
            : waiting.new_employee
              ? `${waiting.by.name} added ${employee.name} with this role. Cancelling it means ${employee.name} is not added (the account is deleted).`
              : `${waiting.by.name} asked for it. ${employee.name} keeps the role ${employee.role_data?.name ?? 'they hold'}.`
        }
        confirmLabel={step === 'confirm' ? 'Confirm the role' : 'Cancel the role'}
        cancelLabel="Keep waiting"
        destructive={step === 'cancel' && waiting.new_employee}
        pending={confirm.isPending || sendBack.isPending}
        onConfirm={async () => {
          if (!step) return;
          if (step === 'confirm') await confirm.mutateAsync(employee);
          else {
            await sendBack.mutateAsync(employee);
            if (waiting.new_employee) navigate('/employee');
          }
          setStep(undefined);
        }}
      />
    </div>
  );
}

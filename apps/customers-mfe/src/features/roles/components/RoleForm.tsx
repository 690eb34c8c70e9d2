import type { Role } from '@admin/api-client';
import { Button } from '@admin/ui';
import { CheckboxField, Form, SubmitBar, TextAreaField, TextField, useZodForm } from '@admin/ui/forms';
import { PERMISSION_AREAS, PERMISSION_LABELS, ROLE_ADMIN, ROLE_MESSAGES } from '@admin/api-client/contract';
import { useSaveRole } from '../api/roles-queries';
import { grantedPermissions, grantKey, roleFormDefaults, roleFormSchema } from '../schemas/role-form';
import styles from './Roles.module.css';

export interface RoleFormProps {
  /** The role being edited; none to create one. */
  role?: Role;
  onDone: () => void;
}

/** Name, description and the permissions holders get, grouped by area. */
export function RoleForm({ role, onDone }: RoleFormProps) {
  const save = useSaveRole(role);
  // The Admin role always holds everything; the Customer role has no staff access at all.
  const locked =
    role?.id === ROLE_ADMIN
      ? 'The Admin role always holds every permission.'
      : role && !role.is_staff
        ? 'Customers have no staff access.'
        : null;
  // The system roles' names are fixed: the platform relies on them (the API refuses a new one).
  const nameHint = role?.is_system ? `The ${role.name} role is a system role: its name cannot change.` : undefined;
  const { form, submit } = useZodForm({
    schema: roleFormSchema,
    defaultValues: roleFormDefaults(role),
    errorFallback: ROLE_MESSAGES.save,
    onSubmit: async (values) => {
      await save({
        name: values.name,
        description: values.description,
        ...(locked ? {} : { permissions: grantedPermissions(values) }),
      });
      onDone();
    },
  });
  return (
    <Form form={form} onSubmit={submit}>
      <TextField
        name="name"
        label="Name"
        required
        autoComplete="off"
        disabled={nameHint !== undefined}
        hint={nameHint}
      />
      <TextAreaField name="description" label="Description" rows={2} />
      <fieldset className={styles.permissions} disabled={locked !== null}>
        <legend>Permissions</legend>
        {locked ? <p className={styles.note}>{locked}</p> : null}
        <div className={styles.groups}>
          {PERMISSION_AREAS.map((group) => (
            <div key={group.area} role="group" aria-label={group.area} className={styles.group}>
              <p className={styles.area}>{group.area}</p>
              {group.permissions.map((permission) => (
                <CheckboxField
                  key={permission}
                  name={`grants.${grantKey(permission)}`}
                  label={PERMISSION_LABELS[permission]}
                />
              ))}
            </div>
          ))}
        </div>
      </fieldset>
      <SubmitBar label={role ? 'Save role' : 'Create role'}>
        <Button onClick={onDone}>Cancel</Button>
      </SubmitBar>
    </Form>
  );
}

import { useState } from 'react';
import { useListStorage, usePermission } from '@admin/auth';
import { Button, Dialog, Gated, PageHeader, useListController } from '@admin/ui';
import { PeopleSectionTabs } from '../common/PeopleSectionTabs';
import { roleListQuery } from '../features/roles/api/roles-queries';
import { RoleForm } from '../features/roles/components/RoleForm';
import { RoleTable } from '../features/roles/components/RoleTable';
import { roleListParams } from '../features/roles/schemas/role-list-params';

/** /roles: the roles with their permissions; create, rename and set permissions (roles.manage). */
export default function RoleListPage() {
  const list = useListController(roleListParams, { query: roleListQuery, storage: useListStorage('roles') });
  const mayManage = usePermission('roles.manage');
  const [creating, setCreating] = useState(false);
  const create = (
    <Button variant="primary" onClick={() => setCreating(true)}>
      New role
    </Button>
  );
  return (
    <>
      <PageHeader
        title="Roles"
        actions={
          <Gated allowed={mayManage} permission="roles.manage">
            {create}
          </Gated>
        }
      >
        What each staff role may do.
      </PageHeader>
      <PeopleSectionTabs />
      <RoleTable table={list.table} />
      <Dialog
        open={creating}
        onOpenChange={setCreating}
        title="New role"
        description="Holders get exactly the permissions ticked here."
      >
        {creating ? <RoleForm onDone={() => setCreating(false)} /> : null}
      </Dialog>
    </>
  );
}

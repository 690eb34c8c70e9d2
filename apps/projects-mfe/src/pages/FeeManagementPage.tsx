import { useState } from 'react';
import { useListStorage, usePermission } from '@admin/auth';
import { Button, Gated, PageHeader, useListController } from '@admin/ui';
import { feeListQuery } from '../features/fees/api/fees-queries';
import { FeeChart } from '../features/fees/components/FeeChart';
import { FeeCreateDialog } from '../features/fees/components/FeeCreateDialog';
import { FeeTable } from '../features/fees/components/FeeTable';
import { ProjectFees } from '../features/fees/components/ProjectFees';
import { feeListParams } from '../features/fees/schemas/fee-schemas';
import styles from './FeeManagementPage.module.css';
import { ProjectSectionTabs } from '../common/ProjectSectionTabs';

export default function FeeManagementPage() {
  const canWrite = usePermission('fees.write');
  const [adding, setAdding] = useState(false);
  const feeList = useListController(feeListParams, { query: feeListQuery, storage: useListStorage('fees') });
  return (
    <>
      <PageHeader
        title="Fee Management"
        actions={
          <Gated allowed={canWrite} permission="fees.write">
            <Button variant="primary" onClick={() => setAdding(true)}>
              Add fee entry
            </Button>
          </Gated>
        }
      >
        Fee entries set a percentage per project category; sync copies the active ones onto a project.
      </PageHeader>
      <ProjectSectionTabs />
      <div className={styles.sections}>
        <FeeChart />
        {/* One section: its Views bar keeps its own spacing above the table. */}
        <div>
          <FeeTable list={feeList} onAdd={() => setAdding(true)} />
        </div>
        <ProjectFees />
      </div>
      <FeeCreateDialog open={adding} onOpenChange={setAdding} />
    </>
  );
}

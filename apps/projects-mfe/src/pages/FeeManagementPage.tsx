import { useState } from 'react';
import { usePermission } from '@admin/auth';
import { Button, PageHeader, Tooltip, useListParams } from '@admin/ui';
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
  const feeList = useListParams(feeListParams);
  return (
    <>
      <ProjectSectionTabs />
      <PageHeader
        title="Fee Management"
        actions={
          canWrite ? (
            <Button variant="primary" onClick={() => setAdding(true)}>
              Add fee entry
            </Button>
          ) : (
            <Tooltip content="Your role cannot change fees.">
              <Button variant="primary" disabled>
                Add fee entry
              </Button>
            </Tooltip>
          )
        }
      >
        Fee entries set a percentage per project category; sync copies the active ones onto a project.
      </PageHeader>
      <div className={styles.sections}>
        <FeeChart />
        <FeeTable list={feeList} onAdd={() => setAdding(true)} />
        <ProjectFees />
      </div>
      <FeeCreateDialog open={adding} onOpenChange={setAdding} />
    </>
  );
}

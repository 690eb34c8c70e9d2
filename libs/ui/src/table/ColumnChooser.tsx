import { lazy, Suspense, useLayoutEffect } from 'react';
import { Button } from '../feedback/Button';
import { useColumnChoice } from './column-storage';
import type { ColumnChoice } from './column-storage';
import type { ColumnChooserPanelProps } from './ColumnChooserPanel';
import styles from './TableTools.module.css';
import type { DataTableColumn, TableStorage } from './types';
import { useMenu } from './use-menu';

export interface ColumnChooserProps<T> {
  storage: TableStorage;
  columns: DataTableColumn<T>[];
  visible: DataTableColumn<T>[];
  /** The user's stored choice, on mount and whenever it changes (here, in a saved view, in another tab). */
  onChoice: (choice: ColumnChoice) => void;
}

// The checkboxes are their own small chunk, fetched when the button is first hovered, focused or
// pressed; the stored choice is read here, so the table shows the user's columns from the first paint.
const loadPanel = () => import('./ColumnChooserPanel');
const ColumnChooserPanel = lazy(loadPanel);
const prefetch = () => void loadPanel();

/**
 * "Columns": owns the stored choice and hands it to the table, so a list without a chooser loads none
 * of this; the panel lists every column (ColumnChooserPanel.tsx).
 */
export default function ColumnChooser<T>({ storage, columns, visible, onChoice }: ColumnChooserProps<T>) {
  const [choice, onChange] = useColumnChoice(storage);
  // Before paint, so the table does not show its default columns once the choice is known.
  useLayoutEffect(() => onChoice(choice), [choice, onChoice]);
  const menu = useMenu();
  return (
    <div className={styles.menu}>
      <Button size="sm" {...menu.button} onPointerEnter={prefetch} onFocus={prefetch}>
        Columns
      </Button>
      {menu.open ? (
        <Suspense fallback={null}>
          <ColumnChooserPanel
            {...({
              columns,
              visible,
              choice,
              onChange,
              menu,
            } satisfies ColumnChooserPanelProps<T> as ColumnChooserPanelProps<unknown>)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

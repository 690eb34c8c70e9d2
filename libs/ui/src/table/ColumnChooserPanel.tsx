import { useLayoutEffect } from 'react';
import { Button } from '../feedback/Button';
import { columnLabel, isHideable } from './column-roles';
import { columnKey } from './columns';
import type { ColumnChoice } from './column-storage';
import styles from './TableTools.module.css';
import type { DataTableColumn } from './types';
import { openPanel, type Menu } from './use-menu';

export interface ColumnChooserPanelProps<T> {
  columns: DataTableColumn<T>[];
  visible: DataTableColumn<T>[];
  choice: ColumnChoice;
  onChange: (choice: ColumnChoice) => void;
  menu: Menu;
}

/** The open column chooser: a checkbox per column; the record's name and the row actions stay, checked and disabled. */
export default function ColumnChooserPanel<T>({
  columns,
  visible,
  choice,
  onChange,
  menu,
}: ColumnChooserPanelProps<T>) {
  const { ref: panelRef } = menu.panel;
  useLayoutEffect(() => openPanel(panelRef.current), [panelRef]);
  const shown = new Set(visible.map(columnKey));
  return (
    <div className={styles.popover} role="group" aria-label="Visible columns" {...menu.panel}>
      {columns.map((column) => {
        const key = columnKey(column);
        return (
          <label key={key} className={styles.option}>
            <input
              type="checkbox"
              checked={shown.has(key)}
              disabled={!isHideable(column)}
              onChange={(event) => onChange({ ...choice, [key]: event.target.checked })}
            />
            {columnLabel(column)}
          </label>
        );
      })}
      <Button size="sm" variant="ghost" onClick={() => onChange({})}>
        Reset columns
      </Button>
    </div>
  );
}

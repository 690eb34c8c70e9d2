import { useLayoutEffect } from 'react';
import { Button } from '../feedback/Button';
import { columnLabel, isHideable } from './column-roles';
import { columnKey } from './columns';
import { useColumnChoice } from './column-storage';
import type { ColumnChoice } from './column-storage';
import styles from './TableTools.module.css';
import type { DataTableColumn, TableStorage } from './types';
import { useMenu } from './useMenu';

export interface ColumnChooserProps<T> {
  storage: TableStorage;
  columns: DataTableColumn<T>[];
  visible: DataTableColumn<T>[];
  /** The user's stored choice, on mount and whenever it changes (here, in a saved view, in another tab). */
  onChoice: (choice: ColumnChoice) => void;
}

/**
 * "Columns": a checkbox per column; the record's name and the row actions stay, checked and disabled.
 * It owns the stored choice and hands it to the table, so a list without a chooser loads none of this.
 */
export default function ColumnChooser<T>({ storage, columns, visible, onChoice }: ColumnChooserProps<T>) {
  const [choice, onChange] = useColumnChoice(storage);
  // Before paint, so the table does not show its default columns once the choice is known.
  useLayoutEffect(() => onChoice(choice), [choice, onChoice]);
  const menu = useMenu();
  const shown = new Set(visible.map(columnKey));
  return (
    <div className={styles.menu}>
      <Button size="sm" {...menu.button}>
        Columns
      </Button>
      {menu.open ? (
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
      ) : null}
    </div>
  );
}

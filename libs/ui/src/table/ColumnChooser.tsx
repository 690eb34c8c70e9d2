import { Button } from '../feedback/Button';
import { columnKey, columnLabel, isHideable } from './columns';
import type { ColumnChoice } from './column-storage';
import styles from './DataTable.module.css';
import type { DataTableColumn } from './types';
import { useMenu } from './useMenu';

export interface ColumnChooserProps<T> {
  columns: DataTableColumn<T>[];
  visible: DataTableColumn<T>[];
  onChange: (choice: ColumnChoice) => void;
  choice: ColumnChoice;
}

/** "Columns": a checkbox per column; the record's name and the row actions stay, checked and disabled. */
export default function ColumnChooser<T>({ columns, visible, choice, onChange }: ColumnChooserProps<T>) {
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

import { useId, useState } from 'react';
import type { AuditEntry } from '@admin/api-client/contract';
import { fieldWords, valueWords } from './describe-entry';
import styles from './Activity.module.css';

/**
 * The fields an entry changed, before and after, behind a disclosure button (a real button, so
 * Enter and Space open it; its name stays, `aria-expanded` says whether it is open). Nothing when
 * the entry changed no field.
 */
export function ChangedFields({ entry }: { entry: AuditEntry }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const count = entry.changes.length;
  if (count === 0) return null;
  const noun = count === 1 ? 'field' : 'fields';
  return (
    <>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((shown) => !shown)}
      >
        <span aria-hidden="true">{open ? '▾ ' : '▸ '}</span>
        {entry.action === 'create' ? `${count} ${noun} set` : `${count} changed ${noun}`}
      </button>
      <table id={id} className={styles.changes} hidden={!open}>
        <caption className="ui-visually-hidden">Fields changed</caption>
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Before</th>
            <th scope="col">After</th>
          </tr>
        </thead>
        <tbody>
          {entry.changes.map((change) => (
            <tr key={change.field}>
              <th scope="row">{fieldWords(change.field)}</th>
              <td>{valueWords(entry, change.field, change.before)}</td>
              <td>{valueWords(entry, change.field, change.after)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

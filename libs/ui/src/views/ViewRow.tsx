import { useRef, useState } from 'react';
import type { FormEvent, KeyboardEvent, ReactNode } from 'react';
import { Button } from '../feedback/Button';
import viewStyles from './SavedViews.module.css';
import { VIEW_NAME_LIMIT } from './view-words';

export interface ViewRowProps {
  name: string;
  /** What the buttons' names call it: `view` (one's own) or `team view`, so the two lists never share a name. */
  what?: string;
  /** Beside the name, e.g. who shared it. */
  detail?: ReactNode;
  onOpen: () => void;
  /** The row's other actions (Copy link, Share, Copy to my views). */
  actions?: ReactNode;
  /** Renames in place (a shared view the user may change); resolves once saved. */
  onRename?: (name: string) => Promise<unknown>;
  /** Deletes after the user confirmed in the row; left out, no Delete. */
  onDelete?: () => Promise<unknown> | void;
}

type Mode = 'idle' | 'confirm' | 'rename';
type Action = 'delete' | 'rename';

/**
 * One view in the Views menu: open it by its name, its actions, and Delete asked in the row itself (a
 * dialog over the open menu would close it). Escape in a question or the rename box answers "no" and
 * keeps the menu open.
 */
export function ViewRow({ name, what = 'view', detail, onOpen, actions, onRename, onDelete }: ViewRowProps) {
  const [mode, setMode] = useState<Mode>('idle');
  const [newName, setNewName] = useState(name);
  const [busy, setBusy] = useState(false);
  const rowRef = useRef<HTMLLIElement>(null);

  /** Back to the row's buttons, focus on the one that asked (`delete` or `rename`). */
  const back = (focus: Action) => {
    setMode('idle');
    // The row's buttons come back on the next render.
    requestAnimationFrame(() => rowRef.current?.querySelector<HTMLElement>(`[data-action="${focus}"]`)?.focus());
  };
  const onKeyDown = (event: KeyboardEvent, focus: Action) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    back(focus);
  };

  async function run(work: () => Promise<unknown> | void, after: () => void) {
    setBusy(true);
    try {
      await work();
      after();
    } catch {
      // The call's toast said what failed; the row stays as it was.
    } finally {
      setBusy(false);
    }
  }

  if (mode === 'confirm' && onDelete) {
    return (
      <li ref={rowRef} className={viewStyles.item} onKeyDown={(event) => onKeyDown(event, 'delete')}>
        <span className={viewStyles.question}>Delete “{name}”?</span>
        <Button
          size="sm"
          variant="danger"
          disabled={busy}
          onClick={() => void run(onDelete, () => setMode('idle'))}
          aria-label={`Yes, delete ${what} ${name}`}
        >
          Delete
        </Button>
        <Button size="sm" variant="ghost" autoFocus onClick={() => back('delete')}>
          Cancel
        </Button>
      </li>
    );
  }

  if (mode === 'rename' && onRename) {
    const save = (event: FormEvent) => {
      event.preventDefault();
      const trimmed = newName.trim();
      if (!trimmed || trimmed === name) return back('rename');
      void run(
        () => onRename(trimmed),
        () => setMode('idle'),
      );
    };
    return (
      <li ref={rowRef} className={viewStyles.item} onKeyDown={(event) => onKeyDown(event, 'rename')}>
        <form className={viewStyles.renameForm} onSubmit={save}>
          <input
            className={viewStyles.input}
            aria-label={`New name of ${what} ${name}`}
            value={newName}
            maxLength={VIEW_NAME_LIMIT}
            autoFocus
            onChange={(event) => setNewName(event.target.value)}
          />
          <Button size="sm" type="submit" disabled={busy || !newName.trim()}>
            Save
          </Button>
          <Button size="sm" variant="ghost" onClick={() => back('rename')}>
            Cancel
          </Button>
        </form>
      </li>
    );
  }

  return (
    <li ref={rowRef} className={viewStyles.item}>
      <span className={viewStyles.name}>
        <Button
          size="sm"
          variant="ghost"
          className={viewStyles.open}
          onClick={onOpen}
          aria-label={`Open ${what} ${name}`}
        >
          {name}
        </Button>
        {detail ? <span className={viewStyles.detail}>{detail}</span> : null}
      </span>
      <span className={viewStyles.actions}>
        {actions}
        {onRename ? (
          <Button
            data-action="rename"
            size="sm"
            variant="ghost"
            onClick={() => {
              setNewName(name);
              setMode('rename');
            }}
            aria-label={`Rename ${what} ${name}`}
          >
            Rename
          </Button>
        ) : null}
        {onDelete ? (
          <Button
            data-action="delete"
            size="sm"
            variant="ghost"
            onClick={() => setMode('confirm')}
            aria-label={`Delete ${what} ${name}`}
          >
            Delete
          </Button>
        ) : null}
      </span>
    </li>
  );
}

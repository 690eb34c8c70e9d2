import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { errorMessage, SEARCH_MESSAGES } from '@admin/api-client/contract';
import type { Permission } from '@admin/api-client';
import { useCurrentUser } from '@admin/auth';
import { useNavigate } from '@admin/ui/router';
import { remoteRoutes } from '../../app/remote-routes';
import { paletteGroups, type PaletteItem } from './palette-items';
import { readRecent, rememberRecent, type RecentRecord } from './recent-records';
import { usePaletteSearch } from './use-palette-search';
import styles from './CommandPalette.module.css';

const NONE: readonly Permission[] = [];

export interface CommandPaletteProps {
  /** Closes the palette; the launcher puts focus back where it was. */
  onClose: () => void;
}

/**
 * The command palette: a modal dialog holding a combobox (the text field) that owns a listbox of
 * grouped options (records found, actions, screens; recent records before anything is typed).
 * Focus stays in the field; arrows move the active option (aria-activedescendant), Enter opens it,
 * Ctrl+Enter (⌘+Enter) opens it in a new tab, Escape closes.
 */
function CommandPalette({ onClose }: CommandPaletteProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const permissions = user?.permissions ?? NONE;
  const [query, setQuery] = useState('');
  const [recent, setRecent] = useState<RecentRecord[]>(() => (user ? readRecent(user.id) : []));
  const [activeKey, setActiveKey] = useState<string | undefined>();
  const { results, pending, error } = usePaletteSearch(query);
  const baseId = useId();

  const groups = useMemo(
    () => paletteGroups({ query, results, recent, permissions, routes: remoteRoutes() }),
    [query, results, recent, permissions],
  );
  const items = useMemo(() => groups.flatMap((g) => g.items), [groups]);
  const active = items.find((item) => item.key === activeKey) ?? items[0];
  const optionId = (item: PaletteItem) => `${baseId}-option-${item.key}`;

  useEffect(() => {
    if (user) setRecent(readRecent(user.id));
  }, [user]);

  // A modal <dialog>: the rest of the page is inert while it is open, and it sits above everything.
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    input.current?.focus();
  }, []);

  useEffect(() => {
    if (active) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the option's id derives from the item
  }, [active?.key]);

  function open(item: PaletteItem, newTab: boolean) {
    if (item.record && user) setRecent(rememberRecent(user.id, item.record));
    if (newTab) {
      window.open(item.to, '_blank', 'noopener');
      return;
    }
    onClose();
    void navigate(item.to);
  }

  function move(step: number) {
    if (items.length === 0) return;
    const index = active ? items.indexOf(active) : -1;
    const next = items[(index + step + items.length) % items.length];
    setActiveKey(next?.key);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        move(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        move(-1);
        break;
      case 'Home':
      case 'End':
        if (!event.ctrlKey) return;
        event.preventDefault();
        setActiveKey((event.key === 'Home' ? items[0] : items[items.length - 1])?.key);
        break;
      case 'Enter':
        event.preventDefault();
        if (active) open(active, event.ctrlKey || event.metaKey);
        break;
    }
  }

  const typed = query.trim().length > 0;
  const status = error
    ? errorMessage(error, SEARCH_MESSAGES.search)
    : pending
      ? 'Searching…'
      : typed && items.length === 0
        ? 'No results'
        : `${items.length} ${items.length === 1 ? 'result' : 'results'}`;

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-label="Search and commands"
      onCancel={(event) => {
        // Escape: close through the launcher, which returns focus to where it was.
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === dialog.current) onClose();
      }}
    >
      <div className={styles.field}>
        <input
          ref={input}
          className={styles.input}
          type="text"
          role="combobox"
          aria-expanded="true"
          aria-controls={`${baseId}-listbox`}
          aria-autocomplete="list"
          aria-activedescendant={active ? optionId(active) : undefined}
          aria-describedby={`${baseId}-hint`}
          aria-label="Search customers, orders, projects, companies, employees, screens and actions"
          placeholder="Search name, phone, #order, project…"
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActiveKey(undefined);
          }}
          onKeyDown={onKeyDown}
        />
      </div>
      <div id={`${baseId}-listbox`} role="listbox" aria-label="Results" className={styles.list}>
        {groups.map((group) => (
          <div key={group.name} role="presentation">
            <div className={styles.groupName} id={`${baseId}-group-${group.name}`} aria-hidden="true">
              {group.name}
            </div>
            <div role="group" aria-labelledby={`${baseId}-group-${group.name}`}>
              {group.items.map((item) => (
                <div
                  key={item.key}
                  id={optionId(item)}
                  role="option"
                  aria-selected={item === active}
                  className={item === active ? `${styles.option} ${styles.active}` : styles.option}
                  onPointerMove={() => setActiveKey(item.key)}
                  onClick={(event) => open(item, event.ctrlKey || event.metaKey)}
                >
                  <span className={styles.label}>{item.label}</span>
                  {item.detail ? <span className={styles.detail}>{item.detail}</span> : null}
                </div>
              ))}
            </div>
          </div>
        ))}
      </div>
      <div className={styles.footer}>
        <span role="status" className={error ? styles.error : undefined}>
          {status}
        </span>
        <span id={`${baseId}-hint`} className={styles.hint}>
          ↑↓ to move · Enter to open · Ctrl+Enter in a new tab · Esc to close
        </span>
      </div>
    </dialog>
  );
}

export default CommandPalette;

import { toast } from '@admin/ui/singletons';
import { useLayoutEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate, useSearchParams } from '@admin/ui/router';
import { Button } from '../feedback/Button';
import { columnsKey, readColumnChoice, writeColumnChoice } from '../table/column-storage';
import styles from '../table/TableTools.module.css';
import type { TableStorage } from '../table/types';
import { openPanel, type Menu } from '../table/use-menu';
import { readViews, viewSearch, viewsKey, writeViews } from './views-storage';
import type { SavedView } from './views-storage';
import viewStyles from './SavedViews.module.css';

export interface SavedViewsProps {
  /** The signed-in user and the list: the same `storage` as the list's DataTable, so views carry its columns. */
  storage: TableStorage;
  /** The URL key of the list's page (a view opens on page 1); `<prefix>.page` for a prefixed list. */
  pageKey?: string;
}

/** The open menu's panel (see SavedViews.tsx, which owns the button and loads this on first open). */
export default function SavedViewsMenu({ storage, pageKey = 'page', menu }: SavedViewsProps & { menu: Menu }) {
  const { ref: panelRef } = menu.panel;
  useLayoutEffect(() => openPanel(panelRef.current), [panelRef]);
  const key = viewsKey(storage);
  const [views, setViews] = useState(() => readViews(key));
  const [name, setName] = useState('');
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();

  const keep = (next: SavedView[]) => {
    writeViews(key, next);
    setViews(next);
  };

  function save(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return;
    const view: SavedView = {
      name: trimmed,
      search: viewSearch(searchParams, pageKey),
      columns: readColumnChoice(columnsKey(storage)),
    };
    // Saving under an existing name replaces that view.
    keep([...views.filter((other) => other.name !== trimmed), view]);
    setName('');
    toast.success(`View “${trimmed}” saved`);
  }

  function open(view: SavedView) {
    writeColumnChoice(columnsKey(storage), view.columns);
    navigate({ search: view.search ? `?${view.search}` : '' });
    menu.close(true);
  }

  async function copyLink(view: SavedView) {
    const url = `${window.location.origin}${window.location.pathname}${view.search ? `?${view.search}` : ''}`;
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link copied');
    } catch {
      toast.error('Failed to copy link');
    }
  }

  return (
    <div className={`${styles.popover} ${viewStyles.panel}`} role="group" aria-label="Saved views" {...menu.panel}>
      {views.length === 0 ? (
        <p className={viewStyles.none}>No saved views yet.</p>
      ) : (
        <ul className={viewStyles.list}>
          {views.map((view) => (
            <li key={view.name} className={viewStyles.item}>
              <Button
                size="sm"
                variant="ghost"
                className={viewStyles.open}
                onClick={() => open(view)}
                aria-label={`Open view ${view.name}`}
              >
                {view.name}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => void copyLink(view)}
                aria-label={`Copy link to view ${view.name}`}
              >
                Copy link
              </Button>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => keep(views.filter((other) => other.name !== view.name))}
                aria-label={`Delete view ${view.name}`}
              >
                Delete
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form className={viewStyles.form} onSubmit={save}>
        <label className={viewStyles.label}>
          View name
          <input
            className={viewStyles.input}
            value={name}
            onChange={(event) => setName(event.target.value)}
            maxLength={60}
          />
        </label>
        <Button size="sm" type="submit" disabled={!name.trim()}>
          Save current view
        </Button>
      </form>
    </div>
  );
}

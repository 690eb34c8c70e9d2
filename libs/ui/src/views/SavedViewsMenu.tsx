import { toast } from '@admin/ui/singletons';
import { useLayoutEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate, useSearchParams } from '@admin/ui/router';
import { Button } from '../feedback/Button';
import { columnsKey, readColumnChoice, writeColumnChoice } from '../table/column-storage';
import styles from '../table/TableTools.module.css';
import type { TableStorage } from '../table/types';
import { keepInWindow, openPanel, type Menu } from '../table/use-menu';
import { readViews, viewSearch, viewsKey, writeViews } from './views-storage';
import type { SavedView } from './views-storage';
import { TeamViews } from './TeamViews';
import { useSharedViews, type SharedViewsState } from './use-shared-views';
import type { SharedViewsAccess } from './shared-views';
import { ViewRow } from './ViewRow';
import { VIEW_MESSAGES, VIEW_NAME_LIMIT } from './view-words';
import viewStyles from './SavedViews.module.css';

export interface SavedViewsProps {
  /**
   * The signed-in user and the list: the same `storage` as the list's DataTable, so views carry its
   * columns; with `sharedViews`, the menu also shows the team's views of the list.
   */
  storage: TableStorage;
  /** The URL key of the list's page (a view opens on page 1); `<prefix>.page` for a prefixed list. */
  pageKey?: string;
}

type PanelProps = SavedViewsProps & { menu: Menu };

/** The open menu's panel (see SavedViews.tsx, which owns the button and loads this on first open). */
export default function SavedViewsMenu(props: PanelProps) {
  const access = props.storage.sharedViews;
  return access ? <WithTeam {...props} access={access} /> : <Panel {...props} team={null} />;
}

function WithTeam({ access, ...props }: PanelProps & { access: SharedViewsAccess }) {
  return <Panel {...props} team={useSharedViews(props.storage, access)} />;
}

/** A name not yet among `taken`: the name itself, else "name (2)", "name (3)", … */
function freeName(name: string, taken: readonly string[]): string {
  if (!taken.includes(name)) return name;
  let n = 2;
  while (taken.includes(`${name} (${n})`)) n += 1;
  return `${name} (${n})`;
}

function Panel({ storage, pageKey = 'page', menu, team }: PanelProps & { team: SharedViewsState | null }) {
  const { ref: panelRef } = menu.panel;
  useLayoutEffect(() => openPanel(panelRef.current), [panelRef]);
  // The team's views arrive after the panel opened: keep all of it inside the window.
  useLayoutEffect(() => keepInWindow(panelRef.current), [panelRef, team?.views]);
  const key = viewsKey(storage);
  const [views, setViews] = useState(() => readViews(key));
  const [name, setName] = useState('');
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();

  const keep = (next: SavedView[]) => {
    writeViews(key, next);
    setViews(next);
  };
  const current = (viewName: string): SavedView => ({
    name: viewName,
    search: viewSearch(searchParams, pageKey),
    columns: readColumnChoice(columnsKey(storage)),
  });

  function save(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return;
    // Saving under an existing name replaces that view.
    keep([...views.filter((other) => other.name !== trimmed), current(trimmed)]);
    setName('');
    toast.success(`View “${trimmed}” saved`);
  }

  function shareCurrent() {
    const trimmed = name.trim();
    if (!trimmed || !team) return;
    void team
      .share(current(trimmed))
      .then(() => setName(''))
      .catch(() => undefined);
  }

  function open(view: Pick<SavedView, 'search' | 'columns'>) {
    writeColumnChoice(columnsKey(storage), view.columns);
    navigate({ search: view.search ? `?${view.search}` : '' });
    menu.close(true);
  }

  function copyToMine(view: SavedView) {
    const copy = {
      ...view,
      name: freeName(
        view.name,
        views.map((mine) => mine.name),
      ),
    };
    keep([...views, copy]);
    toast.success(VIEW_MESSAGES.copied(copy.name));
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
      <h3 className={viewStyles.heading}>My views</h3>
      {views.length === 0 ? (
        <p className={viewStyles.none}>No saved views yet.</p>
      ) : (
        <ul className={viewStyles.list} aria-label="My views">
          {views.map((view) => (
            <ViewRow
              key={view.name}
              name={view.name}
              onOpen={() => open(view)}
              onDelete={() => {
                keep(views.filter((other) => other.name !== view.name));
                toast.success(`View “${view.name}” deleted`);
              }}
              actions={
                <>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => void copyLink(view)}
                    aria-label={`Copy link to view ${view.name}`}
                  >
                    Copy link
                  </Button>
                  {team ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => void team.share(view).catch(() => undefined)}
                      aria-label={`Share view ${view.name} with the team`}
                    >
                      Share
                    </Button>
                  ) : null}
                </>
              }
            />
          ))}
        </ul>
      )}
      {team ? <TeamViews team={team} userId={storage.userId} onOpen={open} onCopy={copyToMine} /> : null}
      <form className={viewStyles.form} onSubmit={save}>
        <label className={viewStyles.label}>
          View name
          <input
            className={viewStyles.input}
            value={name}
            onChange={(event) => setName(event.target.value)}
            maxLength={VIEW_NAME_LIMIT}
          />
        </label>
        <span className={viewStyles.formActions}>
          <Button size="sm" type="submit" disabled={!name.trim()}>
            Save current view
          </Button>
          {team ? (
            <Button size="sm" variant="secondary" disabled={!name.trim()} onClick={shareCurrent}>
              Share with the team
            </Button>
          ) : null}
        </span>
      </form>
    </div>
  );
}

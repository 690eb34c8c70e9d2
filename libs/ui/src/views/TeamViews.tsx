import { useId } from 'react';
import type { SharedView } from '@admin/api-client/contract';
import { Button } from '../feedback/Button';
import type { SavedView } from './views-storage';
import type { SharedViewsState } from './use-shared-views';
import { ViewRow } from './ViewRow';
import viewStyles from './SavedViews.module.css';

export interface TeamViewsProps {
  team: SharedViewsState;
  userId: string | number;
  onOpen: (view: SharedView) => void;
  /** Keeps a copy among the user's own views. */
  onCopy: (view: SavedView) => void;
}

/** The Views menu's "Team views": every staff member's shared views of this list, by name. */
export function TeamViews({ team, userId, onOpen, onCopy }: TeamViewsProps) {
  const { views, loading, error } = team;
  const headingId = useId();
  return (
    <section className={viewStyles.team} aria-labelledby={headingId}>
      <h3 className={viewStyles.heading} id={headingId}>
        Team views
      </h3>
      {loading ? (
        <p className={viewStyles.none} role="status">
          Loading the team's views…
        </p>
      ) : error ? (
        <p className={viewStyles.none} role="alert">
          {error}{' '}
          <Button size="sm" variant="ghost" onClick={team.retry}>
            Retry
          </Button>
        </p>
      ) : !views?.length ? (
        <p className={viewStyles.none}>No views shared with the team yet.</p>
      ) : (
        <ul className={viewStyles.list} aria-label="Team views">
          {views.map((view) => {
            const mine = String(view.owner.id) === String(userId);
            const may = team.mayChange(view);
            return (
              <ViewRow
                key={view.id}
                name={view.name}
                what="team view"
                detail={mine ? 'by you' : `by ${view.owner.name}`}
                onOpen={() => onOpen(view)}
                onRename={may ? (name) => team.rename(view, name) : undefined}
                onDelete={may ? () => team.remove(view) : undefined}
                actions={
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => onCopy({ name: view.name, search: view.search, columns: view.columns })}
                    aria-label={`Copy team view ${view.name} to my views`}
                  >
                    Copy to mine
                  </Button>
                }
              />
            );
          })}
        </ul>
      )}
    </section>
  );
}

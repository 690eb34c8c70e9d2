import { useId, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { staffTimeZone, toast } from '@admin/ui';
import styles from './ProfilePage.module.css';
import { TIME_ZONE_CHOICES } from './time-zone-choices';

const nameOf = (zone: string) => TIME_ZONE_CHOICES.find((choice) => choice.zone === zone)?.name ?? zone;

/**
 * The staff member's time zone: every time in the suite is shown in it and date filters read days in
 * it. Kept in this browser; lists are fetched again so their date filters follow at once.
 */
export function TimeZoneSetting() {
  const id = useId();
  const zone = useSyncExternalStore(staffTimeZone.subscribe, staffTimeZone.get, staffTimeZone.get);
  const queryClient = useQueryClient();
  const known = TIME_ZONE_CHOICES.some((choice) => choice.zone === zone);
  const choose = (next: string) => {
    staffTimeZone.set(next);
    void queryClient.invalidateQueries();
    toast.success(`Times are now shown in ${nameOf(next)}`);
  };
  return (
    <section className={styles.permissions} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.heading}>
        Time zone
      </h2>
      <div className={styles.setting}>
        <label htmlFor={`${id}-zone`}>Show times in</label>
        <select
          id={`${id}-zone`}
          className={styles.select}
          value={zone}
          aria-describedby={`${id}-hint`}
          onChange={(event) => choose(event.target.value)}
        >
          {known ? null : <option value={zone}>{zone}</option>}
          {TIME_ZONE_CHOICES.map((choice) => (
            <option key={choice.zone} value={choice.zone}>
              {choice.name}
            </option>
          ))}
        </select>
        <p id={`${id}-hint`} className={styles.none}>
          Every date and time you see is in this zone, and date filters read their days in it. Kept in this browser.
        </p>
      </div>
    </section>
  );
}

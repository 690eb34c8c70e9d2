import { ChangedFields } from './ChangedFields';
import { describeEntry } from './describe-entry';
import type { ActivityDescriptionProps } from './types';
import styles from './Activity.module.css';

/** One entry's sentence and its changed fields, for a row of the Activity screen's table. */
export default function ActivityDescriptionView({ entry, withRecord = true }: ActivityDescriptionProps) {
  return (
    <>
      <p className={styles.sentence}>{describeEntry(entry, { withRecord })}</p>
      <ChangedFields entry={entry} />
    </>
  );
}

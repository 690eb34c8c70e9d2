import type { FeeEntry } from '@admin/api-client';
import { NumberField, SelectField, TextField } from '@admin/ui/forms';
import { FEE_APPLIES_TO, FEE_CATEGORIES, FEE_CATEGORY_LABELS, FEE_KINDS, withCurrent } from '../schemas/fee-schemas';
import styles from './Fees.module.css';

/** The fee payload's fields, shared by the create and edit dialogs; `fee` is the entry being edited. */
export function FeeFields({ fee }: { fee?: FeeEntry }) {
  return (
    <>
      <div className={styles.formGrid}>
        <TextField name="name" label="Name" required />
        <SelectField
          name="types"
          label="Kind"
          required
          placeholder="Choose a kind"
          options={withCurrent(FEE_KINDS, fee?.types)}
        />
        <SelectField
          name="property_types"
          label="Applies to"
          required
          options={withCurrent(FEE_APPLIES_TO, fee?.property_types)}
        />
      </div>
      <fieldset className={styles.percentages}>
        <legend>Percentage per category</legend>
        {FEE_CATEGORIES.map((category) => (
          <NumberField
            key={category}
            name={category}
            label={`${FEE_CATEGORY_LABELS[category]} (%)`}
            min={0}
            max={100}
            step="0.01"
            required
          />
        ))}
      </fieldset>
    </>
  );
}

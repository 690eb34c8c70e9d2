import { TextField } from '@admin/ui/forms';
import styles from './SignInPage.module.css';

export interface PhoneFieldsProps {
  autoFocus?: boolean;
}

/** Country code (default +91) and phone number, side by side; fields `country_code` and `phone` of the form. */
export function PhoneFields({ autoFocus }: PhoneFieldsProps) {
  return (
    <div className={styles.phoneRow}>
      <TextField label="Country code" name="country_code" autoComplete="tel-country-code" inputMode="tel" />
      <TextField
        label="Phone number"
        name="phone"
        type="tel"
        autoComplete="tel-national"
        inputMode="numeric"
        autoFocus={autoFocus}
      />
    </div>
  );
}

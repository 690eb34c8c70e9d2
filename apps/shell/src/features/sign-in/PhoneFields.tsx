import { TextField } from './TextField';
import styles from './SignInPage.module.css';

export interface PhoneValue {
  country_code: string;
  phone: string;
}

export interface PhoneFieldsProps {
  value: PhoneValue;
  onChange: (value: PhoneValue) => void;
  errors: Partial<Record<keyof PhoneValue, string>>;
  autoFocus?: boolean;
}

/** Country code (default +91) and phone number, side by side. */
export function PhoneFields({ value, onChange, errors, autoFocus }: PhoneFieldsProps) {
  return (
    <div className={styles.phoneRow}>
      <TextField
        className={styles.countryCode}
        label="Country code"
        name="country_code"
        autoComplete="tel-country-code"
        inputMode="tel"
        value={value.country_code}
        error={errors.country_code}
        onChange={(event) => onChange({ ...value, country_code: event.target.value })}
      />
      <TextField
        label="Phone number"
        name="phone"
        type="tel"
        autoComplete="tel-national"
        inputMode="numeric"
        autoFocus={autoFocus}
        value={value.phone}
        error={errors.phone}
        onChange={(event) => onChange({ ...value, phone: event.target.value })}
      />
    </div>
  );
}

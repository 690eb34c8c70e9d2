import { useState } from 'react';
import type { FormEvent } from 'react';
import { loginSchema, validateFields } from './sign-in-schemas';
import type { FieldErrors } from './sign-in-schemas';
import { DEFAULT_COUNTRY_CODE } from '@admin/api-client';
import type { LoginRequest } from '@admin/api-client';
import { Button } from '@admin/ui';
import { PhoneFields } from './PhoneFields';
import styles from './SignInPage.module.css';

export interface PhoneFormProps {
  pending: boolean;
  initial?: LoginRequest;
  onSubmit: (body: LoginRequest) => void;
}

/** Step 1 of sign-in: the staff phone number; `POST /api/auth/login`. */
export function PhoneForm({ pending, initial, onSubmit }: PhoneFormProps) {
  const [value, setValue] = useState<LoginRequest>(initial ?? { country_code: DEFAULT_COUNTRY_CODE, phone: '' });
  const [errors, setErrors] = useState<FieldErrors<LoginRequest>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateFields(loginSchema, value);
    setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) onSubmit(checked.value);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Sign in with your phone">
      <PhoneFields value={value} onChange={setValue} errors={errors} autoFocus />
      <Button type="submit" variant="primary" disabled={pending} className={styles.submit}>
        {pending ? 'Sending OTP…' : 'Send OTP'}
      </Button>
    </form>
  );
}

import { useState } from 'react';
import type { FormEvent } from 'react';
import { registerSchema, validateFields } from './sign-in-schemas';
import type { FieldErrors } from './sign-in-schemas';
import { DEFAULT_COUNTRY_CODE } from '@admin/api-client';
import type { RegisterRequest } from '@admin/api-client';
import { Button } from '@admin/ui';
import { PhoneFields } from './PhoneFields';
import { TextField } from './TextField';
import styles from './SignInPage.module.css';

export interface RegisterFormProps {
  pending: boolean;
  onSubmit: (body: RegisterRequest) => void;
}

/** Register: name, email, phone and country code; `POST /api/auth/register`, then the OTP step. */
export function RegisterForm({ pending, onSubmit }: RegisterFormProps) {
  const [value, setValue] = useState<RegisterRequest>({ name: '', email: '', country_code: DEFAULT_COUNTRY_CODE, phone: '' });
  const [errors, setErrors] = useState<FieldErrors<RegisterRequest>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateFields(registerSchema, value);
    setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) onSubmit(checked.value);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Create an account">
      <TextField
        label="Name"
        name="name"
        autoComplete="name"
        autoFocus
        value={value.name}
        error={errors.name}
        onChange={(event) => setValue({ ...value, name: event.target.value })}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={value.email}
        error={errors.email}
        onChange={(event) => setValue({ ...value, email: event.target.value })}
      />
      <PhoneFields
        value={value}
        onChange={(phone) => setValue({ ...value, ...phone })}
        errors={{ country_code: errors.country_code, phone: errors.phone }}
      />
      <Button type="submit" variant="primary" disabled={pending} className={styles.submit}>
        {pending ? 'Registering…' : 'Register'}
      </Button>
    </form>
  );
}

import { DEFAULT_COUNTRY_CODE } from '@admin/api-client/contract';
import type { RegisterRequest } from '@admin/api-client';
import { Button } from '@admin/ui';
import { Form, TextField, useZodForm } from '@admin/ui/forms';
import { registerSchema } from './sign-in-schemas';
import { PhoneFields } from './PhoneFields';
import styles from './SignInPage.module.css';

export interface RegisterFormProps {
  pending: boolean;
  onSubmit: (body: RegisterRequest) => void;
}

/** Register: name, email, phone and country code; `POST /api/auth/register`, then the OTP step. */
export function RegisterForm({ pending, onSubmit }: RegisterFormProps) {
  const { form, submit } = useZodForm({
    schema: registerSchema,
    defaultValues: { name: '', email: '', country_code: DEFAULT_COUNTRY_CODE, phone: '' },
    onSubmit,
  });
  return (
    <Form form={form} onSubmit={submit} className={styles.form} aria-label="Create an account">
      <TextField label="Name" name="name" autoComplete="name" autoFocus />
      <TextField label="Email" name="email" type="email" autoComplete="email" />
      <PhoneFields />
      <Button type="submit" variant="primary" disabled={pending} className={styles.submit}>
        {pending ? 'Registering…' : 'Register'}
      </Button>
    </Form>
  );
}

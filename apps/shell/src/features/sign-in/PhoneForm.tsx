import { DEFAULT_COUNTRY_CODE } from '@admin/api-client/contract';
import type { LoginRequest } from '@admin/api-client';
import { Button } from '@admin/ui';
import { Form, useZodForm } from '@admin/ui/forms';
import { loginSchema } from './sign-in-schemas';
import { PhoneFields } from './PhoneFields';
import styles from './SignInPage.module.css';

export interface PhoneFormProps {
  pending: boolean;
  initial?: LoginRequest;
  onSubmit: (body: LoginRequest) => void;
}

/** Step 1 of sign-in: the staff phone number; `POST /api/auth/login`. */
export function PhoneForm({ pending, initial, onSubmit }: PhoneFormProps) {
  const { form, submit } = useZodForm({
    schema: loginSchema,
    defaultValues: initial ?? { country_code: DEFAULT_COUNTRY_CODE, phone: '' },
    onSubmit,
  });
  return (
    <Form form={form} onSubmit={submit} className={styles.form} aria-label="Sign in with your phone">
      <PhoneFields autoFocus />
      <Button type="submit" variant="primary" disabled={pending} className={styles.submit}>
        {pending ? 'Sending OTP…' : 'Send OTP'}
      </Button>
    </Form>
  );
}

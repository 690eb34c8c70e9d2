import { formatCountdown } from '@admin/auth';
import { Button } from '@admin/ui';
import { Form, TextField, useZodForm } from '@admin/ui/forms';
import { otpSchema } from './sign-in-schemas';
import styles from './SignInPage.module.css';

export interface OtpFormProps {
  /** Where the code went, e.g. '+91 9876543210'. */
  sentTo: string;
  pending: boolean;
  expiresInSeconds: number | null;
  resendInSeconds: number;
  onVerify: (otp: string) => void;
  onResend: () => void;
  onChangePhone: () => void;
}

/** Step 2: the 6-digit code, its expiry countdown and a resend with a visible cool-down. */
export function OtpForm({
  sentTo,
  pending,
  expiresInSeconds,
  resendInSeconds,
  onVerify,
  onResend,
  onChangePhone,
}: OtpFormProps) {
  const { form, submit } = useZodForm({
    schema: otpSchema,
    defaultValues: { otp: '' },
    onSubmit: ({ otp }) => onVerify(otp),
  });
  const expired = expiresInSeconds === 0;

  return (
    <Form form={form} onSubmit={submit} className={styles.form} aria-label="Enter the code">
      <p className={styles.lead}>
        Enter the 6-digit code sent to <strong>{sentTo}</strong>.{' '}
        <button type="button" className={styles.link} onClick={onChangePhone}>
          Change number
        </button>
      </p>
      <TextField
        label="OTP"
        name="otp"
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        autoFocus
        normalize={(typed) => typed.replace(/\D/g, '').slice(0, 6)}
      />
      {expiresInSeconds !== null ? (
        <p className={expired ? styles.expired : styles.hint} role="timer" aria-live="off">
          {expired
            ? 'The code has expired. Request a new one.'
            : `Code expires in ${formatCountdown(expiresInSeconds)}`}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" variant="primary" disabled={pending} className={styles.submit}>
          {pending ? 'Verifying…' : 'Verify'}
        </Button>
        <Button type="button" variant="ghost" disabled={pending || resendInSeconds > 0} onClick={onResend}>
          {resendInSeconds > 0 ? `Resend OTP in ${formatCountdown(resendInSeconds)}` : 'Resend OTP'}
        </Button>
      </div>
    </Form>
  );
}

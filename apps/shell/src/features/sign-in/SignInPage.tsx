import { useState } from 'react';
import { useAtomValue } from 'jotai/react';
import { Navigate, useLocation } from '@admin/ui/router';
import { isSignedInAtom, signInRedirectTarget, useOtpSignIn } from '@admin/auth';
import type { LoginRequest } from '@admin/api-client';
import { OtpForm } from './OtpForm';
import { PhoneForm } from './PhoneForm';
import { RegisterForm } from './RegisterForm';
import styles from './SignInPage.module.css';

type DetailsMode = 'sign-in' | 'register';

/**
 * /sign-in, outside the shell layout (docs/product.md#screens-and-routes, #statuses): phone → OTP → verify, or register → OTP → verify.
 * Once a token is stored the user goes where the guard remembered, else `/`.
 */
export function SignInPage() {
  const location = useLocation();
  const signedIn = useAtomValue(isSignedInAtom);
  const flow = useOtpSignIn();
  const [mode, setMode] = useState<DetailsMode>('sign-in');
  const [lastPhone, setLastPhone] = useState<LoginRequest | undefined>();

  if (signedIn) return <Navigate to={signInRedirectTarget(location.state)} replace />;

  const title = flow.step === 'otp' ? 'Verify your phone' : mode === 'register' ? 'Create an account' : 'Sign in';

  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby="sign-in-title">
        <p className={styles.product}>Staff back-office</p>
        <h1 id="sign-in-title" className={styles.title}>
          {title}
        </h1>
        {flow.error ? (
          <p role="alert" className={styles.error}>
            {flow.error}
          </p>
        ) : null}

        {flow.step === 'otp' ? (
          <OtpForm
            sentTo={`${flow.countryCode} ${flow.phone}`}
            pending={flow.pending}
            expiresInSeconds={flow.otpExpiresInSeconds}
            resendInSeconds={flow.resendAvailableInSeconds}
            onVerify={(otp) => void flow.verify(otp)}
            onResend={() => void flow.resend()}
            onChangePhone={flow.editPhone}
          />
        ) : mode === 'register' ? (
          <RegisterForm pending={flow.pending} onSubmit={(body) => void flow.register(body)} />
        ) : (
          <PhoneForm
            pending={flow.pending}
            initial={lastPhone}
            onSubmit={(body) => {
              setLastPhone(body);
              void flow.requestOtp(body);
            }}
          />
        )}

        {flow.step === 'details' ? (
          <p className={styles.switch}>
            {mode === 'sign-in' ? 'New here?' : 'Already have an account?'}{' '}
            <button
              type="button"
              className={styles.link}
              onClick={() => {
                flow.clearError();
                setMode(mode === 'sign-in' ? 'register' : 'sign-in');
              }}
            >
              {mode === 'sign-in' ? 'Create an account' : 'Sign in'}
            </button>
          </p>
        ) : null}
      </section>
    </main>
  );
}

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authApi, tokenStore } from '@admin/api-client';
import type { StaffUser } from '@admin/api-client';
import { apiError as refused } from '@admin/tools/testing/api-fakes';
import { SignInPage } from './SignInPage';

const challenge = (seconds = 600) => ({ user_id: 7, otpExpireAt: new Date(Date.now() + seconds * 1000).toISOString() });

function Landing() {
  const location = useLocation();
  return <p>landed on {location.pathname + location.search}</p>;
}

function renderSignIn(from?: string) {
  const router = createMemoryRouter(
    [
      { path: '/sign-in', element: <SignInPage /> },
      { path: '*', element: <Landing /> },
    ],
    {
      initialEntries: [
        from
          ? {
              pathname: '/sign-in',
              state: {
                from: { pathname: from.split('?')[0], search: from.includes('?') ? `?${from.split('?')[1]}` : '' },
              },
            }
          : '/sign-in',
      ],
    },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

beforeEach(() => {
  localStorage.clear();
  tokenStore.clearTokens(); // also tells the session atoms
});
afterEach(() => vi.restoreAllMocks());

describe('SignInPage', () => {
  it('validates the phone before sending, next to the field', async () => {
    const login = vi.spyOn(authApi, 'login');
    const { user } = renderSignIn();
    expect(screen.getByLabelText('Country code')).toHaveValue('+91');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription('Enter your phone number.');
    expect(screen.getByLabelText('Phone number')).toBeInvalid();
    await user.type(screen.getByLabelText('Phone number'), '98x');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(screen.getByText('Enter a phone number of 6 to 15 digits.')).toBeInTheDocument();
    expect(login).not.toHaveBeenCalled();
  });

  it('phone → OTP → verify stores the tokens and lands on the remembered deep link', async () => {
    const login = vi.spyOn(authApi, 'login').mockResolvedValue(challenge());
    const verify = vi
      .spyOn(authApi, 'verify')
      .mockResolvedValue({ token: 'jwt', refreshToken: 'r', user: {} as StaffUser });
    const { user } = renderSignIn('/orders?page=2');

    await user.type(screen.getByLabelText('Phone number'), '9876543210');
    await user.keyboard('{Enter}');
    expect(login).toHaveBeenCalledWith({ country_code: '+91', phone: '9876543210' });

    expect(await screen.findByText('+91 9876543210')).toBeInTheDocument();
    expect(screen.getByLabelText('OTP')).toHaveFocus();
    expect(screen.getByRole('timer')).toHaveTextContent(/Code expires in (10:00|9:5\d)/);
    expect(screen.getByRole('button', { name: /Resend OTP in 0:(30|2\d)/ })).toBeDisabled();

    await user.type(screen.getByLabelText('OTP'), '123456');
    await user.keyboard('{Enter}');
    expect(verify).toHaveBeenCalledWith({ otp: '123456', user_id: 7 });
    expect(await screen.findByText('landed on /orders?page=2')).toBeInTheDocument();
    expect(tokenStore.getAccessToken()).toBe('jwt');
  });

  it("a wrong OTP shows the server's message and keeps the typed phone", async () => {
    vi.spyOn(authApi, 'login').mockResolvedValue(challenge());
    vi.spyOn(authApi, 'verify').mockRejectedValue(refused(401, { message: 'Invalid or expired OTP' }));
    const { user } = renderSignIn();
    await user.type(screen.getByLabelText('Phone number'), '9876543210');
    await user.keyboard('{Enter}');
    await user.type(await screen.findByLabelText('OTP'), '000000');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired OTP');
    expect(screen.getByText('+91 9876543210')).toBeInTheDocument();
    expect(screen.getByLabelText('OTP')).toHaveValue('000000');

    await user.click(screen.getByRole('button', { name: 'Change number' }));
    expect(screen.getByLabelText('Phone number')).toHaveValue('9876543210');
  });

  it('wants six digits before verifying', async () => {
    vi.spyOn(authApi, 'login').mockResolvedValue(challenge());
    const verify = vi.spyOn(authApi, 'verify');
    const { user } = renderSignIn();
    await user.type(screen.getByLabelText('Phone number'), '9876543210');
    await user.keyboard('{Enter}');
    await user.type(await screen.findByLabelText('OTP'), '12a45');
    expect(screen.getByLabelText('OTP')).toHaveValue('1245');
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('OTP')).toHaveAccessibleDescription('Enter the 6-digit code.');
    expect(verify).not.toHaveBeenCalled();
  });

  it("without a server message: 'An error occurred. Please try again.'", async () => {
    vi.spyOn(authApi, 'login').mockRejectedValue(refused(500, '<html>'));
    const { user } = renderSignIn();
    await user.type(screen.getByLabelText('Phone number'), '9876543210');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred. Please try again.');
    // The message belongs to that attempt: switching to register drops it.
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('registers with name, email, phone and country code, then asks for the OTP', async () => {
    const register = vi.spyOn(authApi, 'register').mockResolvedValue(challenge());
    const { user } = renderSignIn();
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(screen.getByRole('heading', { name: 'Create an account' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByText('Enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(register).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Name'), 'Asha Rao');
    await user.type(screen.getByLabelText('Email'), 'asha@example.in');
    await user.type(screen.getByLabelText('Phone number'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(register).toHaveBeenCalledWith({
      name: 'Asha Rao',
      email: 'asha@example.in',
      country_code: '+91',
      phone: '9876543210',
    });
    expect(await screen.findByLabelText('OTP')).toBeInTheDocument();
  });

  it('sends a signed-in user straight on', async () => {
    tokenStore.setTokens({ accessToken: 'a', refreshToken: 'r' });
    renderSignIn('/customers');
    expect(await screen.findByText('landed on /customers')).toBeInTheDocument();
  });
});

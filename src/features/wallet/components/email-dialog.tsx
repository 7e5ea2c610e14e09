// 'Email Verification': email, then a mailed 6-character code. Resend is locked for the countdown.
import { useState } from 'react';
import { HTTPError } from 'ky';
import { Dialog } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/notification-store';
import { CODE_LENGTH, RESEND_COUNTDOWN_S } from '@/config/constants';
import { errorMessage } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session-store';
import { sendVerificationCode, verifyCode } from '../api/email-login';
import { useCountdown } from '../hooks/use-countdown';
import { TextField } from '@/components/ui/form-field';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function EmailDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const codeSent = sentTo !== null;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const countdown = useCountdown();
  const emailValid = EMAIL_PATTERN.test(email.trim());

  const send = async () => {
    setBusy(true);
    setError(null);
    try {
      await sendVerificationCode(email.trim());
      setSentTo(email.trim());
      countdown.start(RESEND_COUNTDOWN_S);
    } catch (e) {
      // A 429 carries the server's reason (hourly cap, resend wait) and when to try again.
      if (e instanceof HTTPError && e.response.status === 429) setError(await errorMessage(e, 'Failed to send verification code'));
      else setError(e instanceof HTTPError ? 'Failed to send verification code' : 'Error sending verification code');
    } finally {
      setBusy(false);
    }
  };

  const verify = async () => {
    setBusy(true);
    setError(null);
    try {
      const address = await verifyCode(email.trim(), code.trim());
      useSessionStore.getState().update({
        starsAddress: address,
        ownershipProved: true,
        activeWallet: 'email',
        userEmail: email.trim().toLowerCase(),
        keplrSignature: null,
      });
      onClose();
      notify('success', 'Account ownership proved successfully!');
    } catch (e) {
      setError(e instanceof HTTPError ? 'Invalid verification code' : 'Error verifying code');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} title="Email Verification" onClose={onClose}>
      <form className="flex flex-col gap-3" onSubmit={(e) => e.preventDefault()}>
        <TextField
          label="Email"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          autoComplete="email"
          error={email && !emailValid ? 'Please enter a valid email address' : null}
        />
        {!codeSent ? (
          <Button type="submit" disabled={!emailValid || busy} onClick={() => void send()}>
            Continue
          </Button>
        ) : (
          <>
            <p className="text-sm text-gray-700 dark:text-gray-300">
              We sent a {CODE_LENGTH}-character code to <strong>{sentTo}</strong>. Check your inbox (and spam folder).
            </p>
            <TextField
              label="Verification code"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              maxLength={CODE_LENGTH}
              autoComplete="one-time-code"
            />
            <Button type="submit" disabled={code.trim().length !== CODE_LENGTH || busy} onClick={() => void verify()}>
              Verify
            </Button>
            <Button variant="secondary" disabled={countdown.left > 0 || busy || !emailValid} onClick={() => void send()}>
              {countdown.left > 0 ? `Resend code in ${countdown.left}s` : 'Resend code'}
            </Button>
          </>
        )}
        {error && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {error}
          </p>
        )}
      </form>
    </Dialog>
  );
}

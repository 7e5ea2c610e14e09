// Sign-in: a wallet proves its account by signing a one-time challenge; an email user by a mailed code.
// Either way the answer opens a server session (cookie + XSRF token).
import { Hono, type Context } from 'hono';
import { clientAddress } from '../client-address.ts';
import type { AppDeps, AppEnv } from '../deps.ts';
import { jsonBody } from '../request-body.ts';
import { badRequest, HttpError, unauthorized } from '../http-error.ts';
import { challengeRequest, proofRequest, sendCodeRequest, verifyCodeRequest, EMAIL_RESEND_INTERVAL_S } from '../contract/auth.ts';
import { consumeChallenge, issueChallenge } from '../auth/challenges.ts';
import { isWalletAddress, verifyProof } from '../auth/verify-proof.ts';
import { canonicalAddress } from '../auth/canonical-address.ts';
import { openSession } from '../auth/sessions.ts';
import { checkCode, generateCode, storeCode, retireCodes } from '../auth/email-codes.ts';
import { emailUserAddress } from '../auth/email-users.ts';
import { takeRateSlots } from '../services/rate-limit.ts';
import { lockKey } from '../db/client.ts';

const HOUR_MS = 60 * 60 * 1000;

const emailHourlyCapMessage = (max: number, when: string) =>
  `You have asked for ${max} verification codes in the last hour, the most allowed. Please try again ${when}.`;
export const DEFAULT_EMAIL_LIMITS = { perEmailPerHour: 5, perClientPerHour: 20 };

const clientOf = (c: Context<AppEnv>, deps: AppDeps) => clientAddress(c, deps.config.trustedProxyHops);

/** The signed text's "Domain:" line: the configured public origin's host, never the request's Host header. */
export const challengeDomain = (config: AppDeps['config']) => (config.publicOrigin ? new URL(config.publicOrigin).host : 'localhost');
export const DEFAULT_CHALLENGE_LIMITS = { perAddressPerMinute: 10, perClientPerMinute: 60 };
const MINUTE_MS = 60 * 1000;
const challengeCapMessage = (when: string) => `Too many sign-in attempts, please try again ${when}.`;

export function authRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  const limits = deps.config.emailLimits ?? DEFAULT_EMAIL_LIMITS;

  routes.post('/auth/challenge', async (c) => {
    const request = await jsonBody(c, challengeRequest);
    if (!isWalletAddress(request.wallet, request.address)) throw badRequest('address: not an address of this wallet');
    const body = { ...request, address: canonicalAddress(request.address, request.wallet) };
    const now = deps.clock.now();
    const challengeLimits = deps.config.challengeLimits ?? DEFAULT_CHALLENGE_LIMITS;
    const challenge = await deps.db.transaction(async (tx) => {
      await takeRateSlots(
        tx,
        [
          {
            bucket: `challenge-address:${body.address}`,
            windowMs: MINUTE_MS,
            max: challengeLimits.perAddressPerMinute,
            message: challengeCapMessage,
          },
          {
            bucket: `challenge-client:${clientOf(c, deps)}`,
            windowMs: MINUTE_MS,
            max: challengeLimits.perClientPerMinute,
            message: challengeCapMessage,
          },
        ],
        now,
      );
      return issueChallenge(tx, { ...body, domain: challengeDomain(deps.config), now });
    });
    return c.json({ nonce: challenge.nonce, message: challenge.message, expiresAt: challenge.expiresAt.toISOString() });
  });

  routes.post('/auth/verify', async (c) => {
    const proof = await jsonBody(c, proofRequest);
    const body = { ...proof, address: canonicalAddress(proof.address, proof.wallet) };
    const challenge = await consumeChallenge(deps.db, { ...body, now: deps.clock.now() });
    if (!challenge) throw unauthorized('Challenge is unknown, used or expired');
    const valid = await verifyProof({ ...body, message: challenge.message });
    if (!valid) throw unauthorized('Signature does not prove this account');
    await openSession(c, deps, { address: challenge.address, wallet: challenge.wallet });
    return c.json({ success: true, address: challenge.address, wallet: challenge.wallet });
  });

  routes.post('/send-verification.php', async (c) => {
    const { email } = await jsonBody(c, sendCodeRequest);
    const now = deps.clock.now();
    const code = generateCode();
    await deps.db.transaction(async (tx) => {
      await takeRateSlots(
        tx,
        [
          {
            bucket: `email-resend:${email}`,
            windowMs: EMAIL_RESEND_INTERVAL_S * 1000,
            max: 1,
            message: (when) => `Please wait before asking for a new code: try again ${when}.`,
          },
          {
            bucket: `email-hour:${email}`,
            windowMs: HOUR_MS,
            max: limits.perEmailPerHour,
            message: (when) => emailHourlyCapMessage(limits.perEmailPerHour, when),
          },
          {
            bucket: `client-hour:${clientOf(c, deps)}`,
            windowMs: HOUR_MS,
            max: limits.perClientPerHour,
            message: (when) => emailHourlyCapMessage(limits.perClientPerHour, when),
          },
        ],
        now,
      );
      await storeCode(tx, { secret: deps.config.secret, email, code, now });
    });
    try {
      await deps.mailer.send({
        to: email,
        subject: 'Your Traitforge verification code',
        text: `Your Traitforge verification code is: ${code}\n\nIt expires in 10 minutes. If you did not ask for it, ignore this mail.`,
      });
    } catch (error) {
      deps.config.log({ level: 'error', msg: 'verification mail failed', error: String(error) });
      // A code nobody received must not stay live (it could still be guessed).
      await retireCodes(deps.db, { email, now });
      throw new HttpError(502, 'Failed to send verification code');
    }
    return c.json({ success: true, message: 'Verification code sent' });
  });

  routes.post('/verify-code.php', async (c) => {
    const { email, code } = await jsonBody(c, verifyCodeRequest);
    const now = deps.clock.now();
    const address = await deps.db.transaction(async (tx) => {
      await lockKey(tx, `email-code:${email}`);
      if (!(await checkCode(tx, { secret: deps.config.secret, email, code, now }))) return null;
      return emailUserAddress(tx, email, now);
    });
    if (!address) throw unauthorized('Invalid verification code');
    await openSession(c, deps, { address, wallet: 'email', email });
    return c.json({ success: true, address, wallet: 'email', email });
  });

  return routes;
}

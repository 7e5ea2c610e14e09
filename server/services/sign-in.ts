// Sign-in: a wallet proves its account by signing a one-time challenge; an email user by a mailed code.
// Each step runs its rate limits and its database writes in one transaction; the route only reads the
// request and opens the session with the identity this service proves.
import { chainOf, type AppDeps } from '../deps.ts';
import { lockKey } from '../db/client.ts';
import { badRequest, HttpError, unauthorized } from '../http-error.ts';
import { EMAIL_RESEND_INTERVAL_S, type ProofWallet } from '../contract/auth.ts';
import { consumeChallenge, issueChallenge } from '../auth/challenges.ts';
import { isWalletAddress, verifyProof } from '../auth/verify-proof.ts';
import { canonicalAddress } from '../auth/canonical-address.ts';
import { chainLine, chainOf as chainOfWallet } from '../auth/proof-message.ts';
import { checkCode, generateCode, retireCodes, storeCode } from '../auth/email-codes.ts';
import { emailUserAddress } from '../auth/email-users.ts';
import type { Challenge } from '../db/queries/auth-challenges.ts';
import { takeRateSlots } from './rate-limit.ts';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
export const DEFAULT_CHALLENGE_LIMITS = { perAddressPerMinute: 10, perClientPerMinute: 60 };
export const DEFAULT_EMAIL_LIMITS = { perEmailPerHour: 5, perClientPerHour: 20 };

const challengeCapMessage = (when: string) => `Too many sign-in attempts, please try again ${when}.`;
const emailHourlyCapMessage = (max: number, when: string) =>
  `You have asked for ${max} verification codes in the last hour, the most allowed. Please try again ${when}.`;

/** The signed text's "Domain:" line: the configured public origin's host, never the request's Host header. */
export const challengeDomain = (config: AppDeps['config']) => (config.publicOrigin ? new URL(config.publicOrigin).host : 'localhost');

export interface WalletIdentity {
  address: string;
  wallet: ProofWallet;
}

/** Keplr and Leap sign in on the active chain: an address of another prefix is told which one is expected. */
const notWalletAddress = (wallet: ProofWallet, chain: { name: string; bech32Prefix: string }) =>
  wallet === 'keplr' || wallet === 'leap'
    ? `address: not a ${chain.name} address (expected ${chain.bech32Prefix}1...)`
    : 'address: not an address of this wallet';

/** A challenge for the wallet to sign, within the per-address and per-client limits. */
export function issueWalletChallenge(deps: AppDeps, request: WalletIdentity, client: string): Promise<Challenge> {
  const chain = chainOf(deps);
  if (!isWalletAddress(request.wallet, request.address, chain.bech32Prefix)) throw badRequest(notWalletAddress(request.wallet, chain));
  const address = canonicalAddress(request.address, request.wallet);
  const now = deps.clock.now();
  const limits = deps.config.challengeLimits ?? DEFAULT_CHALLENGE_LIMITS;
  return deps.db.transaction(async (tx) => {
    await takeRateSlots(
      tx,
      [
        { bucket: `challenge-address:${address}`, windowMs: MINUTE_MS, max: limits.perAddressPerMinute, message: challengeCapMessage },
        { bucket: `challenge-client:${client}`, windowMs: MINUTE_MS, max: limits.perClientPerMinute, message: challengeCapMessage },
      ],
      now,
    );
    return issueChallenge(tx, {
      address,
      shown: request.address,
      wallet: request.wallet,
      domain: challengeDomain(deps.config),
      chainId: chain.chainId,
      now,
    });
  });
}

/** The account a signature proves: its challenge is used up whether or not the signature holds. */
export async function proveWallet(
  deps: AppDeps,
  proof: WalletIdentity & { nonce: string; signature: string; publicKey?: string },
): Promise<WalletIdentity> {
  const chain = chainOf(deps);
  const claimed = { ...proof, address: canonicalAddress(proof.address, proof.wallet) };
  const challenge = await consumeChallenge(deps.db, { ...claimed, now: deps.clock.now() });
  if (!challenge) throw unauthorized('Challenge is unknown, used or expired');
  // Issued before the deployment moved to another chain: its text names that chain.
  if (!challenge.message.split('\n').includes(chainLine(chainOfWallet(proof.wallet, chain.chainId))))
    throw unauthorized('Challenge is unknown, used or expired');
  const cosmos = proof.wallet === 'keplr' || proof.wallet === 'leap';
  // A Cosmos key proves the address it shows; the others the one spelling of theirs.
  const signer = cosmos ? proof.address : claimed.address;
  if (!(await verifyProof({ ...proof, address: signer, message: challenge.message, prefix: chain.bech32Prefix })))
    throw unauthorized('Signature does not prove this account');
  return { address: challenge.address, wallet: challenge.wallet };
}

/** Mails a new code, within the resend interval and the hourly caps; a code that could not be sent is retired. */
export async function sendEmailCode(deps: AppDeps, email: string, client: string): Promise<void> {
  const now = deps.clock.now();
  const limits = deps.config.emailLimits ?? DEFAULT_EMAIL_LIMITS;
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
          bucket: `client-hour:${client}`,
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
}

/** The email user's address when `code` is its live code (used up here); a wrong code counts a try. */
export async function verifyEmailCode(deps: AppDeps, email: string, code: string): Promise<string> {
  const now = deps.clock.now();
  const address = await deps.db.transaction(async (tx) => {
    await lockKey(tx, `email-code:${email}`);
    if (!(await checkCode(tx, { secret: deps.config.secret, email, code, now }))) return null;
    return emailUserAddress(tx, email, now);
  });
  if (!address) throw unauthorized('Invalid verification code');
  return address;
}

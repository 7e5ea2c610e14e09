// Sign-in contract: wallet proofs (challenge, then signature) and email codes. Shared with the SPA.
import { z } from 'zod';
import { CODE_LENGTH } from './limits.ts';

export const WALLET_KINDS = ['keplr', 'leap', 'metamask', 'magiceden', 'solflare'] as const;
export type ProofWallet = (typeof WALLET_KINDS)[number];

export const CHALLENGE_TTL_MS = 5 * 60 * 1000;
export const EMAIL_CODE_TTL_MS = 10 * 60 * 1000;
export const EMAIL_CODE_MAX_ATTEMPTS = 5;
/** One send per email per this many seconds; the SPA's resend countdown uses the same number. */
export const EMAIL_RESEND_INTERVAL_S = 30;
/** Crockford's base32: 32 symbols without I, L, O, U, so a code read aloud is unambiguous. */
export const EMAIL_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

const address = z.string().trim().min(1).max(128);

export const challengeRequest = z.object({ address, wallet: z.enum(WALLET_KINDS) });
export type ChallengeRequest = z.infer<typeof challengeRequest>;
export const challengeResponseSchema = z.object({ nonce: z.string(), message: z.string(), expiresAt: z.string() });
export type ChallengeResponse = z.infer<typeof challengeResponseSchema>;

export const proofRequest = z.object({
  address,
  wallet: z.enum(WALLET_KINDS),
  nonce: z.string().min(1).max(128),
  /** base64 (Cosmos, Solana) or 0x hex (EIP-191). */
  signature: z.string().min(1).max(1024),
  /** base64 secp256k1 key of a Cosmos wallet; Solana and EVM keys come from the address. */
  publicKey: z.string().max(256).optional(),
});
export type ProofRequest = z.infer<typeof proofRequest>;
export const signedInResponseSchema = z.object({
  success: z.literal(true),
  address: z.string(),
  wallet: z.string(),
  email: z.string().nullish(),
});

export const emailSchema = z.string().trim().toLowerCase().max(254).email();
export const sendCodeRequest = z.object({ email: emailSchema });
export const verifyCodeRequest = z.object({
  email: emailSchema,
  code: z.string().trim().toUpperCase().length(CODE_LENGTH),
});

/** GET /api/session: who the session cookie belongs to, if anyone. */
export const serverSessionSchema = z.discriminatedUnion('signedIn', [
  z.object({ signedIn: z.literal(false) }),
  z.object({ signedIn: z.literal(true), address: z.string(), wallet: z.string(), email: z.string().nullable() }),
]);
export type ServerSession = z.infer<typeof serverSessionSchema>;

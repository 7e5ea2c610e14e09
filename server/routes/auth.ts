// Sign-in endpoints: each reads its request, lets the sign-in service prove the identity, and opens a
// server session (cookie + XSRF token) for it.
import { Hono } from 'hono';
import { clientAddress } from '../client-address.ts';
import { shownAddress, type AppDeps, type AppEnv } from '../deps.ts';
import { validJson } from '../validators.ts';
import { challengeRequest, proofRequest, sendCodeRequest, verifyCodeRequest } from '../contract/auth.ts';
import { openSession } from '../auth/sessions.ts';
import { issueWalletChallenge, proveWallet, sendEmailCode, verifyEmailCode } from '../services/sign-in.ts';

export function authRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();

  routes.post('/auth/challenge', validJson(challengeRequest), async (c) => {
    const request = c.req.valid('json');
    const challenge = await issueWalletChallenge(deps, request, clientAddress(c, deps.config.trustedProxyHops));
    return c.json({ nonce: challenge.nonce, message: challenge.message, expiresAt: challenge.expiresAt.toISOString() });
  });

  routes.post('/auth/verify', validJson(proofRequest), async (c) => {
    const identity = await proveWallet(deps, c.req.valid('json'));
    await openSession(c, deps, identity);
    return c.json({ success: true, ...identity, address: shownAddress(deps, identity.address) });
  });

  routes.post('/send-verification.php', validJson(sendCodeRequest), async (c) => {
    const { email } = c.req.valid('json');
    await sendEmailCode(deps, email, clientAddress(c, deps.config.trustedProxyHops));
    return c.json({ success: true, message: 'Verification code sent' });
  });

  routes.post('/verify-code.php', validJson(verifyCodeRequest), async (c) => {
    const { email, code } = c.req.valid('json');
    const address = await verifyEmailCode(deps, email, code);
    await openSession(c, deps, { address, wallet: 'email', email });
    return c.json({ success: true, address, wallet: 'email', email });
  });

  return routes;
}

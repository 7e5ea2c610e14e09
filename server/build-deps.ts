// Turns the validated environment into the real parts: database, storage, mailer, indexer.
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { mkdir } from 'node:fs/promises';
import type { Env } from './env.ts';
import { systemClock, type AppDeps } from './deps.ts';
import { openPglite, postgresDb, type Db } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { diskStorage } from './services/storage.ts';
import { s3StorageFromUrl } from './services/s3-storage.ts';
import { logMailer, smtpMailer } from './services/mailer.ts';
import { graphqlIndexer } from './services/graphql-indexer.ts';
import { cachedIndexer } from './services/indexer-cache.ts';
import { partnersOn } from './contract/partners.ts';
import { readContentFile } from './content-file.ts';
import { chainOverridesFromEnv, resolveChain } from './chain-config.ts';
import { contractIndexer, withFallback } from './services/contract-indexer.ts';
import type { TokenIndexer } from './services/indexer.ts';
import type { ChainProfile } from '../shared/chains/chain-profile.ts';
import { adminAddressesOn } from './auth/admins.ts';

export async function openDatabase(env: Env, log: AppDeps['config']['log'] = () => undefined): Promise<Db> {
  if (env.DATABASE_URL) {
    return postgresDb(env.DATABASE_URL, {
      poolSize: env.DATABASE_POOL_SIZE,
      statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
      log,
    });
  }
  const dir = resolve(env.DATA_DIR, 'db');
  await mkdir(dir, { recursive: true });
  return openPglite(dir);
}

/** Secure cookies whenever users reach the app over HTTPS, unless COOKIE_SECURE says otherwise. */
export const secureCookies = (env: Pick<Env, 'COOKIE_SECURE' | 'PUBLIC_ORIGIN'>) =>
  env.COOKIE_SECURE ? env.COOKIE_SECURE === 'true' : !!env.PUBLIC_ORIGIN?.startsWith('https:');

export async function buildDeps(env: Env, log: AppDeps['config']['log']): Promise<AppDeps> {
  const content = readContentFile(resolve(env.CONTENT_FILE));
  const partnerOverrides = env.PARTNER_COLLECTIONS ?? content.PARTNER_COLLECTIONS;
  const base = resolveChain({
    chain: env.CHAIN,
    fileOverrides: content.CHAIN,
    envOverrides: chainOverridesFromEnv(env).overrides,
    partners: partnerOverrides,
  });
  const partners = partnersOn(base, partnerOverrides);
  const chain: ChainProfile = { ...base, partnerContracts: Object.fromEntries(partners.map((p) => [p.key, p.contract])) };
  const adminAddresses = adminAddressesOn(chain, env.ADMIN_ADDRESSES);
  const db = await openDatabase(env, log);
  await migrate(db);
  const indexer = cachedIndexer(holdingsIndexer(chain, env.INDEXER_TIMEOUT_MS, log), {
    ttlMs: env.INDEXER_CACHE_MS,
    clock: systemClock,
    log,
  });
  return {
    db,
    storage: env.STORAGE_URL ? s3StorageFromUrl(env.STORAGE_URL) : diskStorage(join(env.DATA_DIR, 'uploads')),
    mailer: env.SMTP_URL ? smtpMailer(env.SMTP_URL, env.MAIL_FROM) : logMailer(log),
    indexer,
    clock: systemClock,
    config: {
      secret: env.SESSION_SECRET ?? randomBytes(32).toString('hex'),
      chain,
      adminAddresses,
      cookieSecure: secureCookies(env),
      staticDir: resolve(env.STATIC_DIR),
      allowedOrigins: env.PUBLIC_ORIGIN ? [env.PUBLIC_ORIGIN] : [],
      publicOrigin: env.PUBLIC_ORIGIN,
      challengeLimits: { perAddressPerMinute: env.CHALLENGES_PER_ADDRESS_MINUTE, perClientPerMinute: env.CHALLENGES_PER_CLIENT_MINUTE },
      maxFileBytes: env.MAX_FILE_BYTES,
      pinata: env.PINATA_JWT ? { jwt: env.PINATA_JWT, uploadUrl: env.PINATA_UPLOAD_URL } : undefined,
      trustedProxyHops: env.TRUSTED_PROXY_HOPS,
      partners,
      content: { tutorialVideos: content.TUTORIAL_VIDEOS, xmasWinners: content.XMAS_WINNERS },
      emailLimits: { perEmailPerHour: env.EMAIL_CODES_PER_EMAIL_HOUR, perClientPerHour: env.EMAIL_CODES_PER_CLIENT_HOUR },
      log,
    },
  };
}

/** The indexer when the profile has one, falling back to the contracts; the contracts alone otherwise. */
function holdingsIndexer(chain: ChainProfile, timeoutMs: number, log: AppDeps['config']['log']): TokenIndexer {
  const direct = contractIndexer({ rest: chain.rest, prefix: chain.bech32Prefix, timeoutMs });
  if (!chain.indexerUrl) return direct;
  return withFallback(graphqlIndexer({ url: chain.indexerUrl, prefix: chain.bech32Prefix, timeoutMs, log }), direct, log);
}

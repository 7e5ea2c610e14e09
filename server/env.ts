// Environment of the API server, validated once at start so a bad value fails fast with a clear message.
import { z } from 'zod';
import { partnerCollectionsEnv } from './contract/partners.ts';
import { SOCKET_IDLE_TIMEOUT_MS } from './connection-guard.ts';
import { BODY_TIMEOUT_MS, UPLOAD_MIN_BYTES_PER_S } from './request-deadline.ts';
import { CHAIN_KEYS } from '../shared/chains/chain-profile.ts';
import { DEFAULT_CHAIN } from '../shared/chains/profiles.ts';
import { CHAIN_VARIABLES, chainOverridesFromEnv } from './chain-config.ts';
import { PINATA_UPLOAD_URL } from './contract/launch.ts';

/** CHAIN_* overrides of the profile's fields, checked in superRefine below (docs/configuration.md). */
const chainVariables = Object.fromEntries(CHAIN_VARIABLES.map((v) => [v, z.string().optional()])) as Record<
  (typeof CHAIN_VARIABLES)[number],
  z.ZodOptional<z.ZodString>
>;

const schema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(8787),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    STATIC_DIR: z.string().default('dist'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres://user:password@host:port/database URL')
      .optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().default('Traitforge <no-reply@traitforge.app>'),
    /** The chain profile (shared/chains/profiles.ts); every field may be overridden below. */
    CHAIN: z.enum(CHAIN_KEYS).default(DEFAULT_CHAIN),
    ...chainVariables,
    /** The older name of CHAIN_INDEXER_URL; the profile's indexer when neither is set. */
    INDEXER_URL: z.string().optional(),
    INDEXER_TIMEOUT_MS: z.coerce.number().int().min(100).default(3000),
    INDEXER_CACHE_MS: z.coerce.number().int().min(0).default(30_000),
    SESSION_SECRET: z.string().min(32).optional(),
    ADMIN_ADDRESSES: z.string().default(''),
    PARTNER_COLLECTIONS: partnerCollectionsEnv,
    /** Partners, tutorial videos and Christmas winners (docs/content.md); PARTNER_COLLECTIONS above wins. */
    CONTENT_FILE: z.string().default('content.json'),
    PUBLIC_ORIGIN: z.string().url().optional(),
    COOKIE_SECURE: z.enum(['true', 'false']).optional(),
    EMAIL_CODES_PER_EMAIL_HOUR: z.coerce.number().int().min(1).default(5),
    EMAIL_CODES_PER_CLIENT_HOUR: z.coerce.number().int().min(1).default(20),
    CHALLENGES_PER_ADDRESS_MINUTE: z.coerce.number().int().min(1).default(10),
    CHALLENGES_PER_CLIENT_MINUTE: z.coerce.number().int().min(1).default(60),
    TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
    /** Tests shorten it; production keeps the documented constant. */
    SOCKET_IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).default(SOCKET_IDLE_TIMEOUT_MS),
    /** A body other than an upload must be whole this long after its headers; an upload's first seconds. */
    BODY_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(BODY_TIMEOUT_MS),
    /** The average an upload must keep after BODY_TIMEOUT_MS (bytes per second). */
    UPLOAD_MIN_BYTES_PER_S: z.coerce
      .number()
      .int()
      .min(100)
      .max(100 * 1024 * 1024)
      .default(UPLOAD_MIN_BYTES_PER_S),
    STORAGE_URL: z
      .string()
      .regex(/^s3:\/\/[a-z0-9][a-z0-9.-]{1,62}(\?\S*)?$/, 'must be s3://bucket or s3://bucket?endpoint=https://host:port&region=...')
      .optional(),
    MAX_FILE_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(10 * 1024 * 1024),
    LOG_LEVEL: z.enum(['silent', 'info']).default('info'),
    /** The deployment's Pinata key (a JWT allowed to sign uploads): the launch then pins without the artist's. */
    PINATA_JWT: z.string().min(20).optional(),
    PINATA_UPLOAD_URL: z.string().url().default(PINATA_UPLOAD_URL),
  })
  .superRefine((env, ctx) => {
    for (const issue of chainOverridesFromEnv(env).issues) ctx.addIssue({ code: 'custom', path: [issue.variable], message: issue.message });
    // Email-code HMACs made by one process are checked by another: a random per-process key would
    // reject codes whenever the load balancer picks a different process.
    if (env.DATABASE_URL && !env.SESSION_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'must be set (32+ characters, the same on every server process) when DATABASE_URL points at PostgreSQL',
      });
    }
  });

export type Env = z.infer<typeof schema>;

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

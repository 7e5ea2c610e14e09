// What the server is built from: every outside part is injected so tests run the real app on real parts.
import type { Db } from './db/client.ts';
import type { Storage } from './services/storage.ts';
import type { Mailer } from './services/mailer.ts';
import type { Indexer } from './services/indexer.ts';
import type { PartnerCollection } from './contract/partners.ts';
import type { TutorialKey, XmasWinner } from './contract/content.ts';
import type { ChainProfile } from '../shared/chains/chain-profile.ts';
import type { PinataAccount } from './services/pinata-sign.ts';
import { CHAIN_PROFILES, DEFAULT_CHAIN } from '../shared/chains/profiles.ts';
import { displayAddress } from '../shared/chains/account.ts';

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export interface AppConfig {
  /** HMAC key for email codes; random per process when not configured (codes then die with it). */
  secret: string;
  adminAddresses: string[];
  /** Send cookies with Secure (behind HTTPS). */
  cookieSecure: boolean;
  /** Folder of the built SPA, served at '/'; absent in API-only tests. */
  staticDir?: string;
  /** Origins allowed besides the origin the request was served on (e.g. the Vite dev server). */
  allowedOrigins: string[];
  /** PUBLIC_ORIGIN: where users reach the app; names the domain in signed challenges. */
  publicOrigin?: string;
  /** Wallet challenges per address and per client IP per minute; defaults in services/sign-in.ts. */
  challengeLimits?: { perAddressPerMinute: number; perClientPerMinute: number };
  /** The chain the users are on (CHAIN and its overrides); Stargaze's profile when absent. */
  chain?: ChainProfile;
  /** Partner collections with their contract addresses; those of the chain's profile when absent. */
  partners?: readonly PartnerCollection[];
  /** Tutorial video ids and Christmas winners from the content file; placeholders when absent. */
  content?: { tutorialVideos?: Record<TutorialKey, string>; xmasWinners?: XmasWinner[] };
  /** Hourly caps on verification mails per email and per client IP; defaults in services/sign-in.ts. */
  emailLimits?: { perEmailPerHour: number; perClientPerHour: number };
  /** Proxies in front of the app whose X-Forwarded-For entries name the client (0: the connection's address). */
  trustedProxyHops?: number;
  /** The deployment's Pinata account (PINATA_JWT), which signs upload URLs for the launch; none when absent. */
  pinata?: PinataAccount;
  /** Largest collection file accepted (bytes); DEFAULT_MAX_FILE_BYTES when absent. */
  maxFileBytes?: number;
  log: (line: Record<string, unknown>) => void;
}

/** The chain profile in force. */
export const chainOf = (deps: Pick<AppDeps, 'config'>): ChainProfile => deps.config.chain ?? CHAIN_PROFILES[DEFAULT_CHAIN];

/** A stored address as people see it: a Cosmos account under the active chain's prefix. */
export const shownAddress = (deps: Pick<AppDeps, 'config'>, stored: string): string => displayAddress(stored, chainOf(deps).bech32Prefix);

export interface AppDeps {
  db: Db;
  storage: Storage;
  mailer: Mailer;
  indexer: Indexer;
  clock: Clock;
  config: AppConfig;
}

export interface Session {
  address: string;
  wallet: string;
  email: string | null;
  xsrfToken: string;
}

export type AppEnv = {
  Variables: {
    session: Session | null;
  };
};

// Which app the e2e run drives: the local e2e stack (the built app on the real server, with the fake
// chain indexer and the SMTP capture beside it), or any running instance given as BASE_URL, where only
// what a browser can do is available.
import { E2E_PORT } from './ports.ts';

export const REMOTE_BASE_URL = process.env.BASE_URL;
export const BASE_URL = REMOTE_BASE_URL ?? `http://localhost:${E2E_PORT}`;

export const NEEDS_LOCAL_STACK = {
  indexer: 'sets holdings on the fake chain indexer of the local e2e stack; BASE_URL points at an instance with its own indexer',
  mail: 'reads the mail the app sends from the SMTP capture of the local e2e stack; BASE_URL points at an instance that mails for real',
} as const;

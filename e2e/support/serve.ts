// The e2e stack: the built app on the real server, a fresh temporary data directory, and the fakes
// at the edges (chain indexer, SMTP) on loopback ports.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { E2E_PORT, FAKE_INDEXER_PORT, FAKE_PINNING_PORT, SMTP_PORT } from './ports.ts';
import { PINATA_KEY } from '../fixtures/fake-pinning.ts';
import { startFakeIndexer } from '../fixtures/fake-indexer.ts';
import { TEST_PARTNER_CONTRACTS, TEST_PARTNERS } from '../fixtures/test-partners.ts';
import { startSmtpCapture } from './smtp-capture.ts';

const indexer = await startFakeIndexer({ port: FAKE_INDEXER_PORT, partners: TEST_PARTNERS });
await startSmtpCapture(SMTP_PORT);

const dataDir = mkdtempSync(join(tmpdir(), 'traitforge-e2e-'));
const server = spawn('npx', ['tsx', 'server/index.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(E2E_PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    STATIC_DIR: process.env.STATIC_DIR ?? 'dist',
    LOG_LEVEL: 'silent',
    INDEXER_URL: indexer.url,
    // Tests change holdings mid-test; the app must see them at once.
    INDEXER_CACHE_MS: '0',
    PARTNER_COLLECTIONS: JSON.stringify(TEST_PARTNER_CONTRACTS),
    SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    // Every e2e test signs in from the same address; only the per-email resend interval stays real.
    EMAIL_CODES_PER_EMAIL_HOUR: '1000',
    EMAIL_CODES_PER_CLIENT_HOUR: '100000',
    CHALLENGES_PER_ADDRESS_MINUTE: '100000',
    CHALLENGES_PER_CLIENT_MINUTE: '100000',
    // The deployment's Pinata account: the launch specs start the fake Pinata on this port.
    PINATA_JWT: PINATA_KEY,
    PINATA_UPLOAD_URL: `http://127.0.0.1:${FAKE_PINNING_PORT}/v3`,
  },
});

const stop = () => {
  server.kill('SIGTERM');
};
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

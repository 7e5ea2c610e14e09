// Loopback ports of the e2e stack (the app server and the fakes it talks to); overridable so that
// several e2e runs can share a machine.
const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

export const E2E_PORT = port('E2E_PORT', 8790);
export const FAKE_INDEXER_PORT = port('FAKE_INDEXER_PORT', 8791);
export const SMTP_PORT = port('SMTP_PORT', 8792);
/** The launch's fakes: a pinning service (Pinata's API and a gateway) and a chain node (RPC and REST). */
export const FAKE_PINNING_PORT = port('FAKE_PINNING_PORT', 8793);
export const FAKE_CHAIN_PORT = port('FAKE_CHAIN_PORT', 8794);
/** The fake Filebase: its S3 API and its gateway. */
export const FAKE_FILEBASE_PORT = port('FAKE_FILEBASE_PORT', 8795);

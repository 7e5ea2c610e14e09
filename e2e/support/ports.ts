// Fixed loopback ports of the e2e stack (the app server and the fakes it talks to).
export const E2E_PORT = 8790;
export const FAKE_INDEXER_PORT = 8791;
export const SMTP_PORT = 8792;

// Every endpoint of SPEC.md section 7 and every one we added (server/routes/*.ts), each with a request
// that would succeed for Bob: attacks vary one thing (no session, no XSRF, foreign origin...) and must fail.
import { pngBytes } from '../test/images.ts';
import { formOf, png, starsAddress, type World } from './attack-world.ts';

export interface Endpoint {
  method: 'GET' | 'POST' | 'DELETE';
  path: (w: World) => string;
  /** A fresh body each call (a FormData or a JSON value). */
  body?: (w: World) => FormData | Record<string, unknown>;
  /** Only the support desk may call it. */
  admin?: true;
  /** The body is ignored (a read over POST, sign-out), so its content type does not matter. */
  bodyIgnored?: true;
}

const coverForm = (name: string) => formOf({ name, description: 'd', coverPhoto: png('c.png', pngBytes(3, 3)) });

/** Endpoints that need a session. */
export const SESSION_ENDPOINTS: Record<string, Endpoint> = {
  'GET api.php': { method: 'GET', path: () => 'api.php' },
  'GET api.php?id': { method: 'GET', path: (w) => `api.php?id=${w.bobCollection}` },
  'POST api.php': { method: 'POST', path: () => 'api.php', body: () => ({}), bodyIgnored: true },
  'POST add_collection.php': { method: 'POST', path: () => 'add_collection.php', body: () => coverForm('New') },
  'POST edit_collection.php': {
    method: 'POST',
    path: () => 'edit_collection.php',
    body: (w) => formOf({ id: String(w.bobCollection), name: 'Renamed' }),
  },
  'POST delete_collection.php': { method: 'POST', path: () => 'delete_collection.php', body: (w) => ({ id: w.bobCollection }) },
  'GET covers/{owner}/{file}': { method: 'GET', path: (w) => w.bobCoverPath },
  'GET get_collection.php': { method: 'GET', path: (w) => `get_collection.php?collectionId=${w.bobCollection}` },
  'GET check_ownership.php': { method: 'GET', path: (w) => `check_ownership.php?collectionId=${w.bobCollection}` },
  'GET get_files.php': { method: 'GET', path: (w) => `get_files.php?collectionId=${w.bobCollection}` },
  'POST upload_file.php': {
    method: 'POST',
    path: () => 'upload_file.php',
    body: (w) => formOf({ collectionId: String(w.bobCollection), 'files[]': png('9.png') }),
  },
  'POST delete_file.php': {
    method: 'POST',
    path: () => 'delete_file.php',
    body: (w) => ({ collectionId: w.bobCollection, fileName: w.bobFileName }),
  },
  'GET uploads/collections/...': { method: 'GET', path: (w) => `uploads/collections/${w.bob}/${w.bobCollection}/${w.bobFileName}` },
  'GET get_traits.php': { method: 'GET', path: (w) => `get_traits.php?collectionId=${w.bobCollection}` },
  'GET get_assigned_traits.php': { method: 'GET', path: (w) => `get_assigned_traits.php?collectionId=${w.bobCollection}` },
  'POST add_main_trait.php': {
    method: 'POST',
    path: () => 'add_main_trait.php',
    body: (w) => ({ collection_id: w.bobCollection, trait_name: 'Hat' }),
  },
  'POST add_trait_value.php': {
    method: 'POST',
    path: () => 'add_trait_value.php',
    body: (w) => ({ main_trait_id: w.bobTraitId, value: 'Blue' }),
  },
  'POST del_main_trait.php': { method: 'POST', path: () => 'del_main_trait.php', body: (w) => ({ trait_id: w.bobTraitId }) },
  'POST del_trait_value.php': { method: 'POST', path: () => 'del_trait_value.php', body: (w) => ({ value_id: w.bobValueId }) },
  'POST trait_to_file.php': {
    method: 'POST',
    path: () => 'trait_to_file.php',
    body: (w) => ({ file_id: w.bobFileIds[1], value_id: w.bobValueId }),
  },
  'POST trait_to_file.php (batch)': {
    method: 'POST',
    path: () => 'trait_to_file.php',
    body: (w) => ({ assignments: [{ file_id: w.bobFileIds[2], value_id: w.bobValueId }] }),
  },
  'POST remove_trait_from_file.php': {
    method: 'POST',
    path: () => 'remove_trait_from_file.php',
    body: (w) => ({ file_id: w.bobFileIds[0], value_id: w.bobValueId }),
  },
  'GET fetch.php': { method: 'GET', path: (w) => `fetch.php?stars=${w.bob}` },
  'GET select_borrow.php': { method: 'GET', path: (w) => `select_borrow.php?walletAdd=${w.bob}` },
  'POST add_borrow.php': { method: 'POST', path: () => 'add_borrow.php', body: () => ({ address: starsAddress(), credits: 1 }) },
  'DELETE delete_borrow.php': { method: 'DELETE', path: () => 'delete_borrow.php', body: (w) => ({ id: w.bobBorrowId }) },
  'GET get-tickets.php': { method: 'GET', path: () => 'get-tickets.php' },
  'GET ticket-image.php': { method: 'GET', path: (w) => `ticket-image.php?id=${w.bobTicketImageId}` },
  'POST create-ticket.php': { method: 'POST', path: () => 'create-ticket.php', body: () => formOf({ title: 'T', description: 'D' }) },
  'POST reply-ticket.php': { method: 'POST', path: () => 'reply-ticket.php', body: (w) => ({ ticketId: w.bobTicketId, message: 'Hi' }) },
  'POST update-ticket-status.php': {
    method: 'POST',
    path: () => 'update-ticket-status.php',
    body: (w) => ({ ticketId: w.bobTicketId, status: 'closed' }),
    admin: true,
  },
  'POST submit_application.php': { method: 'POST', path: () => 'submit_application.php', body: () => formOf({ name: 'P', twitter: '@p' }) },
  'POST create-proposal.php': {
    method: 'POST',
    path: () => 'create-proposal.php',
    body: () => ({ title: 'P', closesAt: '2026-02-01T00:00:00Z' }),
    admin: true,
  },
  'POST vote.php': { method: 'POST', path: () => 'vote.php', body: () => ({ proposalId: 1, choice: 'yes' }) },
};

/** State-changing endpoints open to visitors (sign-in); the CSRF check covers them too. */
export const PUBLIC_MUTATIONS: Record<string, Endpoint> = {
  'POST auth/challenge': { method: 'POST', path: () => 'auth/challenge', body: () => ({ address: starsAddress(), wallet: 'keplr' }) },
  'POST auth/verify': {
    method: 'POST',
    path: () => 'auth/verify',
    body: (w) => ({ address: w.bob, wallet: 'keplr', nonce: 'a'.repeat(32), signature: 'AAAA' }),
  },
  'POST send-verification.php': { method: 'POST', path: () => 'send-verification.php', body: () => ({ email: 'victim@example.com' }) },
  'POST verify-code.php': { method: 'POST', path: () => 'verify-code.php', body: () => ({ email: 'victim@example.com', code: 'ABCDEF' }) },
  'POST logout': { method: 'POST', path: () => 'logout', body: () => ({}), bodyIgnored: true },
};

export function send(w: World, e: Endpoint, headers: Record<string, string>, init: { contentType?: string } = {}) {
  const body = e.body?.(w);
  const h: Record<string, string> = { ...headers };
  let payload: BodyInit | undefined;
  if (init.contentType && body !== undefined) {
    // What a plain HTML form (or a no-cors fetch) can send cross-site without a preflight.
    payload = body instanceof FormData ? 'name=x&id=1' : JSON.stringify(body);
    h['content-type'] = init.contentType;
  } else if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    payload = JSON.stringify(body);
    h['content-type'] = 'application/json';
  }
  return w.t.app.request(`/api/${e.path(w)}`, { method: e.method, headers: h, body: payload });
}

export const isMutation = (e: Endpoint) => e.method !== 'GET';

// Which images base URIs the exports and "Update image URIs" accept: `ipfs://<cid>/`, a bare CID,
// `ar://<id>/` or an `https://` base. Anything else once became `ipfs://not a uri at all/1.png` in
// every file, reported as done; now it is refused with the reason, and nothing is written.
import { CID } from 'multiformats/cid';

const ACCEPTED = 'use ipfs://<CID>/, a bare CID, ar://<id>/ or an https:// base URI';
/** An Arweave transaction or manifest id: 32 bytes in base64url. */
const ARWEAVE_ID = /^[A-Za-z0-9_-]{43}$/;

const isCid = (text: string) => {
  try {
    CID.parse(text);
    return true;
  } catch {
    return false;
  }
};

/** Why the base cannot be used, or null when it can (an empty base is for the caller to judge). */
export function baseUriProblem(base: string): string | null {
  const trimmed = base.trim();
  if (!trimmed) return null;
  if (/\s/.test(trimmed)) return `"${trimmed}" has spaces in it: ${ACCEPTED}`;
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(trimmed)?.[1]?.toLowerCase();
  const [head = ''] = trimmed.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').split('/');
  if (scheme === undefined) return isCid(head) ? null : `"${trimmed}" is neither a CID nor a URI: ${ACCEPTED}`;
  if (scheme === 'ipfs') return isCid(head) ? null : `"${head}" after ipfs:// is not a CID: ${ACCEPTED}`;
  if (scheme === 'ar') return ARWEAVE_ID.test(head) ? null : `"${head}" after ar:// is not an Arweave id (43 characters): ${ACCEPTED}`;
  if (scheme === 'https') return URL.canParse(trimmed) && head.includes('.') ? null : `"${trimmed}" is not a web address: ${ACCEPTED}`;
  if (scheme === 'http') return `http:// is refused: marketplaces load images over https; ${ACCEPTED}`;
  return `${scheme}:// is not a place marketplaces read images from: ${ACCEPTED}`;
}

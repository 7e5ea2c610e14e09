import { describe, expect, it } from 'vitest';
import { baseUriProblem } from './base-uri.ts';

const CID_V1 = 'bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi';
const CID_V0 = 'QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG';
const AR_ID = 'bNbA3TEQVL60xlgCcqdz4ZPHFZ711cZ3hmkpGttDt_U';

describe('baseUriProblem', () => {
  it.each([
    `ipfs://${CID_V1}/`,
    `ipfs://${CID_V1}`,
    `ipfs://${CID_V0}/images/`,
    CID_V1,
    CID_V0,
    `ar://${AR_ID}/`,
    'https://example.com/nft/images/',
    '',
  ])('accepts %j', (base) => expect(baseUriProblem(base)).toBeNull());

  it.each([
    ['not a uri at all', '"not a uri at all" has spaces in it'],
    ['notacid', '"notacid" is neither a CID nor a URI'],
    ['ipfs://bafyfolder', '"bafyfolder" after ipfs:// is not a CID'],
    ['ar://short', '"short" after ar:// is not an Arweave id'],
    ['http://example.com/images', 'http:// is refused'],
    ['https://localhost', '"https://localhost" is not a web address'],
    ['ftp://example.com', 'ftp:// is not a place marketplaces read images from'],
  ])('refuses %j, saying why', (base, why) => {
    expect(baseUriProblem(base)).toContain(why);
    expect(baseUriProblem(base)).toContain('use ipfs://<CID>/, a bare CID, ar://<id>/ or an https:// base URI');
  });
});

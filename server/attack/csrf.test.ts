// Cross-site requests: every state-changing endpoint, signed in as its owner with an otherwise valid
// request, refuses a missing or wrong XSRF header, another session's token, a foreign or opaque Origin
// and Sec-Fetch-Site: cross-site (403), and a text/plain body, the one a plain HTML form can send (415).
import { describe } from 'vitest';
import { attackTable, useWorld, type Attack, type Headers, type World } from './attack-world.ts';
import { isMutation, PUBLIC_MUTATIONS, send, SESSION_ENDPOINTS, type Endpoint } from './endpoints.ts';

const world = useWorld();
const without = (h: Headers, name: string) => Object.fromEntries(Object.entries(h).filter(([k]) => k !== name));

const VARIANTS: Array<[string, number, (w: World, own: Headers) => Headers]> = [
  ['no XSRF header', 403, (_w, own) => without(own, 'x-xsrf-token')],
  ['an empty XSRF header', 403, (_w, own) => ({ ...own, 'x-xsrf-token': '' })],
  ['a wrong XSRF header', 403, (_w, own) => ({ ...own, 'x-xsrf-token': 'forged-token' })],
  ["the attacker's own XSRF token", 403, (w, own) => ({ ...own, 'x-xsrf-token': w.asAlice['x-xsrf-token']! })],
  ['header and cookie both forged', 403, (_w, own) => ({ ...own, cookie: `${own.cookie}; XSRF-TOKEN=forged`, 'x-xsrf-token': 'forged' })],
  ['a cross-site Origin', 403, (_w, own) => ({ ...own, origin: 'https://evil.example' })],
  ['Origin null (sandboxed frame)', 403, (_w, own) => ({ ...own, origin: 'null' })],
  ['a look-alike Origin', 403, (_w, own) => ({ ...own, origin: 'http://localhost.evil.example' })],
  ['the https scheme where the app is served over http', 403, (_w, own) => ({ ...own, origin: 'https://localhost' })],
  ['an ftp Origin of the same host', 403, (_w, own) => ({ ...own, origin: 'ftp://localhost' })],
  ['another port of the same host', 403, (_w, own) => ({ ...own, origin: 'http://localhost:8081' })],
  ['Sec-Fetch-Site: cross-site', 403, (_w, own) => ({ ...own, 'sec-fetch-site': 'cross-site' })],
];

function attacks(endpoints: Record<string, Endpoint>, userOf: (w: World) => Headers): Attack[] {
  return Object.entries(endpoints)
    .filter(([, e]) => isMutation(e))
    .flatMap(([name, e]): Attack[] => {
      const headersOf = (w: World) => (e.admin ? w.asAdmin : userOf(w));
      return [
        ...VARIANTS.map(([variant, status, h]): Attack => [`${name} with ${variant}`, status, (w) => send(w, e, h(w, headersOf(w)))]),
        ...(e.bodyIgnored
          ? []
          : [[`${name} with a text/plain body`, 415, (w) => send(w, e, headersOf(w), { contentType: 'text/plain' })] as Attack]),
      ];
    });
}

describe('signed in as the owner', () => {
  attackTable(
    attacks(SESSION_ENDPOINTS, (w) => w.asBob),
    world,
  );
});

describe('sign-in endpoints, as a visitor', () => {
  attackTable(
    attacks(PUBLIC_MUTATIONS, (w) => w.t.anonymous()),
    world,
  );
});

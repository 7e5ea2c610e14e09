// A compose worker: draws, encodes and stores one lane of a generation behind the ComposeApi contract.
// Kept apart from the engine worker so that it boots with only what composing needs.
import { expose, transfer } from 'comlink';
import type { ComposeApi } from '../core/protocol.ts';
import { composeSession } from './composite/compose-session.ts';
import { printBuffers } from '../core/curation/composed-prints.ts';

const api: ComposeApi = {
  openPack: (file) => composeSession.openPack(file),
  startCompose: (session) => composeSession.start(session),
  prepareEdit: (combinations) => composeSession.prepareEdit(combinations),
  async compose(jobs) {
    const answer = await composeSession.compose(jobs);
    return transfer(answer, [answer.stored.buffer as ArrayBuffer, ...printBuffers(answer.prints)]);
  },
  endCompose: async () => composeSession.end(),
};

expose(api);

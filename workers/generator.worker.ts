// The generator's worker: the planner (pure, core/plan) and one-off previews run here, so that
// planning 10 000 tokens never blocks the page.
import { expose, transfer } from 'comlink';
import type { GeneratorApi } from '../core/protocol.ts';
import { countCombinations } from '../core/plan/plan-collection.ts';
import { countTree, planAny } from '../core/plan/plan-tree.ts';
import { closeLayers, decodeLayers } from './composite/layer-cache.ts';
import { Compositor, drawnImages } from './composite/compositor.ts';
import { tokenGif } from './animation/token-gif.ts';
import { rarityCsvText, setRarity } from '../core/export/rarity-report.ts';
import { ratePlan } from '../core/plan/rated-plan.ts';
import { reroll } from '../core/plan/reroll.ts';
import { rerollSelection } from '../core/plan/reroll-selection.ts';
import { lookAlikeReroll } from '../core/plan/look-alike-reroll.ts';

const api: GeneratorApi = {
  plan: async (input, oneOfOnes) => {
    const rated = ratePlan(input, planAny(input), oneOfOnes);
    return rated.ok ? transfer(rated, [rated.rows.digits.buffer]) : rated;
  },
  count: async (layers, rules, templates) => (templates ? countTree(layers, templates) : countCombinations(layers, rules).valid),
  rarity: async (layers, rows, oneOfOnes) => setRarity(layers, rows, oneOfOnes),
  reroll: async (request) => reroll(request),
  rerollSelection: async (request) => rerollSelection(request),
  lookAlikeReroll: async (request) => lookAlikeReroll(request),
  rarityCsv: async (layers, rows, oneOfOnes, method) => rarityCsvText(layers, rows, oneOfOnes, method),
  async preview(session, digits) {
    // The encoder (with its WebAssembly, about 90 kB) loads with the first preview, not with the planner.
    const { encodePng } = await import('../core/png/png-encode.ts');
    const decoded = await decodeLayers(drawnImages(session), session);
    try {
      const compositor = new Compositor(decoded, session);
      const pixels = compositor.draw(digits);
      // Encoded as a run encodes its images (without "Optimise PNG size").
      const still = new Blob([encodePng(pixels)], { type: 'image/png' });
      // An animated collection's token moves in its preview: its GIF, as a run makes it.
      if (!session.animation || !compositor.moves(digits)) return { still };
      // gifenc writes into an ArrayBuffer of its own.
      const gif = tokenGif(compositor, digits, pixels, session.animation) as Uint8Array<ArrayBuffer>;
      return { still, animation: new Blob([gif], { type: 'image/gif' }) };
    } finally {
      closeLayers(decoded);
    }
  },
};

expose(api);

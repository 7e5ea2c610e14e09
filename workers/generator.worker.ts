// The generator's worker: the planner (pure, core/plan) and one-off previews run here, so that
// planning 10 000 tokens never blocks the page.
import { expose, transfer } from 'comlink';
import type { GeneratorApi } from '../core/protocol.ts';
import { countCombinations } from '../core/plan/plan-collection.ts';
import { countTree, planAny } from '../core/plan/plan-tree.ts';
import { closeLayers, decodeLayers } from './composite/layer-cache.ts';
import { Compositor, drawnImages } from './composite/compositor.ts';
import { rarityCsvText, setRarity } from '../core/export/rarity-report.ts';
import { ratePlan } from '../core/plan/rated-plan.ts';
import { reroll } from '../core/plan/reroll.ts';
import { rerollSelection } from '../core/plan/reroll-selection.ts';

const api: GeneratorApi = {
  plan: async (input, oneOfOnes) => {
    const rated = ratePlan(input, planAny(input), oneOfOnes);
    return rated.ok ? transfer(rated, [rated.rows.digits.buffer]) : rated;
  },
  count: async (layers, rules, templates) => (templates ? countTree(layers, templates) : countCombinations(layers, rules).valid),
  rarity: async (layers, rows, oneOfOnes) => setRarity(layers, rows, oneOfOnes),
  reroll: async (request) => reroll(request),
  rerollSelection: async (request) => rerollSelection(request),
  rarityCsv: async (layers, rows, oneOfOnes, method) => rarityCsvText(layers, rows, oneOfOnes, method),
  async preview(session, digits) {
    // The encoder (with its WebAssembly, about 90 kB) loads with the first preview, not with the planner.
    const { encodePng } = await import('../core/png/png-encode.ts');
    const decoded = await decodeLayers(drawnImages(session), session);
    try {
      // Encoded as a run encodes its images (without "Optimise PNG size").
      return new Blob([encodePng(new Compositor(decoded, session).draw(digits))], { type: 'image/png' });
    } finally {
      closeLayers(decoded);
    }
  },
};

expose(api);

import { beforeEach, describe, expect, it } from 'vitest';
import { collectionInput } from '@core/plan/tree-input';
import { planInProcess } from '@/engine/in-process.test-helpers';
import type { LayerCounts } from '@core/protocol';
import { generatorSettingsOf, useGeneratorSettings } from '../stores/generator-settings-store';
import { templatesSettingOf, useTemplatesStore } from '../stores/templates-store';
import { useTraitGroupsStore, type TraitGroup } from '../stores/trait-groups-store';
import { validSettings } from '../stores/generator-settings-schema';
import { applyNearestCounts } from './apply-nearest-counts';

const group = (id: number, name: string, values: string[]): TraitGroup => ({
  id,
  name,
  files: values.map((v) => ({ id: `${name}-${v}`, name: `${v}.png` })),
  traitValues: Object.fromEntries(values.map((v) => [`${v}.png`, v])),
});

// Human 3 : Alien 1 sharing Background and Eyes. Red weighs 10 but goes only with a Bald head, which
// Alien lacks: Human cannot have its share of Red, Alien has no Red at all.
const groups = [
  group(1, 'Background', ['Red', 'Blue', 'Green', 'Gold']),
  group(2, 'Head', ['Bald', 'Curly', 'Long']),
  group(3, 'Eyes', ['Open', 'Closed', 'Wink', 'Shut']),
  group(4, 'Alien Head', ['Squid', 'Antenna']),
];

const plan = (size = 40) =>
  planInProcess(
    collectionInput(groups, generatorSettingsOf(useGeneratorSettings.getState()), templatesSettingOf(useTemplatesStore.getState()), size),
    [],
  );

const countsOf = (counts: readonly LayerCounts[], name: string) => counts.find((c) => c.name === name)!.values.map((v) => v.count);

beforeEach(() => {
  useTraitGroupsStore.setState({ groups });
  useTemplatesStore.setState({
    typeTrait: true,
    templates: [
      { id: 7, name: 'Human', weight: 3, layers: [1, 2, 3] },
      { id: 9, name: 'Alien', weight: 1, layers: [1, 4, 3] },
    ],
  });
  useGeneratorSettings.setState({
    size: 40,
    seed: 'nearest',
    weights: { 'Background-Red': 10 },
    rules: [{ kind: 'only', a: 'Background-Red', b: 'Head-Bald' }],
    counts: undefined,
  });
});

describe('the nearest feasible counts with templates', () => {
  it('are kept per template and make the refused template plannable, each template with its own counts', async () => {
    const refused = await plan();
    if (refused.ok) throw new Error('expected a refusal');
    expect(refused.problems.join(' ')).toMatch(/^Human: /);
    const nearest = refused.nearest!;
    applyNearestCounts(nearest);
    const accepted = useGeneratorSettings.getState().counts!;
    expect(accepted.tokens).toBe(40);
    // Only the refused template's counts, under its id: Background counted apart from Alien's.
    expect(Object.keys(accepted.templates!)).toEqual(['7']);
    expect(accepted.templates!['7']!.values['Background-Red']).toBe(countsOf(nearest, 'Human: Background')[0]);

    const planned = await plan();
    if (!planned.ok) throw new Error(planned.problems.join(' '));
    for (const layer of ['Human: Background', 'Human: Head', 'Human: Eyes'])
      expect(countsOf(planned.counts, layer), layer).toEqual(countsOf(nearest, layer));
    expect(countsOf(planned.counts, 'Type')).toEqual([30, 10]);
    // Alien keeps its weights' shares: no Red (only with a Bald head it has not), 10 over the others.
    expect(countsOf(planned.counts, 'Alien: Background')).toEqual([0, 4, 3, 3]);
    // They survive a reload (validated like every stored setting) and apply only at the size they are for.
    expect(
      validSettings(
        JSON.parse(JSON.stringify(generatorSettingsOf(useGeneratorSettings.getState()))),
        generatorSettingsOf(useGeneratorSettings.getState()),
      ).counts,
    ).toEqual(accepted);
    useGeneratorSettings.setState({ size: 41 });
    expect((await plan(41)).ok).toBe(false);
  });

  it('accepted for one template, keep those of another accepted before', async () => {
    useGeneratorSettings.setState({ counts: { tokens: 40, values: {}, none: {}, templates: { '9': { values: { x: 1 }, none: {} } } } });
    const refused = await plan();
    if (refused.ok) throw new Error('expected a refusal');
    applyNearestCounts(refused.nearest!);
    expect(Object.keys(useGeneratorSettings.getState().counts!.templates!).sort()).toEqual(['7', '9']);
  });
});

import { describe, expect, it } from 'vitest';
import { renderTemplate, templatedDescription, templatedName, type TokenContext } from './template-render.ts';
import { templateProblems } from './template-check.ts';
import { metadataItem } from '../export/metadata.ts';
import { exportMetadata } from '../export/export-metadata.ts';

const collection = { name: 'Blocks', description: 'Coloured squares' };
const hatted: TokenContext = {
  collection,
  n: 7,
  rank: 2,
  traits: [
    ['Background', 'Red'],
    ['Hat', 'Cap'],
  ],
};
const bare: TokenContext = {
  collection,
  n: 8,
  traits: [
    ['Background', 'Blue'],
    ['Hat', 'None'],
  ],
};
const HAT = 'A {trait:Background} block{trait:Hat? wearing a {trait:Hat}}.';

describe('name and description templates', () => {
  it('fill the collection, number, rank, description and traits', () => {
    expect(renderTemplate('{collection} #{n}, rank {rank}: {description}', hatted)).toBe('Blocks #7, rank 2: Coloured squares');
    expect(renderTemplate('{trait:Background} } left as is', hatted)).toBe('Red } left as is');
  });

  it('write a None conditional only when the token has a value other than None, absent or written', () => {
    expect(renderTemplate(HAT, hatted)).toBe('A Red block wearing a Cap.');
    expect(renderTemplate(HAT, bare)).toBe('A Blue block.');
    expect(renderTemplate(HAT, { ...bare, traits: [['Background', 'Blue']] })).toBe('A Blue block.');
  });

  it("default to today's name and description exactly", () => {
    expect([templatedName(hatted), templatedDescription(hatted)]).toEqual(['Blocks #7', 'Coloured squares']);
    expect(templatedName({ ...hatted, collection: { ...collection, nameTemplate: '  ' } })).toBe('Blocks #7');
    const layers = [{ name: 'Background', values: ['Red'] }];
    expect(exportMetadata(collection, 3, layers, [0])).toEqual({
      name: 'Blocks #3',
      description: 'Coloured squares',
      attributes: [{ trait_type: 'Background', value: 'Red' }],
    });
    expect(metadataItem(collection, 3, layers, [0])).toEqual({
      name: 'Blocks #3',
      description: 'Coloured squares',
      attributes: [{ Background: 'Red' }],
    });
    const templated = { ...collection, nameTemplate: '{trait:Background} {n}', descriptionTemplate: 'No. {n}' };
    expect(exportMetadata(templated, 3, layers, [0], '', undefined, 1)).toMatchObject({ name: 'Red 3', description: 'No. 3' });
  });

  it('name unknown placeholders, unknown layers, an unclosed brace and a conditional on anything but a trait', () => {
    const traits = ['Background', 'Hat'];
    expect(templateProblems('The name template', '{collection} #{n}', traits)).toEqual([]);
    expect(templateProblems('The name template', '{colection} {trait:Hatt}', traits)).toEqual([
      'The name template: unknown placeholder {colection} (known: {collection}, {n}, {rank}, {description}, {trait:<layer>} and {trait:<layer>?...})',
      'The name template: no layer named "Hatt" for {trait:Hatt}',
    ]);
    expect(templateProblems('The description template', 'A {trait:Hat? with {trait:Hat}', traits)).toEqual([
      'The description template: "{trait:Hat? with {trait:Hat}" has a { without its }',
    ]);
    expect(templateProblems('The name template', '{n?x} {n', traits)).toEqual([
      'The name template: {n?...} is not a conditional: only {trait:<layer>?...} is',
      'The name template: "{n" has a { without its }',
    ]);
  });
});

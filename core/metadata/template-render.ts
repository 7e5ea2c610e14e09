// A template written for one token: its collection, number, rank and traits. An empty template is the
// default, today's text exactly: "<collection> #<n>" for the name, the collection's description.
import type { CollectionInfo } from '../export/metadata.ts';
import { NONE_VALUE } from './none-value.ts';
import { parseTemplate, type TemplateNode } from './template-parse.ts';

export const DEFAULT_NAME_TEMPLATE = '{collection} #{n}';

export interface TokenContext {
  collection: CollectionInfo;
  n: number;
  /** The token's rarity rank, when the set's is known. */
  rank?: number;
  /** The token's trait values by trait type, as its metadata lists them. */
  traits: ReadonlyArray<readonly [string, string]>;
}

function renderNodes(nodes: readonly TemplateNode[], token: TokenContext): string {
  const trait = (name: string) => token.traits.find(([type]) => type === name)?.[1] ?? NONE_VALUE;
  const field = (name: string) =>
    ({
      collection: token.collection.name,
      n: String(token.n),
      rank: token.rank === undefined ? '' : String(token.rank),
      description: token.collection.description,
    })[name] ?? `{${name}}`;
  return nodes
    .map((node) => {
      if (node.kind === 'text') return node.text;
      if (node.kind === 'field') return field(node.name);
      if (node.kind === 'trait') return trait(node.trait);
      return trait(node.trait) === NONE_VALUE ? '' : renderNodes(node.body, token);
    })
    .join('');
}

export const renderTemplate = (template: string, token: TokenContext) => renderNodes(parseTemplate(template).nodes, token);

/** The token's name: the collection's name template, or "<collection> #<n>". */
export const templatedName = (token: TokenContext) =>
  token.collection.nameTemplate?.trim() ? renderTemplate(token.collection.nameTemplate, token) : `${token.collection.name} #${token.n}`;

/** The token's description: the collection's description template, or the collection's description. */
export const templatedDescription = (token: TokenContext) =>
  token.collection.descriptionTemplate?.trim() ? renderTemplate(token.collection.descriptionTemplate, token) : token.collection.description;

/** Whether a template asks for the rarity rank (computed for the whole set only then). */
export const usesRank = (collection: CollectionInfo) =>
  [collection.nameTemplate, collection.descriptionTemplate].some((t) => t?.includes('{rank}'));

// The ERC-721 / OpenSea check: images/ and json/ numbered from 1 one to one (the same rules as
// Stargaze Studio's), and json/_metadata.json holding every token's metadata as its own file has it.
import { listed, stem, validateStargaze } from '../validate-stargaze.ts';
import { STARGAZE_IMAGES_DIR } from '../stargaze-layout.ts';
import { ERC721_ALL_METADATA, ERC721_JSON_DIR } from './erc721.ts';
import { filesIn, parsedObject, type ListedFile, type TargetCheck } from './target-types.ts';

const ALL_PATH = `${ERC721_JSON_DIR}/${ERC721_ALL_METADATA}`;

function allMetadataProblems(all: string | undefined, metadata: ReadonlyArray<{ name: string; text: string }>): string[] {
  if (all === undefined) return [`${ALL_PATH} is missing: it lists every token's metadata`];
  let entries: unknown;
  try {
    entries = JSON.parse(all);
  } catch {
    return [`${ALL_PATH} is not JSON`];
  }
  if (!Array.isArray(entries)) return [`${ALL_PATH} is not a JSON list`];
  const byEdition = new Map(entries.map((entry: unknown) => [String((entry as { edition?: unknown } | null)?.edition), entry]));
  const missing: string[] = [];
  const differing: string[] = [];
  for (const file of metadata) {
    const entry = byEdition.get(stem(file.name));
    const own = parsedObject(file.text);
    if (!entry) missing.push(`${ERC721_JSON_DIR}/${file.name}`);
    else if (own && JSON.stringify(entry) !== JSON.stringify(own)) differing.push(`${ERC721_JSON_DIR}/${file.name}`);
  }
  const files = new Set(metadata.map((file) => stem(file.name)));
  const extra = [...byEdition.keys()].filter((edition) => !files.has(edition));
  return [
    ...(missing.length ? [`${ALL_PATH} has no entry for ${listed(missing)}`] : []),
    ...(differing.length ? [`${ALL_PATH} differs from ${listed(differing)}`] : []),
    ...(extra.length ? [`${ALL_PATH} lists editions that have no metadata file: ${listed(extra)}`] : []),
  ];
}

export function checkErc721(files: readonly ListedFile[]): TargetCheck {
  const images = filesIn(files, STARGAZE_IMAGES_DIR).map((file) => file.name);
  const json = filesIn(files, ERC721_JSON_DIR);
  const metadata = json.filter((file) => file.name !== ERC721_ALL_METADATA);
  const all = json.find((file) => file.name === ERC721_ALL_METADATA)?.text;
  return {
    images: images.length,
    metadata: metadata.length,
    problems: [...validateStargaze(images, metadata), ...allMetadataProblems(all, metadata)],
  };
}

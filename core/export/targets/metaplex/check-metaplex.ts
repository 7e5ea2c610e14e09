// The Solana Metaplex check (Sugar's own rules): assets/ numbered from 0, an image per JSON, the
// collection pair, names within the chain's limit, every attribute value a string, and each JSON's
// image named and listed in properties.files; config.json as Sugar reads it (check-sugar-config.ts).
import { LAUNCH_TARGETS } from '../../../../shared/launch-targets.ts';
import { stem, validateStargaze } from '../../validate-stargaze.ts';
import { filesIn, parsedObject, type ListedFile, type TargetCheck } from '../target-types.ts';
import { METAPLEX_COLLECTION, METAPLEX_DIR } from './metaplex-names.ts';
import { sugarConfigProblems } from './check-sugar-config.ts';
import { SUGAR_CONFIG } from './sugar-config.ts';

const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;
const isJson = (name: string) => name.toLowerCase().endsWith('.json');
/** A token's animation beside its image (n.gif, n.mp4, n.webm): named by its JSON, not counted as an image. */
const isAnimation = (name: string) => /\.(gif|mp4|webm)$/i.test(name);

/** `collectionImage`: the collection image the assets hold (collection.png when none does). */
function fileProblems(name: string, text: string, collectionImage: string): string[] {
  const path = `${METAPLEX_DIR}/${name}`;
  const item = parsedObject(text);
  // A token's JSON that does not parse is named by the numbering checks already.
  if (!item) return stem(name) === METAPLEX_COLLECTION ? [`Invalid metadata file: ${path} (not a JSON object)`] : [];
  const problems: string[] = [];
  const max = LAUNCH_TARGETS.metaplex.maxNameLength!;
  const length = typeof item.name === 'string' ? [...item.name].length : 0;
  if (typeof item.name !== 'string' || !item.name) problems.push(`${path}: no name`);
  else if (length > max) problems.push(`${path}: the name "${item.name}" has ${length} characters; Metaplex takes at most ${max}`);
  // Sugar's check_name (src/validate/parser.rs) compares Rust's `str::len()`, UTF-8 bytes, with MAX_NAME_LENGTH.
  else if (utf8Bytes(item.name) > max)
    problems.push(`${path}: the name "${item.name}" has ${utf8Bytes(item.name)} bytes in UTF-8; Metaplex takes at most ${max} bytes`);
  const image = stem(name) === METAPLEX_COLLECTION ? collectionImage : `${stem(name)}.png`;
  if (item.image !== image) problems.push(`${path}: image should be ${image}`);
  const attributes = Array.isArray(item.attributes) ? (item.attributes as Array<{ trait_type?: unknown; value?: unknown }>) : [];
  const notText = attributes.filter((a) => typeof a?.value !== 'string').map((a) => String(a?.trait_type));
  if (notText.length) problems.push(`${path}: attribute values should be strings (${notText.join(', ')})`);
  const listedFiles = (item.properties as { files?: unknown } | undefined)?.files;
  const lists = (uri: unknown) => Array.isArray(listedFiles) && listedFiles.some((file) => (file as { uri?: unknown } | null)?.uri === uri);
  if (!lists(image)) problems.push(`${path}: properties.files should list ${image}`);
  const animation = item.animation_url;
  if (typeof animation === 'string' && !lists(animation)) problems.push(`${path}: properties.files should list ${animation}`);
  return problems;
}

export function checkMetaplex(files: readonly ListedFile[]): TargetCheck {
  const assets = filesIn(files, METAPLEX_DIR);
  const tokens = assets.filter((file) => stem(file.name) !== METAPLEX_COLLECTION);
  const images = tokens.filter((file) => !isJson(file.name) && !isAnimation(file.name)).map((file) => file.name);
  const metadata = tokens.filter((file) => isJson(file.name));
  // The collection image may be any image type Sugar uploads (the chosen cover's own); png when none is there.
  const collectionImage =
    assets.find((file) => stem(file.name) === METAPLEX_COLLECTION && !isJson(file.name))?.name ?? `${METAPLEX_COLLECTION}.png`;
  const collection = [collectionImage, `${METAPLEX_COLLECTION}.json`];
  const missing = collection.filter((name) => !assets.some((file) => file.name === name));
  const problems = [
    ...validateStargaze(images, metadata, 0),
    ...missing.map((name) => `${METAPLEX_DIR}/${name} is missing: Sugar makes the collection NFT from it`),
    ...assets.filter((file) => isJson(file.name)).flatMap((file) => fileProblems(file.name, file.text, collectionImage)),
    ...sugarConfigProblems(
      files.find((file) => file.path === SUGAR_CONFIG)?.text,
      metadata.map((file) => ({ path: `${METAPLEX_DIR}/${file.name}`, text: file.text })),
    ),
  ];
  return { images: images.length, metadata: metadata.length, problems };
}

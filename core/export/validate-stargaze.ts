// Stargaze Studio's upload checks (its UploadDetails step, vending minter), ported as our own: asset
// and metadata names are numbers in order from 1, as many metadata files as assets, names matching
// one to one, every metadata file a JSON object, attribute values strings or numbers (OpenSea).
// Each problem names the file it is about, so the user knows exactly what failed.
export interface MetadataFile {
  name: string;
  text: string;
}

const MAX_LISTED = 5;
/** The first few of a list of files, and how many more. */
export const listed = (names: readonly string[]) =>
  names.slice(0, MAX_LISTED).join(', ') + (names.length > MAX_LISTED ? `, and ${names.length - MAX_LISTED} more` : '');
export const stem = (name: string) => name.split('.')[0]!;
const naturalOrder = (a: string, b: string) => Number(stem(a)) - Number(stem(b)) || a.localeCompare(b);

function orderProblems(kind: string, names: readonly string[], first = 1): string[] {
  const sorted = [...names].sort(naturalOrder);
  const wrong = sorted.flatMap((name, i) =>
    /^\d+$/.test(stem(name)) && Number(stem(name)) === i + first ? [] : [`${name} (expected ${i + first})`],
  );
  if (!wrong.length) return [];
  return [`${kind}: the file names should be in numerical order starting from ${first}: ${listed(wrong)}`];
}

export function metadataProblem(file: MetadataFile): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(file.text);
  } catch {
    return `Invalid metadata file: ${file.name} (not JSON)`;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return `Invalid metadata file: ${file.name} (not a JSON object)`;
  const attributes = (parsed as { attributes?: unknown }).attributes;
  if (attributes === undefined) return null;
  if (!Array.isArray(attributes)) return `Invalid metadata file: ${file.name} (attributes is not a list)`;
  for (const attribute of attributes as unknown[]) {
    const value = (attribute as { value?: unknown } | null)?.value;
    if (!attribute || typeof attribute !== 'object' || (typeof value !== 'string' && typeof value !== 'number'))
      return `Invalid metadata file: ${file.name} (every attribute needs a trait_type and a value that is a string or a number)`;
  }
  return null;
}

/** Every problem found; none means Stargaze Studio takes the set as it is. Other targets number from `first`. */
export function validateStargaze(assets: readonly string[], metadata: readonly MetadataFile[], first = 1): string[] {
  const problems = [
    ...orderProblems('Images', assets, first),
    ...orderProblems(
      'Metadata',
      metadata.map((m) => m.name),
      first,
    ),
  ];
  if (assets.length !== metadata.length)
    problems.push(
      `The number of metadata files should be equal to the number of asset files: ${assets.length} images, ${metadata.length} metadata files`,
    );
  const assetStems = new Set(assets.map(stem));
  const metadataStems = new Set(metadata.map((m) => stem(m.name)));
  const unmatched = [
    ...metadata.filter((m) => !assetStems.has(stem(m.name))).map((m) => m.name),
    ...assets.filter((a) => !metadataStems.has(stem(a))),
  ];
  if (unmatched.length) problems.push(`The metadata file names should match the asset file names: ${listed(unmatched)}`);
  for (const file of metadata) {
    const problem = metadataProblem(file);
    if (problem) problems.push(problem);
  }
  return problems;
}

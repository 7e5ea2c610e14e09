// A layer tree in branches. Two layouts build templates: a top level of template folders, each a layer
// tree of its own (`Human/1-Background/...`, `Alien/1-Background/...`), and nftchef's nesting, where a
// folder inside a layer folder named like one of its values holds the layers that value leads to
// (`Body/Alien.png` and `Body/Alien/Head/...`: Body = Alien chooses the template Alien, which draws its
// Head right above Body). A layer that is the same in several templates (same name, images and
// weights) is one layer shared by them. Any other tree is read as layer-tree.ts reads it.
import {
  framesFolders,
  isHidden,
  layerOrder,
  readLayerTree,
  withoutCommonRoot,
  type LayerTree,
  type TreeFile,
  type TreeLayer,
} from './layer-tree';

export interface TreeTemplate {
  name: string;
  /** Indices into the tree's layers, bottom first. */
  layers: number[];
  /** The value that leads to the template: its layer's index and its value. */
  chosenBy?: { layer: number; value: string };
}

export interface BranchedTree extends LayerTree {
  templates: TreeTemplate[];
}

const signature = (layer: TreeLayer) => `${layer.name}\n${layer.images.map((i) => `${i.name}#${i.weight}`).join('\n')}`;

/** The layers of every template once (a layer equal in several templates shared), with the templates' indices. */
function merge(
  templates: Array<{ name: string; layers: TreeLayer[]; chosenBy?: { layer: TreeLayer; value: string } }>,
  tree: LayerTree,
): BranchedTree {
  const layers: TreeLayer[] = [];
  const indexOf = (layer: TreeLayer) => {
    const at = layers.findIndex((l) => signature(l) === signature(layer));
    return at >= 0 ? at : layers.push(layer) - 1;
  };
  const merged = templates.map((t) => ({
    name: t.name,
    layers: t.layers.map(indexOf),
    ...(t.chosenBy && { chosenBy: { layer: indexOf(t.chosenBy.layer), value: t.chosenBy.value } }),
  }));
  return { ...tree, layers, templates: merged };
}

const rejoin = (paths: string[][], files: readonly TreeFile[], from: number): TreeFile[] =>
  paths.map((p, i) => ({ path: p.slice(from).join('/'), file: files[i]!.file }));

function templateFolders(paths: string[][], files: readonly TreeFile[]): BranchedTree {
  const names = [...new Set(paths.filter((p) => p.length > 1).map((p) => p[0]!))]
    .map((folder) => ({ folder, ...layerOrder(folder) }))
    .sort((a, b) => a.order - b.order || a.folder.localeCompare(b.folder));
  const table = paths.findIndex((p) => p.length === 1 && /\.csv$/i.test(p[0]!));
  const skipped: string[] = [];
  const templates = names.map(({ folder, name }) => {
    const mine = paths.flatMap((p, i) => (p[0] === folder ? [i] : []));
    const tree = readLayerTree(
      rejoin(
        mine.map((i) => paths[i]!),
        mine.map((i) => files[i]!),
        1,
      ),
    );
    skipped.push(...tree.skipped.map((s) => `${folder}/${s}`));
    return { name, layers: tree.layers };
  });
  return merge(templates, { layers: [], table: table >= 0 ? files[table]!.file : null, skipped });
}

function nested(paths: string[][], files: readonly TreeFile[], chooser: string): BranchedTree {
  // A numbered-frames value (`Layer/Value/0001.png`) is read with the top layers.
  const framed = framesFolders(paths);
  const top = paths.flatMap((p, i) => (p.length <= 2 || (p.length === 3 && framed.has(p.slice(0, 2).join('/'))) ? [i] : []));
  const tree = readLayerTree(
    rejoin(
      top.map((i) => paths[i]!),
      top.map((i) => files[i]!),
      0,
    ),
  );
  const choosing = tree.layers.find((l) => l.name === layerOrder(chooser).name)!;
  const at = tree.layers.indexOf(choosing);
  const skipped = [...tree.skipped];
  const templates = choosing.images.map(({ value, name }) => {
    const stem = name.replace(/\.[^.]+$/, '');
    const mine = paths.flatMap((p, i) => (p.length > 3 && p[0] === chooser && (p[1] === stem || p[1] === value) ? [i] : []));
    const branch = readLayerTree(
      rejoin(
        mine.map((i) => paths[i]!),
        mine.map((i) => files[i]!),
        2,
      ),
    );
    skipped.push(...branch.skipped.map((s) => `${chooser}/${stem}/${s}`));
    return {
      name: value,
      layers: [...tree.layers.slice(0, at + 1), ...branch.layers, ...tree.layers.slice(at + 1)],
      chosenBy: { layer: choosing, value },
    };
  });
  for (const p of paths)
    if ((p.length === 3 && !framed.has(p.slice(0, 2).join('/'))) || (p.length > 3 && p[0] !== chooser))
      skipped.push(`${p.join('/')} (not directly in a layer folder)`);
  return merge(templates, { ...tree, skipped });
}

export function readTemplateTree(files: readonly TreeFile[]): BranchedTree {
  const visible = files.filter((f) => !f.path.split('/').some(isHidden));
  const paths = withoutCommonRoot(visible.map((f) => f.path.split('/').filter(Boolean)));
  const deep = paths.filter((p) => p.length > 2);
  const framed = framesFolders(paths);
  // Folders of numbered images only are numbered-frames values, not a template's layers.
  const allFrames = deep.every((p) => p.length === 3 && framed.has(p.slice(0, 2).join('/')));
  if (deep.length && !allFrames && paths.every((p) => p.length === 3 || (p.length === 1 && /\.csv$/i.test(p[0]!))))
    return templateFolders(paths, visible);
  // A branch: Layer/Value/Layer/image, where Value names an image of Layer.
  const chooser = deep.find(
    (p) => p.length > 3 && paths.some((q) => q.length === 2 && q[0] === p[0] && q[1]!.replace(/\.[^.]+$/, '').split('#')[0] === p[1]),
  )?.[0];
  if (chooser) return nested(paths, visible, chooser);
  return { ...readLayerTree(files), templates: [] };
}

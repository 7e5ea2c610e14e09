// The templates of an imported tree in branches, over the layers it created (a layer left out, for a
// name the combiner already had, is left out of the templates too). A value that chooses its template
// writes the branch already, so Type is not written for such a tree unless the artist turns it on.
import { useTemplatesStore } from '../stores/templates-store';
import type { TraitGroup } from '../stores/trait-groups-store';
import type { TreeLayer } from './layer-tree';
import type { BranchedTree } from './template-tree';

export function importedTemplates(tree: BranchedTree, groupOf: ReadonlyMap<TreeLayer, TraitGroup>): void {
  const group = (layer: number) => groupOf.get(tree.layers[layer]!);
  const templates = tree.templates.map((t, k) => {
    const chooser = t.chosenBy && group(t.chosenBy.layer);
    const chosenBy = chooser?.files.find((f) => chooser.traitValues[f.name] === t.chosenBy!.value)?.id;
    return {
      id: k + 1,
      name: t.name,
      weight: 1,
      layers: t.layers.flatMap((l) => group(l)?.id ?? []),
      ...(chosenBy && { chosenBy }),
    };
  });
  useTemplatesStore.getState().replace(
    templates,
    templates.every((t) => t.chosenBy === undefined),
  );
}

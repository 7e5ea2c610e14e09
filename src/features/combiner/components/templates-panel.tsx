// "Templates": branches of the collection (Human, Alien), each with its own layers in its own draw order
// and a share of the tokens. With fewer than two the collection is the layer cards as they are.
import { Button } from '@/components/ui/button';
import { useTemplatesStore } from '../stores/templates-store';
import { useTraitGroupsStore } from '../stores/trait-groups-store';
import { TemplateCard } from './template-card';

export function TemplatesPanel({ disabled }: { disabled: boolean }) {
  const groups = useTraitGroupsStore((s) => s.groups);
  const { templates, typeTrait, addTemplate, setTypeTrait } = useTemplatesStore();
  const weights = templates.filter((t) => t.chosenBy === undefined).map((t) => t.weight);
  return (
    <section aria-labelledby="templates-heading" className="space-y-2">
      <h3 id="templates-heading" className="font-semibold">
        Templates
      </h3>
      {templates.length < 2 && (
        <p className="text-xs text-gray-600 dark:text-gray-400">
          One template: every layer card, in card order. Two or more branch the collection (Human, Alien), each with its own layers, draw
          order and share.
        </p>
      )}
      <ul className="space-y-2">
        {templates.map((t, i) => (
          <TemplateCard key={t.id} template={t} index={i} weights={weights} groups={groups} disabled={disabled} />
        ))}
      </ul>
      <Button
        variant="secondary"
        className="py-1"
        disabled={disabled}
        onClick={() => addTemplate(groups.filter((g) => g.files.length > 0).map((g) => g.id))}
      >
        Add template
      </Button>
      {templates.length > 1 && (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" disabled={disabled} checked={typeTrait} onChange={(e) => setTypeTrait(e.target.checked)} />
          Write the template as a trait (Type)
        </label>
      )}
    </section>
  );
}

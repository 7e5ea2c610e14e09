import { useMemo, useState } from 'react';
import type { RuleKind, RuleSetting } from '@core/protocol';
import { Button } from '@/components/ui/button';
import { RULE_KIND_TEXT, ruleText } from '../rule-text';
import { useGeneratorSettings } from '../stores/generator-settings-store';
import { useTraitGroupsStore } from '../stores/trait-groups-store';
import { RuleValuePicker, ruleLayers } from './rule-value-picker';

const SELECT = 'w-full rounded border border-gray-300 bg-white px-2 py-1 text-sm dark:border-gray-600 dark:bg-gray-900';

/** The rule the choices make, or why there is none yet. */
function ruleOf(kind: RuleKind, a: readonly string[], b: readonly string[]): RuleSetting | string {
  if (a.length === 0 || b.length === 0) return 'Pick a value on each side.';
  if (b.includes(a[0]!)) return 'Pick two different values.';
  if (kind !== 'oneOf') return { kind, a: a[0]!, b: b[0]! };
  if (b.length < 2) return 'Pick two or more values for "requires one of".';
  return { kind, a: a[0]!, b: b[0]!, or: b.slice(1) };
}

/** "Rules": <value> never with, only with, or requires one of <values>, any layer to any layer. */
export function RulesPanel({ disabled }: { disabled: boolean }) {
  const groups = useTraitGroupsStore((s) => s.groups);
  // Selected, not the whole store: a weight edit re-plans but must not redraw every value of both lists.
  const rules = useGeneratorSettings((s) => s.rules);
  const addRule = useGeneratorSettings((s) => s.addRule);
  const removeRule = useGeneratorSettings((s) => s.removeRule);
  const layers = useMemo(() => ruleLayers(groups), [groups]);
  const values = layers.flatMap((l) => l.options);
  const valueName = (id: string) => values.find((o) => o.id === id)?.value ?? '?';
  const [a, setA] = useState<string[]>([]);
  const [kind, setKind] = useState<RuleKind>('never');
  const [b, setB] = useState<string[]>([]);
  const exists = (id: string) => values.some((o) => o.id === id);
  const rule = ruleOf(kind, a.filter(exists), b.filter(exists));
  const add = (made: RuleSetting) => {
    addRule(made);
    setB([]);
  };
  return (
    <section aria-labelledby="rules-heading" className="space-y-2">
      <h3 id="rules-heading" className="font-semibold">
        Rules
      </h3>
      {rules.length === 0 && <p className="text-xs text-gray-600 dark:text-gray-400">No rules: any value may go with any other.</p>}
      <ul className="space-y-1">
        {rules.map((r, i) => (
          <li key={`${r.kind}-${r.a}-${r.b}-${r.or?.join()}`} className="flex items-center justify-between gap-2 text-sm">
            <span>{ruleText(r, valueName)}</span>
            <button
              type="button"
              className="text-xs text-red-700 underline dark:text-red-400"
              aria-label={`Remove rule ${ruleText(r, valueName)}`}
              onClick={() => removeRule(i)}
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
      {values.length > 1 && (
        <div className="space-y-2">
          <RuleValuePicker label="Rule value" layers={layers} chosen={a} multiple={false} disabled={disabled} onChoose={setA} />
          <select
            aria-label="Rule kind"
            className={SELECT}
            value={kind}
            disabled={disabled}
            onChange={(e) => {
              setKind(e.target.value as RuleKind);
              setB((chosen) => chosen.slice(0, 1));
            }}
          >
            {Object.entries(RULE_KIND_TEXT).map(([k, text]) => (
              <option key={k} value={k}>
                {text}
              </option>
            ))}
          </select>
          <RuleValuePicker
            label="Rule other value"
            layers={layers}
            chosen={b}
            multiple={kind === 'oneOf'}
            disabled={disabled}
            onChoose={setB}
          />
          {typeof rule === 'string' && <p className="text-xs text-gray-600 dark:text-gray-400">{rule}</p>}
          <Button
            variant="secondary"
            className="w-full py-1"
            disabled={disabled || typeof rule === 'string'}
            onClick={() => typeof rule !== 'string' && add(rule)}
          >
            Add rule
          </Button>
        </div>
      )}
    </section>
  );
}

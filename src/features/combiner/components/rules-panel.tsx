import { useState } from 'react';
import type { RuleKind, RuleSetting } from '../../../../workers/protocol';
import { Button } from '../../../components/ui/button';
import { ruleText as textOf } from '../rule-text';
import { useGeneratorSettings } from '../stores/generator-settings-store';
import { useTraitGroupsStore, type TraitGroup } from '../stores/trait-groups-store';

const SELECT = 'w-full rounded border border-gray-300 bg-white px-2 py-1 text-sm dark:border-gray-600 dark:bg-gray-900';
const KINDS: Partial<Record<RuleKind, string>> = { never: 'never with', only: 'only with' };

interface ValueOption {
  id: string;
  label: string;
  value: string;
}

function valueOptions(groups: readonly TraitGroup[]): ValueOption[] {
  return groups.flatMap((g, l) =>
    g.files.map((f) => {
      const value = g.traitValues[f.name] ?? '';
      return { id: f.id, value, label: `${value} (${g.name.trim() || `layer ${l + 1}`})` };
    }),
  );
}

const ruleText = (rule: RuleSetting, options: readonly ValueOption[]) =>
  textOf(rule, (id: string) => options.find((o) => o.id === id)?.value ?? '?');

/** "Rules": <value> never with <value>, <value> only with <value>, any layer to any layer. */
export function RulesPanel({ disabled }: { disabled: boolean }) {
  const groups = useTraitGroupsStore((s) => s.groups);
  const { rules, addRule, removeRule } = useGeneratorSettings();
  const options = valueOptions(groups);
  const [a, setA] = useState('');
  const [kind, setKind] = useState<RuleKind>('never');
  const [b, setB] = useState('');
  const first = options.some((o) => o.id === a) ? a : (options[0]?.id ?? '');
  const second = options.some((o) => o.id === b) ? b : (options[1]?.id ?? options[0]?.id ?? '');
  return (
    <section aria-labelledby="rules-heading" className="space-y-2">
      <h3 id="rules-heading" className="font-semibold">
        Rules
      </h3>
      {rules.length === 0 && <p className="text-xs text-gray-600 dark:text-gray-400">No rules: any value may go with any other.</p>}
      <ul className="space-y-1">
        {rules.map((rule, i) => (
          <li key={`${rule.kind}-${rule.a}-${rule.b}`} className="flex items-center justify-between gap-2 text-sm">
            <span>{ruleText(rule, options)}</span>
            <button
              type="button"
              className="text-xs text-red-700 underline dark:text-red-400"
              aria-label={`Remove rule ${ruleText(rule, options)}`}
              onClick={() => removeRule(i)}
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
      {options.length > 1 && (
        <div className="grid grid-cols-[1fr_auto_1fr] items-end gap-2">
          <select aria-label="Rule value" className={SELECT} value={first} disabled={disabled} onChange={(e) => setA(e.target.value)}>
            {options.map((o) => (
              <option key={o.id} value={o.id}>
                {o.label}
              </option>
            ))}
          </select>
          <select
            aria-label="Rule kind"
            className={SELECT}
            value={kind}
            disabled={disabled}
            onChange={(e) => setKind(e.target.value as RuleKind)}
          >
            {Object.entries(KINDS).map(([k, text]) => (
              <option key={k} value={k}>
                {text}
              </option>
            ))}
          </select>
          <select
            aria-label="Rule other value"
            className={SELECT}
            value={second}
            disabled={disabled}
            onChange={(e) => setB(e.target.value)}
          >
            {options.map((o) => (
              <option key={o.id} value={o.id}>
                {o.label}
              </option>
            ))}
          </select>
          <Button
            variant="secondary"
            className="col-span-3 py-1"
            disabled={disabled || first === second}
            onClick={() => addRule({ kind, a: first, b: second })}
          >
            Add rule
          </Button>
        </div>
      )}
    </section>
  );
}

// A rule that names a deleted value (an image removed, or gone after a reload) is dropped with a warning;
// weights of deleted images go with them.
import { notify } from '@/components/ui/notification-store';
import type { RuleSetting } from '@core/protocol';
import { ruleText } from '../rule-text';
import { useGeneratorSettings } from './generator-settings-store';
import { useTraitGroupsStore, type TraitGroup } from './trait-groups-store';

function describe(rule: RuleSetting, groups: readonly TraitGroup[]): string {
  const name = (id: string) => {
    for (const g of groups) {
      const file = g.files.find((f) => f.id === id);
      if (file) return g.traitValues[file.name] ?? file.name;
    }
    return 'a deleted value';
  };
  return ruleText(rule, name);
}

/** Drops rules naming values that are not in `groups`; `before` names them in the warning. */
export function dropStaleRules(groups: readonly TraitGroup[], before: readonly TraitGroup[] = groups): void {
  const ids = new Set(groups.flatMap((g) => g.files.map((f) => f.id)));
  const dropped = useGeneratorSettings.getState().keepRules((id) => ids.has(id));
  for (const rule of dropped) notify('warning', `The rule "${describe(rule, before)}" was dropped: a value it names was deleted.`);
}

/** Keeps the rules in step with the trait groups; returns the unsubscribe. */
export function followRuleValues(): () => void {
  return useTraitGroupsStore.subscribe((state, previous) => {
    if (state.groups !== previous.groups) dropStaleRules(state.groups, previous.groups);
  });
}

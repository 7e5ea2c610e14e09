// How a rule reads on screen and in warnings: "red never with cap", "cap requires one of long or short".
import type { RuleKind, RuleSetting } from '@core/protocol';

export const RULE_KIND_TEXT: Record<RuleKind, string> = { never: 'never with', only: 'only with', oneOf: 'requires one of' };

export const ruleText = (rule: RuleSetting, valueName: (fileId: string) => string) =>
  `${valueName(rule.a)} ${RULE_KIND_TEXT[rule.kind]} ${[rule.b, ...(rule.or ?? [])].map(valueName).join(' or ')}`;

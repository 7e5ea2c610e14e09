// A template's problems, each named: a placeholder Traitforge does not know, a layer the set does not
// have, a `{` not closed. The pre-flight lists them; the template field shows them as typed.
import { parseTemplate, TEMPLATE_FIELDS, type TemplateNode } from './template-parse.ts';

const KNOWN = `${TEMPLATE_FIELDS.map((f) => `{${f}}`).join(', ')}, {trait:<layer>} and {trait:<layer>?...}`;

function nodeProblems(nodes: readonly TemplateNode[], traits: readonly string[]): string[] {
  return nodes.flatMap((node): string[] => {
    if (node.kind === 'field')
      return (TEMPLATE_FIELDS as readonly string[]).includes(node.name) ? [] : [`unknown placeholder {${node.name}} (known: ${KNOWN})`];
    if (node.kind === 'text') return [];
    const own = traits.includes(node.trait) ? [] : [`no layer named "${node.trait}" for {trait:${node.trait}}`];
    return node.kind === 'if' ? [...own, ...nodeProblems(node.body, traits)] : own;
  });
}

/** `label`: "The name template", "The description template". */
export function templateProblems(label: string, template: string | undefined, traits: readonly string[]): string[] {
  if (!template?.trim()) return [];
  const { nodes, problems } = parseTemplate(template);
  return [...problems, ...nodeProblems(nodes, traits)].map((problem) => `${label}: ${problem}`);
}

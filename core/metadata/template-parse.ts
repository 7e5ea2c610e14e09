// The name and description template language: text with placeholders `{collection}`, `{n}`, `{rank}`,
// `{description}` and `{trait:<layer>}`, and the None conditional `{trait:<layer>?<text>}`, whose text
// (placeholders allowed inside) is written only when the token has a value of that layer other than
// None. A `}` outside any placeholder is plain text; a `{` must be closed.
export type TemplateNode =
  | { kind: 'text'; text: string }
  | { kind: 'field'; name: string }
  | { kind: 'trait'; trait: string }
  | { kind: 'if'; trait: string; body: TemplateNode[] };

export const TEMPLATE_FIELDS = ['collection', 'n', 'rank', 'description'] as const;
export const TRAIT_PREFIX = 'trait:';

export interface ParsedTemplate {
  nodes: TemplateNode[];
  /** What cannot be read: a `{` never closed, a conditional on anything but a trait. */
  problems: string[];
}

export function parseTemplate(source: string): ParsedTemplate {
  const problems: string[] = [];
  let at = 0;
  const sequence = (inside: boolean): TemplateNode[] => {
    const nodes: TemplateNode[] = [];
    let text = '';
    const flush = () => {
      if (text) nodes.push({ kind: 'text', text });
      text = '';
    };
    while (at < source.length) {
      const c = source[at]!;
      if (c === '}' && inside) return (flush(), nodes);
      if (c !== '{') {
        text += c;
        at++;
        continue;
      }
      flush();
      const start = at++;
      let key = '';
      while (at < source.length && !'{}?'.includes(source[at]!)) key += source[at++];
      if (source[at] === '?') {
        at++;
        const body = sequence(true);
        if (source[at] !== '}') problems.push(`"${source.slice(start)}" has a { without its }`);
        at++;
        if (key.startsWith(TRAIT_PREFIX)) nodes.push({ kind: 'if', trait: key.slice(TRAIT_PREFIX.length), body });
        else problems.push(`{${key}?...} is not a conditional: only {trait:<layer>?...} is`);
      } else if (source[at] === '}') {
        at++;
        nodes.push(key.startsWith(TRAIT_PREFIX) ? { kind: 'trait', trait: key.slice(TRAIT_PREFIX.length) } : { kind: 'field', name: key });
      } else {
        problems.push(`"${source.slice(start)}" has a { without its }`);
        text = source.slice(start, at);
      }
    }
    flush();
    return nodes;
  };
  const nodes = sequence(false);
  return { nodes, problems };
}

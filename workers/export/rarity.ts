// rarity.csv: how often each value of each layer occurs in the set, as a creator checks it before launch.
import type { LayerValues } from './metadata.ts';

const cell = (text: string | number) => (/[",\n\r]/.test(String(text)) ? `"${String(text).replaceAll('"', '""')}"` : String(text));

export function rarityCsv(layers: readonly LayerValues[], rows: readonly (readonly number[])[]): string {
  const lines = ['trait_type,value,count,percent'];
  layers.forEach((layer, i) => {
    const counts = new Map<string, number>();
    for (const row of rows) {
      const value = layer.values[row[i]!] ?? '';
      counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    const sorted = [...counts].sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]));
    for (const [value, count] of sorted) {
      const percent = rows.length ? ((100 * count) / rows.length).toFixed(2) : '0.00';
      lines.push([layer.name, value, count, percent].map(cell).join(','));
    }
  });
  return `${lines.join('\n')}\n`;
}

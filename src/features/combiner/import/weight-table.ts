// The weight table: one CSV row per image (layer, value, weight, file, and an optional number) in layer and image order, and a
// row per None (value "None", no file). With templates each row also names its template (a shared
// layer's rows once per template) and a row `<template>,Type,<template>,<weight>,` gives its share. Exported from the layers and imported back onto them, matched
// by layer name and file name; export then import changes nothing.
import { csvCell } from '@core/rarity/rarity-score';
import { parseWeight } from '../parse-weight';
import { parseDecimal } from '@core/metadata/trait-number';

export interface WeightRow {
  layer: string;
  value: string;
  weight: number;
  /** Empty for a layer's None. */
  file: string;
  /** With templates: the template whose layer the row is about (layer "Type": the template's own weight). */
  template?: string;
  /** The number a typed layer's value carries (the optional number column; core/metadata/trait-number.ts). */
  number?: number;
  /** The value's name in the exported metadata, when renamed or merged (the optional metadata column). */
  metadata?: string;
}

export const WEIGHT_TABLE_HEADER = ['layer', 'value', 'weight', 'file'];
export const NONE_ROW_VALUE = 'None';

export const TEMPLATE_COLUMN = 'template';
/** Written only when a value has a number typed in, so a table without typed layers stays as it was. */
export const NUMBER_COLUMN = 'number';
/** Written only when a value is renamed or merged at export (core/metadata/value-names.ts). */
export const METADATA_COLUMN = 'metadata';

/** The table; with templates, a first column names each row's template. */
export function weightTableCsv(rows: readonly WeightRow[]): string {
  const templates = rows.some((r) => r.template !== undefined);
  const numbers = rows.some((r) => r.number !== undefined);
  const renamed = rows.some((r) => r.metadata !== undefined);
  const cells = (r: WeightRow) => [
    ...(templates ? [r.template ?? ''] : []),
    r.layer,
    r.value,
    String(r.weight),
    r.file,
    ...(numbers ? [r.number === undefined ? '' : String(r.number)] : []),
    ...(renamed ? [r.metadata ?? ''] : []),
  ];
  const header = [
    ...(templates ? [TEMPLATE_COLUMN] : []),
    ...WEIGHT_TABLE_HEADER,
    ...(numbers ? [NUMBER_COLUMN] : []),
    ...(renamed ? [METADATA_COLUMN] : []),
  ];
  return `${[header, ...rows.map(cells)].map((line) => line.map(csvCell).join(',')).join('\n')}\n`;
}

/** RFC 4180 fields: quoted fields may hold commas, quotes ("") and line breaks. */
function csvRecords(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') field += text[++i];
      else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += c;
  }
  if (field || record.length) records.push([...record, field]);
  return records.filter((r) => r.some((cell) => cell.trim() !== ''));
}

/** The rows, or the first problem found (named by its line). */
export function parseWeightTable(text: string): { rows: WeightRow[] } | { problem: string } {
  const [header, ...records] = csvRecords(text.replace(/^\uFEFF/, ''));
  const columns = header?.map((h) => h.trim().toLowerCase()) ?? [];
  const at = WEIGHT_TABLE_HEADER.map((name) => columns.indexOf(name));
  const templateAt = columns.indexOf(TEMPLATE_COLUMN);
  const numberAt = columns.indexOf(NUMBER_COLUMN);
  const metadataAt = columns.indexOf(METADATA_COLUMN);
  if (at.some((i) => i < 0)) return { problem: `The weight table needs the columns ${WEIGHT_TABLE_HEADER.join(', ')} in its first line.` };
  const rows: WeightRow[] = [];
  for (const [i, record] of records.entries()) {
    const [layer, value, weightText, file] = at.map((column) => record[column] ?? '');
    const weight = parseWeight(weightText!);
    if (weight === null) return { problem: `Line ${i + 2} of the weight table: "${weightText}" is not a weight (a number of 0 or more).` };
    const template = templateAt < 0 ? '' : (record[templateAt] ?? '');
    const numberText = numberAt < 0 ? '' : (record[numberAt] ?? '').trim();
    const number = numberText === '' ? null : parseDecimal(numberText);
    if (numberText !== '' && number === null)
      return { problem: `Line ${i + 2} of the weight table: "${numberText}" is not a number (the number column is optional).` };
    rows.push({
      layer: layer!,
      value: value!,
      weight,
      file: file!,
      ...(template && { template }),
      ...(number !== null && { number }),
      ...metadataCell(record[metadataAt]),
    });
  }
  return { rows };
}

const metadataCell = (cell: string | undefined) => (cell?.trim() ? { metadata: cell.trim() } : {});

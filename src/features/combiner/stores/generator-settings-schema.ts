// What a stored generator setting must look like; anything else is dropped on load, field by field,
// so one bad entry never costs the rest.
import { z } from 'zod';
import type { GeneratorSettings } from '@core/protocol';
import { TRAIT_TYPES } from '@core/metadata/trait-types';

const weight = z.number().finite().nonnegative();
// Alternatives belong to "requires one of" only (any other kind drops them).
const rule = z.union([
  z.object({ kind: z.enum(['never', 'only']), a: z.string(), b: z.string() }),
  z.object({ kind: z.literal('oneOf'), a: z.string(), b: z.string(), or: z.array(z.string()).min(1) }),
]);
const oneOfOne = z.object({
  id: z.string(),
  name: z.string(),
  attributes: z.array(z.object({ trait_type: z.string(), value: z.string(), traitType: z.enum(TRAIT_TYPES).optional() })),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
});

const valueCounts = z.object({
  values: z.record(z.string(), z.number().int().nonnegative()),
  none: z.record(z.string(), z.number().int().nonnegative()),
});
const counts = valueCounts.extend({ tokens: z.number().int().positive(), templates: z.record(z.string(), valueCounts).optional() });

const pick = <T>(schema: z.ZodType<T>, value: unknown, fallback: T): T => {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : fallback;
};

const validEntries = (value: unknown) =>
  Object.fromEntries(
    Object.entries(pick(z.record(z.string(), z.unknown()), value, {})).filter((e): e is [string, number] => weight.safeParse(e[1]).success),
  );

export function validSettings(stored: unknown, defaults: GeneratorSettings): GeneratorSettings {
  const s = pick(z.record(z.string(), z.unknown()), stored, {});
  return {
    size: pick(z.number().int().positive().nullable(), s.size, defaults.size),
    seed: pick(z.string().max(200), s.seed, defaults.seed),
    order: pick(z.enum(['shuffled', 'enumeration']), s.order, defaults.order),
    weights: validEntries(s.weights),
    none: validEntries(s.none),
    rules: pick(z.array(z.unknown()), s.rules, []).flatMap((r) => (rule.safeParse(r).success ? [rule.parse(r)] : [])),
    oneOfOnes: pick(z.array(z.unknown()), s.oneOfOnes, []).flatMap((o) => (oneOfOne.safeParse(o).success ? [oneOfOne.parse(o)] : [])),
    ...(counts.safeParse(s.counts).success ? { counts: counts.parse(s.counts) } : {}),
  };
}

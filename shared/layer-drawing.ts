// How a layer is drawn over the layers below it: the blend modes the combiner offers (W3C Compositing and
// Blending Level 1, separable modes) and the opacity range. Shared by the layer settings (src) and the
// compose workers, so both name the same modes.

export const BLEND_MODES = ['normal', 'multiply', 'screen', 'overlay'] as const;
export type BlendMode = (typeof BLEND_MODES)[number];

/** Opacity as the layer card takes it, in whole percent. */
export const FULL_OPACITY = 100;

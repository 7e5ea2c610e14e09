/** The value written for a layer left out, when the layer writes one (SPEC.md section 3). */
export const NONE_VALUE = 'None';

/** 10000 -> '10 000', as the spec writes numbers. */
export const groupThousands = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

export const NAV_LINKS = [
  { label: 'Home', to: '/' },
  { label: 'META JSON Editor', to: '/collections' },
  { label: 'File rename', to: '/renameizer' },
  { label: 'Image Combiner', to: '/randomizer' },
  { label: 'NFT Academy', to: '/faq' },
  { label: 'Support', to: '/tickets' },
  { label: 'Vote', to: '/vote' },
  { label: 'Apply', to: '/apply' },
] as const;

/** SPEC.md: a link is active when the current path equals its target. */
export const isActiveLink = (pathname: string, target: string) => pathname === target;

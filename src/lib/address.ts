/** SPEC.md: longer than 8 characters shows the first 9, '...', and the last 3. */
export function shortenAddress(address: string): string {
  if (address.length <= 8) return address;
  return `${address.slice(0, 9)}...${address.slice(-3)}`;
}

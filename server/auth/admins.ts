// The support desk: the addresses of ADMIN_ADDRESSES (any letter case) see every ticket and create proposals.
import type { AppDeps } from '../deps.ts';

export const isAdmin = (deps: AppDeps, address: string) =>
  deps.config.adminAddresses.some((a) => a.toLowerCase() === address.toLowerCase());

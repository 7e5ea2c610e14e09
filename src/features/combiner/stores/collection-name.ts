// Every token is named "<collection name> #n": with no name it would be " #1", so nothing that writes
// names (metadata, the Stargaze export) runs without one.
import { notify } from '@/components/ui/notification-store';
import { useCombinerSettings } from './combiner-settings-store';

export const NAME_REQUIRED = 'Enter a collection name first: each token is named after it ("My NFT #1").';

export const hasCollectionName = (name: string) => name.trim() !== '';

/** True when the collection has a name; otherwise says why nothing is written. */
export function requireCollectionName(): boolean {
  if (hasCollectionName(useCombinerSettings.getState().name)) return true;
  notify('error', NAME_REQUIRED);
  return false;
}

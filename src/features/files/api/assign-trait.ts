// One value to one file, with SPEC.md section 8's texts for each cause: the server's own message when it
// gives one, 'Failed to assign trait' when it refused without one, 'Error assigning trait' when the
// call never got an answer, 'Error assigning trait value' when the answer was not a success.
import { HTTPError } from 'ky';
import { notify } from '../../../components/ui/notification-store';
import { errorMessage } from '../../../lib/api-client';
import { assignValue } from './trait-calls';

export async function assignTrait(fileId: number, valueId: number): Promise<boolean> {
  try {
    const result = await assignValue(fileId, valueId);
    if (result.success === false) {
      notify('error', result.message || 'Error assigning trait value');
      return false;
    }
    notify('success', result.message || 'Trait assigned successfully');
    return true;
  } catch (error) {
    const fallback = error instanceof HTTPError ? 'Failed to assign trait' : 'Error assigning trait';
    notify('error', await errorMessage(error, fallback));
    return false;
  }
}

import { describe, expect, it } from 'vitest';
import { FACTORY_PARAMS, SG721_CODE_ID } from '@core/launch/factory-params.test-helpers';
import { addressesOf } from './minter-tx';

const attrs = (pairs: Record<string, string>) => Object.entries(pairs).map(([key, value]) => ({ key, value }));

describe('the addresses a create_minter made', () => {
  it('are read from the instantiate events by code id, whatever their order', () => {
    const events = [
      { type: 'execute', attributes: attrs({ _contract_address: 'stars1factory' }) },
      { type: 'instantiate', attributes: attrs({ _contract_address: 'stars1collection', code_id: String(SG721_CODE_ID) }) },
      { type: 'instantiate', attributes: attrs({ _contract_address: 'stars1minter', code_id: String(FACTORY_PARAMS.code_id) }) },
    ];
    expect(addressesOf(events, FACTORY_PARAMS, SG721_CODE_ID)).toEqual({ minter: 'stars1minter', collection: 'stars1collection' });
  });

  it('are missing from a transaction that instantiated nothing: said, not guessed', () => {
    expect(() => addressesOf([{ type: 'execute', attributes: [] }], FACTORY_PARAMS, SG721_CODE_ID)).toThrow(
      'The transaction went through, but its events name no minter and collection',
    );
  });
});

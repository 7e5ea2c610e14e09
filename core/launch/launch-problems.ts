// Every reason the factory would refuse a create_minter, listed at once before anything is signed: the
// fields the contracts do not know, then the collection's and the minter's rules against the factory's
// params as read from the chain.
import { collectionProblems } from './collection-rules.ts';
import { unknownFields } from './message-shape.ts';
import { minterProblems, type RuleContext } from './minter-rules.ts';
import type { CreateMinterExecute } from './vending-types.ts';

export function launchProblems(execute: CreateMinterExecute, ctx: RuleContext & { bech32Prefix: string }): string[] {
  return [
    ...unknownFields(execute),
    ...collectionProblems(execute.create_minter.collection_params, ctx.bech32Prefix),
    ...minterProblems(execute, ctx),
  ];
}

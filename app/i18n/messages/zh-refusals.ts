/** Simplified Chinese text of the server's reasons: the contract's, which the server's mail uses too. */
export { zhRefusals } from '#contract/refusals-translated';

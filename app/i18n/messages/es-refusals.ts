/** Spanish text of the server's reasons: the contract's, which the server's mail uses too. */
export { esRefusals } from '#contract/refusals-translated';

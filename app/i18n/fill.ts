/** The interface fills its messages' slots as the server fills its refusals' (one implementation, in the contract). */
export { fill } from '#contract/fill';

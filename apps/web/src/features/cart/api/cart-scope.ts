/**
 * Every cart change runs in this mutation scope, one after another: each answer is the whole
 * cart, and serial requests mean the last answer shown is the cart as it really ends up.
 */
export const CART_MUTATION_SCOPE = { id: 'cart' };

import { createContext, useContext } from 'react';

export type PolicySection = 'terms' | 'privacy';

/**
 * Opens the policies dialog the storefront layout owns, from any form that asks for consent
 * (registration, profile), without passing a callback through every level between them.
 */
export const PolicyOpenerContext = createContext<(section: PolicySection) => void>(() => {});

export const usePolicyOpener = () => useContext(PolicyOpenerContext);

/** Query keys of every resource in one place, so invalidations never guess a string. */
export const queryKeys = {
  session: ['session'] as const,
  config: ['config'] as const,
  trm: ['trm'] as const,
  municipalities: {
    all: ['municipalities'] as const,
  },
};

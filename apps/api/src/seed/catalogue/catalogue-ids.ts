/** Ids the seed gave the demo brands and categories, by name. */
export interface CatalogueIds {
  brands: ReadonlyMap<string, number>;
  categories: ReadonlyMap<string, number>;
}

export function idOf(ids: ReadonlyMap<string, number>, name: string): number {
  const id = ids.get(name);
  if (id === undefined) throw new Error(`The demo catalogue has no "${name}"`);
  return id;
}

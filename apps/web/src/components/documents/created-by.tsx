/**
 * Who of the company made a quote or an order (docs/decisions/017-companies-with-several-buyers.md):
 * shown only to a company's members, since a natural person made all of theirs.
 */
export function CreatedBy({ name, className }: { name: string; className?: string | undefined }) {
  return <span className={className}>Creada por {name}</span>;
}

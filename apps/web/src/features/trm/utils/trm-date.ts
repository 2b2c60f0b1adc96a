/** '2026-11-20' → '20/11/2026', the way Colombians write a day; any other text is kept as is. */
export function trmDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : isoDate;
}

import { reads } from '../fake-api';

/** The home's sections and the information pages, as GET reads them. */
export const contentsApi = ({
  sections = [],
  pages = [],
}: {
  sections?: unknown[];
  pages?: unknown[];
}) => reads({ '/api/contents': sections, '/api/pages': pages });

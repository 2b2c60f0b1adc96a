import { CONTENT_SECTIONS } from '@shop/shared';
import { useErrorToast } from '../../../hooks/use-error-toast';
import { useContentSection } from '../api/get-contents';
import { sectionItems } from '../utils/content-items';
import { LOGIN_CONTENT_MISSING } from '../utils/messages';

/**
 * The 'Login' section (home block and the sign-in panel's picture). When it cannot be read, is
 * missing or is empty, the spec's message is shown once, whichever of the two asked first.
 */
export function useLoginContent() {
  const { data: section, isPending, isError } = useContentSection(CONTENT_SECTIONS.login);
  const items = sectionItems(section);
  useErrorToast(!isPending && items.length === 0, LOGIN_CONTENT_MISSING);
  return { section: section ?? null, items, isPending, isError };
}

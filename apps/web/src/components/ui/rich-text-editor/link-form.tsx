import { useId, useState } from 'react';
import type { Editor } from '@tiptap/react';
import { Button } from '../button/button';
import formStyles from '../form/form.module.css';
import { cx } from '../../../utils/cx';
import styles from './rich-text-editor.module.css';

const LINK_MESSAGE = 'Escriba una dirección que empiece por https://, http:// o mailto:.';

/** Only addresses the API keeps when it sanitizes; a javascript: link never reaches the document. */
export const isAllowedHref = (href: string) =>
  /^(https?:\/\/[^\s]+|mailto:[^\s]+|\/(?![\\/])[^\s\\]*)$/i.test(href);

interface LinkFormProps {
  editor: Editor;
  onClose: () => void;
}

/** Adds, changes or removes the link on the selected text. */
export function LinkForm({ editor, onClose }: LinkFormProps) {
  const id = useId();
  const current = (editor.getAttributes('link').href as string | undefined) ?? '';
  const [href, setHref] = useState(current);
  const [error, setError] = useState<string>();

  const apply = () => {
    const trimmed = href.trim();
    if (!trimmed) {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      onClose();
      return;
    }
    if (!isAllowedHref(trimmed)) {
      setError(LINK_MESSAGE);
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href: trimmed }).run();
    onClose();
  };

  // Not a <form>: the editor sits inside the page's own form, and forms cannot nest.
  return (
    <div className={styles.linkForm}>
      <label htmlFor={id} className={formStyles.label}>
        Dirección del enlace
      </label>
      <input
        id={id}
        className={cx(formStyles.input, styles.linkInput)}
        value={href}
        placeholder="https://"
        autoFocus
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          setHref(event.target.value);
          setError(undefined);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            // Enter here applies the link; it must not submit the page's form.
            event.preventDefault();
            apply();
          }
          if (event.key === 'Escape') onClose();
        }}
      />
      <Button type="button" variant="secondary" onClick={apply}>
        {href.trim() || !current ? 'Aplicar' : 'Quitar enlace'}
      </Button>
      <Button type="button" variant="ghost" onClick={onClose}>
        Cancelar
      </Button>
      {error && (
        <p role="alert" className={formStyles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

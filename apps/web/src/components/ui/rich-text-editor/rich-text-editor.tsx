import { useEffect, useId, useState, type ReactNode } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { describedBy, errorId } from '../form/field';
import formStyles from '../form/form.module.css';
import proseStyles from '../safe-html/safe-html.module.css';
import { cx } from '../../../utils/cx';
import { LinkForm } from './link-form';
import { Toolbar } from './toolbar';
import styles from './rich-text-editor.module.css';

interface RichTextEditorProps {
  label: string;
  /** HTML; '' for an empty document. */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  help?: ReactNode;
  id?: string;
}

/**
 * Rich text for the dashboard (product and brand descriptions, information pages). It produces
 * only the tags the API keeps when it sanitizes (lib/html.ts): paragraphs, headings, bold, italic,
 * underline, strike, lists, quotes and http(s)/mailto links; the API sanitizes again anyway.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  onBlur,
  error,
  help,
  id: idProp,
}: RichTextEditorProps) {
  const autoId = useId();
  const id = idProp ?? autoId;
  const labelId = `${id}-label`;
  const description = describedBy(id, { error, help });
  const attributes: Record<string, string> = {
    id,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    ...(description ? { 'aria-describedby': description } : {}),
    ...(error ? { 'aria-invalid': 'true' } : {}),
    class: cx(proseStyles.prose, styles.content),
  };
  const [editingLink, setEditingLink] = useState(false);

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ['http', 'https', 'mailto'],
          defaultProtocol: 'https',
        },
      }),
    ],
    content: value,
    // The SPA never renders on a server, so the editor can exist on the first render.
    immediatelyRender: true,
    editorProps: { attributes },
    onUpdate: ({ editor: current }) => onChange(htmlOf(current)),
    onBlur: () => onBlur?.(),
  });

  // A value set from outside (the product loaded after the first render, a form reset) replaces
  // the document; the editor's own updates come back equal and are left alone.
  useEffect(() => {
    if (editor && value !== htmlOf(editor)) {
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);

  // The editor keeps the attributes it was created with; an error that appears later must reach
  // the screen reader too.
  const attributesKey = JSON.stringify(attributes);
  useEffect(() => {
    editor?.setOptions({ editorProps: { attributes: JSON.parse(attributesKey) } });
  }, [editor, attributesKey]);

  const focused = useEditorState({ editor, selector: ({ editor: e }) => e?.isFocused ?? false });

  return (
    <div className={formStyles.field}>
      <span id={labelId} className={formStyles.label} onClick={() => editor?.commands.focus()}>
        {label}
      </span>
      <div className={cx(styles.frame, focused && styles.focused, error && styles.invalid)}>
        {editor && (
          <Toolbar editor={editor} labelledBy={labelId} onLink={() => setEditingLink(true)} />
        )}
        {editor && editingLink && (
          <LinkForm editor={editor} onClose={() => setEditingLink(false)} />
        )}
        <EditorContent editor={editor} />
      </div>
      {error ? (
        <p id={errorId(id)} className={formStyles.error}>
          {error}
        </p>
      ) : help ? (
        <p id={`${id}-help`} className={formStyles.help}>
          {help}
        </p>
      ) : null}
    </div>
  );
}

/** An editor with nothing typed answers '<p></p>'; the form sees it as empty. */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

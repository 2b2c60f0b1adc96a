import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RichTextEditor } from './rich-text-editor';
import { isAllowedHref } from './link-form';

function Harness({ initial, error }: { initial: string; error?: string }) {
  const [html, setHtml] = useState(initial);
  return (
    <>
      <RichTextEditor label="Descripción" value={html} onChange={setHtml} error={error} />
      <output data-testid="html">{html}</output>
      <button type="button" onClick={() => setHtml('<p>Cargado del servidor</p>')}>
        Cargar
      </button>
    </>
  );
}

describe('RichTextEditor', () => {
  it('shows the value in a labelled text box', () => {
    render(<Harness initial="<p>Router de <strong>5 puertos</strong></p>" />);
    const box = screen.getByRole('textbox', { name: 'Descripción' });
    expect(box).toHaveTextContent('Router de 5 puertos');
    expect(box.querySelector('strong')).toHaveTextContent('5 puertos');
  });

  it('replaces the document when the value changes from outside, without echoing it back', async () => {
    render(<Harness initial="" />);
    await userEvent.click(screen.getByRole('button', { name: 'Cargar' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Descripción' })).toHaveTextContent(
        'Cargado del servidor',
      ),
    );
    expect(screen.getByTestId('html')).toHaveTextContent('<p>Cargado del servidor</p>');
  });

  it('formats the selection from the toolbar and reports the HTML', async () => {
    render(<Harness initial="<p>Garantía</p>" />);
    const box = screen.getByRole('textbox', { name: 'Descripción' });
    box.focus();
    await userEvent.click(screen.getByRole('button', { name: 'Lista con viñetas' }));
    await waitFor(() =>
      expect(screen.getByTestId('html')).toHaveTextContent('<ul><li><p>Garantía</p></li></ul>'),
    );
    expect(screen.getByRole('button', { name: 'Lista con viñetas' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('ties the error to the text box', () => {
    render(<Harness initial="" error="El formulario no está completo." />);
    const box = screen.getByRole('textbox', { name: 'Descripción' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('El formulario no está completo.');
  });
});

describe('isAllowedHref', () => {
  it.each(['https://mikrotik.com', 'http://a.co/x', 'mailto:ventas@tienda.co', '/info/envios'])(
    'accepts %s',
    (href) => expect(isAllowedHref(href)).toBe(true),
  );
  it.each([
    'javascript:alert(1)',
    'data:text/html,x',
    'ftp://x',
    'https://a b',
    '//evil.co',
    '/\\evil.co',
  ])('refuses %s', (href) => expect(isAllowedHref(href)).toBe(false));
});

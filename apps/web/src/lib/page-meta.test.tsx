import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  documentTitle,
  htmlText,
  PageMetaProvider,
  snippet,
  usePageMeta,
  type PageMeta,
} from './page-meta';

function Page({ meta }: { meta: PageMeta | null }) {
  usePageMeta(meta);
  return null;
}

const description = () =>
  document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

afterEach(() => {
  document.title = '';
});

describe("a page's head", () => {
  it('titles the page after itself, then the shop, and describes it', () => {
    const meta = document.createElement('meta');
    meta.name = 'description';
    meta.content = 'La descripción general.';
    document.head.append(meta);
    const { rerender } = render(
      <PageMetaProvider shopName="Andina Telecom">
        <Page meta={{ title: 'Cámara IP domo', description: 'Una cámara de 4 MP.' }} />
      </PageMetaProvider>,
    );
    expect(document.title).toBe('Cámara IP domo | Andina Telecom');
    expect(description()).toBe('Una cámara de 4 MP.');

    // Null (a record still loading) keeps what the head says.
    rerender(
      <PageMetaProvider shopName="Andina Telecom">
        <Page meta={null} />
      </PageMetaProvider>,
    );
    expect(document.title).toBe('Cámara IP domo | Andina Telecom');
    meta.remove();
  });

  it('hands the head to the server collector while drawing', () => {
    const heads: unknown[] = [];
    render(
      <PageMetaProvider shopName="Andina Telecom" collect={(head) => heads.push(head)}>
        <Page meta={{ title: 'Página no encontrada' }} />
      </PageMetaProvider>,
    );
    expect(heads.at(-1)).toEqual({
      title: 'Página no encontrada | Andina Telecom',
      description: undefined,
    });
  });

  it("is the shop's name alone on the home page", () => {
    expect(documentTitle('Andina Telecom', undefined)).toBe('Andina Telecom');
    expect(documentTitle('', 'Carrito de Compras')).toBe('Carrito de Compras');
  });
});

describe('a meta description', () => {
  it('reads the words of stored HTML', () => {
    expect(htmlText('<p>Switch <strong>PoE</strong>&nbsp;de 8 puertos &amp; 2 SFP</p>')).toBe(
      ' Switch  PoE  de 8 puertos & 2 SFP ',
    );
  });

  it('keeps to 155 characters, cut at a word', () => {
    const long = `${'palabra '.repeat(40)}final`;
    const cut = snippet(long);
    expect(cut.length).toBeLessThanOrEqual(155);
    expect(cut).toMatch(/palabra…$/);
    expect(snippet('  Corto   y  claro ')).toBe('Corto y claro');
  });
});

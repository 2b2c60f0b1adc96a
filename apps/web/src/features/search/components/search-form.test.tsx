import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import type { SuggestionGroup } from '../utils/suggestions';
import { SearchForm } from './search-form';

// jsdom lays nothing out: the placeholder hook measures and observes sizes.
vi.stubGlobal(
  'ResizeObserver',
  class {
    observe() {}
    disconnect() {}
  },
);

const GROUPS: SuggestionGroup[] = [
  {
    label: 'Productos',
    options: [
      {
        key: 'product-1',
        label: 'Cámara domo 4 MP',
        detail: 'Hikvision · DS-2CD',
        href: '/product/1/camara',
      },
      { key: 'product-2', label: 'Cámara bala 2 MP', href: '/product/2/camara-bala' },
    ],
  },
  {
    label: 'Categorías',
    options: [{ key: 'category-7', label: 'Cámaras IP', href: '/categories/7/camaras-ip' }],
  },
];

function Where() {
  const { pathname } = useLocation();
  return <p data-testid="where">{pathname}</p>;
}

function renderForm(at = '/') {
  const asked: string[] = [];
  const useSuggestions = (term: string) => {
    asked.push(term);
    return term ? GROUPS : [];
  };
  const rendered = renderWithProviders(
    <MemoryRouter initialEntries={[at]}>
      <SearchForm useSuggestions={useSuggestions} />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  const box = screen.getByRole('combobox', { name: 'Buscar productos' });
  const where = () => screen.getByTestId('where').textContent;
  return { ...rendered, box, asked, where };
}

const activeOption = (box: HTMLElement) => {
  const id = box.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};

describe('the header search box', () => {
  it('is a collapsed combobox that controls its list until someone types', async () => {
    const { box, user, asked } = renderForm();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveAttribute('aria-autocomplete', 'list');
    const listId = box.getAttribute('aria-controls')!;
    expect(document.getElementById(listId)).toHaveAttribute('role', 'listbox');
    expect(asked.every((term) => term === '')).toBe(true);

    await user.type(box, 'cam');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(asked.at(-1)).toBe('cam');
    const list = screen.getByRole('listbox', { name: 'Sugerencias' });
    expect(list.id).toBe(listId);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Cámara domo 4 MPHikvision · DS-2CD',
      'Cámara bala 2 MP',
      'Cámaras IP',
    ]);
    expect(screen.getByRole('group', { name: 'Categorías' })).toContainElement(
      screen.getByRole('option', { name: 'Cámaras IP' }),
    );
    expect(box).not.toHaveAttribute('aria-activedescendant');
  });

  it('moves through the options with the arrows, wrapping at both ends, focus staying in the box', async () => {
    const { box, user } = renderForm();
    await user.type(box, 'cam');
    await user.keyboard('{ArrowDown}');
    expect(activeOption(box)).toHaveTextContent('Cámara domo 4 MP');
    expect(activeOption(box)).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeOption(box)).toHaveTextContent('Cámaras IP');
    await user.keyboard('{ArrowDown}');
    expect(activeOption(box)).toHaveTextContent('Cámara domo 4 MP');
    await user.keyboard('{ArrowUp}');
    expect(activeOption(box)).toHaveTextContent('Cámaras IP');
    expect(screen.getAllByRole('option', { selected: true })).toHaveLength(1);
    expect(box).toHaveFocus();
  });

  it('goes to the active option’s page on Enter and empties the box there', async () => {
    const { box, user, where } = renderForm();
    await user.type(box, 'cam');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(where()).toBe('/product/2/camara-bala');
    expect(box).toHaveValue('');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('searches the typed text on Enter without an active option, and keeps it on the results page', async () => {
    const { box, user, where } = renderForm();
    await user.type(box, 'cámara ip{Enter}');
    expect(where()).toBe(`/search/${encodeURIComponent('cámara ip')}`);
    expect(box).toHaveValue('cámara ip');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the list on Escape keeping the text, and reopens it with Arrow Down', async () => {
    const { box, user, where } = renderForm();
    await user.type(box, 'cam');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(box).toHaveValue('cam');
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(activeOption(box)).toHaveTextContent('Cámara domo 4 MP');
    await user.keyboard('{Escape}{Enter}');
    expect(where()).toBe('/search/cam');
  });

  it('chooses an option with the pointer', async () => {
    const { box, user, where } = renderForm();
    await user.type(box, 'cam');
    await user.click(screen.getByRole('option', { name: 'Cámaras IP' }));
    expect(where()).toBe('/categories/7/camaras-ip');
  });

  it('holds the term of the results page it is opened on, suggesting nothing for it', () => {
    const { box, asked } = renderForm(`/search/${encodeURIComponent('cámara domo')}`);
    expect(box).toHaveValue('cámara domo');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(asked.every((term) => term === '')).toBe(true);
  });
});

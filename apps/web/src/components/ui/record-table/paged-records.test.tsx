import { screen } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { PagedRecords } from './paged-records';

interface NotesPage {
  notes: string[];
  totalPages: number;
}

function Notes({ page, answer }: { page: number; answer: () => Promise<NotesPage> }) {
  const query = useQuery({ queryKey: ['notes', page], queryFn: answer });
  return (
    <PagedRecords
      query={query}
      records={(data) => data.notes}
      page={page}
      hrefFor={(target) => ({ search: `?page=${target}` })}
      loadFailed="Hubo un problema al cargar las notas."
      empty={<p>Aún no tienes notas.</p>}
    >
      {(rows) => (
        <ul>
          {rows.map((row) => (
            <li key={row}>{row}</li>
          ))}
        </ul>
      )}
    </PagedRecords>
  );
}

const renderNotes = (page: number, answer: () => Promise<NotesPage>) =>
  renderWithProviders(
    <MemoryRouter>
      <Notes page={page} answer={answer} />
    </MemoryRouter>,
  );

describe('PagedRecords', () => {
  it('shows the records of the page and where it stands among the pages', async () => {
    renderNotes(2, async () => ({ notes: ['COT-2026-00041'], totalPages: 3 }));
    expect(await screen.findByText('COT-2026-00041')).toBeVisible();
    expect(screen.getByText('Página 2 de 3')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Página anterior' })).toHaveAttribute(
      'href',
      '/?page=1',
    );
  });

  it('says the list is empty on its first page', async () => {
    renderNotes(1, async () => ({ notes: [], totalPages: 0 }));
    expect(await screen.findByText('Aún no tienes notas.')).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Paginación' })).toBeNull();
  });

  it('offers the first page on a page past the last one', async () => {
    renderNotes(9, async () => ({ notes: [], totalPages: 2 }));
    expect(await screen.findByText('Esta página ya no tiene registros.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ir a la primera página' })).toHaveAttribute(
      'href',
      '/?page=1',
    );
  });

  it('says the list could not be read, in place and as a toast, and offers a retry', async () => {
    renderNotes(1, async () => {
      throw new Error('offline');
    });
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeVisible();
    expect(await screen.findAllByText('Hubo un problema al cargar las notas.')).toHaveLength(2);
  });
});

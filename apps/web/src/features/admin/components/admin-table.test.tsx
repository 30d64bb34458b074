import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, textOf } from '../../../../test/support/render.tsx';
import { adminMessages } from '../../../messages/admin.ts';
import { type AdminColumn, AdminListCard } from './admin-table.tsx';

type Row = { id: number; name: string; price: string };
const columns: AdminColumn<Row>[] = [
  { header: 'Nombre', cell: (row) => row.name },
  { header: 'Precio', align: 'right', cell: (row) => row.price },
];
const c = adminMessages.common;

type Query = Parameters<typeof AdminListCard<Row>>[0]['query'];
const query = (state: Partial<Query>): Query => ({
  isPending: false,
  isError: false,
  refetch: () => undefined,
  ...state,
});

async function show(props: Partial<Parameters<typeof AdminListCard<Row>>[0]> & { query: Query }) {
  const view = await render(
    <AdminListCard caption="Cursos" columns={columns} rowKey={(row) => row.id} {...props} />,
  );
  return view.container;
}

const button = (root: Element, name: string) =>
  [...root.querySelectorAll('button')].find((b) => textOf(b) === name) as HTMLButtonElement;

describe('AdminListCard', () => {
  it('shows a spinner while the list loads', async () => {
    const root = await show({ query: query({ isPending: true }) });
    expect(textOf(root.querySelector('[role="status"]'))).toBe(c.loading);
    expect(root.querySelector('table')).toBeNull();
  });

  it('says the list could not load and retries on demand', async () => {
    const refetch = vi.fn();
    const root = await show({ query: query({ isError: true, refetch }) });
    expect(textOf(root.querySelector('[role="alert"]'))).toBe(c.loadError);
    await act(async () => button(root, 'Reintentar').click());
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('says there are no records, without a table or pager, when the page is empty', async () => {
    const empty = { data: [], current_page: 1, last_page: 1, total: 0 };
    const root = await show({ query: query({ data: empty }), onPage: () => undefined });
    expect(textOf(root)).toBe(c.empty);
    expect(root.querySelector('table')).toBeNull();
    expect(root.querySelector('nav')).toBeNull();
  });

  it('shows the rows under a named table with the pager, which asks for the next page', async () => {
    const onPage = vi.fn();
    const data = {
      data: [
        { id: 1, name: 'Triaje', price: '$49,00' },
        { id: 2, name: 'Ecografía', price: '$99,00' },
      ],
      current_page: 1,
      last_page: 3,
      total: 52,
    };
    const root = await show({
      query: query({ data }),
      onPage,
      actions: (row) => <button type="button">{`Editar ${row.name}`}</button>,
    });
    expect(textOf(root.querySelector('caption'))).toBe('Cursos');
    const headers = [...root.querySelectorAll('th')];
    expect(headers.map(textOf)).toEqual(['Nombre', 'Precio', c.actions]);
    expect(headers[1]!.className).toContain('text-right');
    const rows = [...root.querySelectorAll('tbody tr')];
    expect(rows.map((r) => [...r.querySelectorAll('td')].map(textOf))).toEqual([
      ['Triaje', '$49,00', 'Editar Triaje'],
      ['Ecografía', '$99,00', 'Editar Ecografía'],
    ]);
    expect(rows[0]!.querySelectorAll('td')[1]!.className).toContain('tabular-nums');
    const pager = root.querySelector(`nav[aria-label="${c.pagination}"]`)!;
    expect(textOf(pager)).toContain(c.pageOf(1, 3, 52));
    expect(button(pager as Element, c.previous).disabled).toBe(true);
    await act(async () => button(pager as Element, c.next).click());
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('shows a list the server does not page without a pager', async () => {
    const root = await show({ query: query({ data: { data: [{ id: 1, name: 'Términos', price: '-' }] } }) });
    expect(root.querySelectorAll('tbody tr')).toHaveLength(1);
    expect(root.querySelector('nav')).toBeNull();
  });

  it('shows a notice in place of the list', async () => {
    const root = await show({
      query: query({ isError: true }),
      notice: <p role="alert">Filtro no válido</p>,
    });
    expect(textOf(root)).toBe('Filtro no válido');
  });
});

describe('AdminTable on a phone', () => {
  it('turns each row into a card: the header row leaves, each cell carries its column name', async () => {
    const root = await show({
      query: query({ data: { data: [{ id: 1, name: 'Triaje', price: '$49,00' }] } }),
      columns: [
        ...columns,
        { header: <span className="sr-only">Quitar</span>, label: 'Quitar', cell: () => '' },
      ],
      actions: (row) => <button type="button">{`Editar ${row.name}`}</button>,
    });
    const table = root.querySelector('table')!;
    expect(table.className).toContain('max-md:block');
    // No sideways scrolling below md: the wide minimum width and the scroller apply from md up.
    expect(table.className).not.toMatch(/(^|\s)min-w-/);
    expect(table.parentElement!.className).not.toMatch(/(^|\s)overflow-x-auto/);
    expect(root.querySelector('thead')!.className).toContain('max-md:hidden');
    const cells = [...root.querySelectorAll('tbody td')];
    expect(cells.map((td) => td.getAttribute('data-label'))).toEqual([
      'Nombre',
      'Precio',
      'Quitar',
      c.actions,
    ]);
    for (const td of cells) expect(td.className).toContain('max-md:before:content-[attr(data-label)]');
  });

  it('lets e-mails wrap only where they must, never letter by letter', async () => {
    const { readdirSync, readFileSync, statSync } = await import('node:fs');
    const path = await import('node:path');
    const admin = path.resolve(import.meta.dirname, '..');
    const walk = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const file = path.join(dir, name);
        return statSync(file).isDirectory() ? walk(file) : [file];
      });
    const offenders = walk(admin)
      .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
      .filter((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .some((line) => line.includes('break-all') && !/<pre|totp-secret/.test(line)),
      )
      .map((file) => path.relative(admin, file));
    expect(offenders).toEqual([]);
  });
});

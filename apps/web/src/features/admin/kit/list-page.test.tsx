import { act } from 'react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithQueries, settle, textOf, typeInto } from '../../../../test/support/render.tsx';
import { adminMessages } from '../../../messages/admin.ts';
import { ADMIN_STORAGE_KEYS } from '../lib/session.ts';
import { AdminListPage } from './list-page.tsx';
import { adminList } from './list-source.ts';

const c = adminMessages.common;
type Row = { id: number; name: string };
const source = adminList<Row>(['admin', 'kit-test'], '/api/admin/things');
const respond = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let asked: URLSearchParams[];
/** 30 rows named "Cosa N"; `q` keeps the names that contain it, `kind=none` keeps none. */
async function fakeFetch(url: string) {
  const at = new URL(url, 'http://localhost');
  if (at.pathname !== '/api/admin/things') return respond(404, { message: 'Ruta no encontrada.' });
  asked.push(at.searchParams);
  const q = at.searchParams.get('q') ?? '';
  if (q === 'x'.repeat(3))
    return respond(422, { message: 'Filtro no válido.', errors: { tag: ['Etiqueta no válida.'] } });
  const all = Array.from({ length: 30 }, (_, i) => ({ id: i + 1, name: `Cosa ${i + 1}` }));
  const rows = at.searchParams.get('kind') === 'none' ? [] : all.filter((r) => r.name.includes(q));
  const page = Number(at.searchParams.get('page'));
  const per = Number(at.searchParams.get('per_page'));
  return respond(200, {
    data: rows.slice((page - 1) * per, page * per),
    current_page: page,
    last_page: Math.max(1, Math.ceil(rows.length / per)),
    total: rows.length,
  });
}

/** Shows the address's query, as the list wrote it. */
function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

async function show(route = '/admin/cosas') {
  const { container } = await renderWithQueries(
    <>
      <AdminListPage
        title="Cosas"
        source={source}
        filters={[
          { kind: 'search', name: 'q' },
          {
            kind: 'select',
            name: 'kind',
            id: 'thing-kind',
            label: 'Tipo',
            allLabel: 'Todos',
            options: [
              { value: 'some', label: 'Algunas' },
              { value: 'none', label: 'Ninguna' },
            ],
          },
          { kind: 'input', name: 'tag', id: 'thing-tag', label: 'Etiqueta' },
        ]}
        columns={[{ header: 'Nombre', cell: (row) => row.name }]}
        rowKey={(row) => row.id}
      />
      <Address />
    </>,
    { route },
  );
  return container;
}

const address = (root: Element) => textOf(root.querySelector('[data-testid="address"]'));
const names = (root: Element) => [...root.querySelectorAll('tbody tr td')].map(textOf);
const button = (root: Element, name: string) =>
  [...root.querySelectorAll('button')].find((b) => textOf(b) === name) as HTMLButtonElement;

beforeEach(() => {
  asked = [];
  sessionStorage.setItem(ADMIN_STORAGE_KEYS.token, 'operator-token');
  vi.stubGlobal('fetch', vi.fn(fakeFetch));
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('AdminListPage', () => {
  it('shows the first page with its pager, and the next page goes to the address', async () => {
    const root = await show();
    await settle(() => names(root).length === 25);
    expect(textOf(root.querySelector('h1'))).toBe('Cosas');
    expect(textOf(root.querySelector('caption'))).toBe('Cosas');
    expect(asked[0]!.get('per_page')).toBe('25');
    const pager = root.querySelector(`nav[aria-label="${c.pagination}"]`)!;
    expect(textOf(pager)).toContain(c.pageOf(1, 2, 30));
    await act(async () => button(pager, c.next).click());
    await settle(() => names(root)[0] === 'Cosa 26');
    expect(address(root)).toBe('?page=2');
    expect(names(root)).toEqual(['Cosa 26', 'Cosa 27', 'Cosa 28', 'Cosa 29', 'Cosa 30']);
  });

  it('puts the filters in the address, back to page 1, and asks the server with them', async () => {
    const root = await show('/admin/cosas?page=2');
    await settle(() => names(root)[0] === 'Cosa 26');
    const search = root.querySelector<HTMLInputElement>('#admin-search')!;
    await typeInto(search, 'Cosa 1');
    await settle(() => names(root).length === 11);
    expect(search.value).toBe('Cosa 1');
    expect(address(root)).toBe('?q=Cosa+1');
    expect(asked.at(-1)!.get('q')).toBe('Cosa 1');
    expect(asked.at(-1)!.get('page')).toBe('1');
    await typeInto(search, '');
    await settle(() => address(root) === '');
  });

  it('reads the filters from the address it opens with', async () => {
    const root = await show('/admin/cosas?q=Cosa+2&kind=some');
    await settle(() => names(root).length === 11);
    expect(root.querySelector<HTMLInputElement>('#admin-search')!.value).toBe('Cosa 2');
    expect(root.querySelector<HTMLSelectElement>('#thing-kind')!.value).toBe('some');
    expect(asked[0]!.get('kind')).toBe('some');
  });

  it('says there are no results, without a table or pager, when nothing matches', async () => {
    const root = await show();
    await settle(() => names(root).length === 25);
    await typeInto(root.querySelector<HTMLSelectElement>('#thing-kind')!, 'none');
    await settle(() => root.querySelector('table') === null);
    expect(address(root)).toBe('?kind=none');
    expect(textOf(root)).toContain(c.empty);
    expect(root.querySelector(`nav[aria-label="${c.pagination}"]`)).toBeNull();
  });

  it('shows a filter the server refuses under its control and in place of the list', async () => {
    const root = await show('/admin/cosas?q=xxx');
    await settle(() => root.querySelector('[role="alert"]') !== null);
    expect(textOf(root.querySelector('[role="alert"]'))).toBe('Filtro no válido.');
    expect(textOf(root.querySelector('#thing-tag-error'))).toBe('Etiqueta no válida.');
    expect(root.querySelector('#thing-tag')!.getAttribute('aria-describedby')).toBe('thing-tag-error');
    expect(root.querySelector('table')).toBeNull();
  });
});

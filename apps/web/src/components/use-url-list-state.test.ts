import { describe, expect, it } from 'vitest';
import { defaultListState, listQuery, parseListState, serializeListState, type ListDefaults } from './use-url-list-state.ts';

interface Filters {
  status: string | undefined;
  email: string | undefined;
}

const defaults: ListDefaults<Filters> = {
  filters: { status: 'REQUESTED', email: undefined },
  allowed: { status: ['REQUESTED', 'APPROVED', 'ALL'] },
  sort: 'createdAt',
  sorts: ['createdAt', 'name'],
  order: 'desc',
};

const parse = (search: string) => parseListState(new URLSearchParams(search), defaults);
const serialize = (state: ReturnType<typeof parse>, base?: string) => serializeListState(state, defaults, new URLSearchParams(base)).toString();

describe('parseListState', () => {
  it('takes every default from an empty query', () => {
    expect(parse('')).toEqual({ filters: { status: 'REQUESTED', email: undefined }, page: 0, limit: 10, sort: 'createdAt', order: 'desc' });
  });

  it('reads filters, page, page size and sort', () => {
    expect(parse('status=APPROVED&email=a%40b.c&page=3&limit=50&sort=name&order=asc')).toEqual({
      filters: { status: 'APPROVED', email: 'a@b.c' },
      page: 3,
      limit: 50,
      sort: 'name',
      order: 'asc',
    });
  });

  it('treats an empty value as a cleared filter, unlike an absent one', () => {
    expect(parse('status=').filters.status).toBeUndefined();
    expect(parse('').filters.status).toBe('REQUESTED');
  });

  it('falls back to defaults for hand-edited nonsense', () => {
    expect(parse('status=DROP&page=-1&limit=7&sort=password&order=sideways')).toEqual(defaultListState(defaults));
    expect(parse('page=1e3').page).toBe(0);
  });

  it('trims filter values', () => {
    expect(parse('email=%20x%40y.z%20').filters.email).toBe('x@y.z');
  });
});

describe('serializeListState', () => {
  it('leaves defaults out so a plain list has a plain URL', () => {
    expect(serialize(defaultListState(defaults))).toBe('');
  });

  it('writes what differs and keeps parameters that are not the list\'s', () => {
    const state = { ...defaultListState(defaults), filters: { status: 'ALL', email: 'a@b.c' }, page: 2, limit: 20 };
    expect(serialize(state, 'theme=dark&page=9')).toBe('theme=dark&status=ALL&email=a%40b.c&page=2&limit=20');
  });

  it('writes a cleared filter that has a default as an empty value', () => {
    const state = { ...defaultListState(defaults), filters: { status: undefined, email: '  ' } };
    expect(serialize(state)).toBe('status=');
  });

  it('round-trips', () => {
    const search = 'status=APPROVED&email=a%40b.c&page=4&limit=100&sort=name&order=asc';
    expect(serialize(parse(search))).toBe(search);
    expect(parse(serialize(parse(search)))).toEqual(parse(search));
  });
});

describe('listQuery', () => {
  it('merges filters with paging for the API', () => {
    expect(listQuery(parse('status=APPROVED&page=1'))).toEqual({
      status: 'APPROVED',
      email: undefined,
      page: 1,
      limit: 10,
      sort: 'createdAt',
      order: 'desc',
    });
  });
});

import { describe, expect, it } from 'vitest';

import { putById, removeById } from './list-by-id';

const A = { id: 'a', name: 'Retorno' };
const B = { id: 'b', name: 'VIP' };
const C = { id: 'c', name: 'Novo' };

describe('putById', () => {
  it('replaces the entry with the same id where it stands', () => {
    const renamed = { ...A, name: 'Retorno 30d' };
    expect(putById([A, B], renamed)).toEqual([renamed, B]);
    expect(putById([A, B], { ...B, name: 'Vip' })).toEqual([A, { id: 'b', name: 'Vip' }]);
  });

  it('appends an entry no one has the id of', () => {
    expect(putById([A, B], C)).toEqual([A, B, C]);
    expect(putById([], C)).toEqual([C]);
  });

  it('leaves the given list as it was', () => {
    const list = [A, B];
    putById(list, C);
    putById(list, { ...A, name: 'x' });
    expect(list).toEqual([A, B]);
  });
});

describe('removeById', () => {
  it('drops the entry with the id and keeps the order of the rest', () => {
    expect(removeById([A, B, C], 'b')).toEqual([A, C]);
  });

  it('keeps every entry when none has the id', () => {
    expect(removeById([A, B], 'z')).toEqual([A, B]);
    expect(removeById([], 'a')).toEqual([]);
  });
});

import { categoryTree } from '../category-tree';

const row = (id: string, code: string, parent_id: string | null = null) => ({
  id,
  code,
  parent_id,
});

describe('categoryTree', () => {
  it('should list each parent before its children, by code read as numbers, with depth', () => {
    const lines = categoryTree([
      row('c', '1.10', 'a'),
      row('b', '1.2', 'a'),
      row('a', '1'),
      row('d', '2'),
      row('e', '1.2.01', 'b'),
    ]);
    expect(
      lines.map(({ category, depth, hasChildren }) => [category.code, depth, hasChildren]),
    ).toEqual([
      ['1', 0, true],
      ['1.2', 1, true],
      ['1.2.01', 2, false],
      ['1.10', 1, false],
      ['2', 0, false],
    ]);
  });

  it('should start a branch at a row whose parent is not in the list', () => {
    expect(categoryTree([row('b', '1.01', 'gone')]).map(({ depth }) => depth)).toEqual([0]);
  });
});

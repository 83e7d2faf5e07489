import {
  cashFlowTree,
  searchCashFlow,
  visibleRows,
} from '../../../components/cash-flow/cash-flow-tree';
import { CASH_FLOW } from './dashboard-fixtures';

const labels = (rows: ReturnType<typeof visibleRows>) => rows.map((row) => row.node.label);

describe('cash-flow tree', () => {
  const tree = cashFlowTree(CASH_FLOW);

  it('should count every category, at every level', () => {
    expect(tree.getValues()).toHaveLength(8);
  });

  it('should show the children of expanded categories only', () => {
    expect(labels(visibleRows(tree, new Set()))).toEqual(['Receitas', 'Despesas']);
    expect(visibleRows(tree, new Set(['k1', 'k11']))).toEqual([
      expect.objectContaining({ depth: 0, expandable: true, expanded: true }),
      expect.objectContaining({ depth: 1, expandable: true, expanded: true }),
      expect.objectContaining({ depth: 2, expandable: false, expanded: false }),
      expect.objectContaining({ depth: 2, expandable: false, expanded: false }),
      expect.objectContaining({ depth: 1, expandable: false, expanded: false }),
      expect.objectContaining({ depth: 0, expandable: true, expanded: false }),
    ]);
  });

  it('should keep matches and their ancestors only (strict), ignoring case and accents', () => {
    const found = searchCashFlow(tree, 'SERVICO');
    expect(found.getValues()).toEqual(['k1', 'k11', 'k112']);
    expect(found.getBranchValues()).toEqual(['k1', 'k11']);
  });

  it("should not bring a match's children along when they do not match", () => {
    expect(searchCashFlow(tree, 'vendas').getValues()).toEqual(['k1', 'k11', 'k111', 'k112']);
    expect(searchCashFlow(tree, 'receitas').getValues()).toEqual(['k1']);
  });

  it('should leave the tree whole for a blank search', () => {
    expect(searchCashFlow(tree, '   ')).toBe(tree);
  });
});

import { createTreeCollection } from '@ark-ui/react/collection';
import type { TreeCollection } from '@ark-ui/react/collection';
import type { CashFlowNode } from 'shared/contracts';

export type CashFlowTree = TreeCollection<CashFlowNode>;

export function cashFlowTree(nodes: CashFlowNode[]): CashFlowTree {
  return createTreeCollection<CashFlowNode>({
    // The API answers a forest; the collection wants one root, which is never shown.
    rootNode: { key: '', code: '', label: '', type: 'receita', totalAmount: 0, children: nodes },
    nodeToValue: (node) => node.key,
    nodeToString: (node) => node.label,
    nodeToChildren: (node) => node.children,
  });
}

/** Case- and accent-insensitive, so "servico" finds "Serviços". */
function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('pt-BR');
}

/**
 * SPEC.md §2 global filter, strict mode: the categories whose code or label matches, and their
 * ancestors (a match's own children stay out unless they match too).
 */
export function searchCashFlow(tree: CashFlowTree, query: string): CashFlowTree {
  const wanted = normalize(query.trim());
  if (!wanted) return tree;
  return tree.filter((node) => normalize(`${node.code} ${node.label}`).includes(wanted));
}

export interface CashFlowRow {
  node: CashFlowNode;
  depth: number;
  expandable: boolean;
  expanded: boolean;
}

/** The rows a reader sees: every top-level category, and the children of expanded ones. */
export function visibleRows(tree: CashFlowTree, expanded: ReadonlySet<string>): CashFlowRow[] {
  const rows: CashFlowRow[] = [];
  const walk = (nodes: CashFlowNode[], depth: number) => {
    for (const node of nodes) {
      const expandable = node.children.length > 0;
      const open = expandable && expanded.has(node.key);
      rows.push({ node, depth, expandable, expanded: open });
      if (open) walk(node.children, depth + 1);
    }
  };
  walk(tree.rootNode.children, 0);
  return rows;
}

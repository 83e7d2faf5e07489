import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { cashFlowSchema, categorySchema, insightsSchema } from 'shared/contracts';
import type { CashFlowNode } from 'shared/contracts';
import { addDays, todayIso } from 'shared/format';
import type { App } from '../../../src/app';
import { categoryNotLeafMessage } from '../../../src/domains/movements/services/movement-messages';
import { parentInUseMessage } from '../../../src/domains/setup/services/category-service';
import { findDemoCompanyId } from '../../../src/seed/seed-demo';
import { build } from '../../helper';
import { MOVEMENTS_URL, createMovement } from '../movements/movement-fixtures';
import type { Tenant } from '../setup/setup-fixtures';
import { createAs, createTenant, expectError, expectStatus } from '../setup/setup-fixtures';

// Movements go on leaf categories only, so every node of the cash-flow tree is the sum of its
// children and the roots add up to the insights totals (issue #13: 'Despesas' was off by the
// movements filed on it directly).

let app: App;

before(async () => {
  app = await build();
});

after(async () => {
  await app.close();
});

const today = todayIso();
const period = { start_date: addDays(today, -30), end_date: addDays(today, 30) };

async function dashboards(tenant: Tenant) {
  const flow = await tenant.call('POST', '/v1/companies/dashboards/cash-flow', period);
  expectStatus(flow, 200);
  const insights = await tenant.call('POST', '/v1/companies/dashboards/insights', period);
  expectStatus(insights, 200);
  return {
    tree: cashFlowSchema.parse(flow.json()),
    insights: insightsSchema.parse(insights.json()),
  };
}

function assertNodesAddUp(nodes: CashFlowNode[]): void {
  for (const node of nodes) {
    if (node.children.length === 0) continue;
    const children = node.children.reduce((sum, child) => sum + child.totalAmount, 0);
    assert.equal(node.totalAmount, children, `${node.code} ${node.label}`);
    assertNodesAddUp(node.children);
  }
}

function assertRootsMatchInsights(
  tree: CashFlowNode[],
  insights: { total_income: number; total_expense: number },
): void {
  const rootTotal = (type: CashFlowNode['type']) =>
    tree.filter((n) => n.type === type).reduce((sum, n) => sum + n.totalAmount, 0);
  assert.equal(rootTotal('receita'), insights.total_income);
  assert.equal(rootTotal('despesa'), insights.total_expense);
}

/** A plano de contas: node i hangs under an earlier node or is a root; a root's type is drawn. */
const treeArb = fc.array(
  fc.record({
    parent: fc.nat(),
    rootType: fc.constantFrom<'receita' | 'despesa'>('receita', 'despesa'),
  }),
  { minLength: 1, maxLength: 7 },
);
const movementsArb = fc.array(
  fc.record({
    node: fc.nat(),
    amount: fc.integer({ min: 1, max: 10_000_000 }),
    dueOffset: fc.integer({ min: -25, max: 25 }),
  }),
  { minLength: 1, maxLength: 8 },
);

test('should keep every cash-flow node equal to the sum of its children (property)', async () => {
  await fc.assert(
    fc.asyncProperty(treeArb, movementsArb, async (shape, planned) => {
      const tenant = await createTenant(app);
      const nodes: { id: string; type: 'receita' | 'despesa'; name: string; parent: number }[] = [];
      for (const [i, spec] of shape.entries()) {
        // parent % (i + 1) - 1: -1 makes a root, anything else an earlier node.
        const parent = (spec.parent % (i + 1)) - 1;
        const parentNode = nodes[parent];
        const type = parentNode ? parentNode.type : spec.rootType;
        const name = `Categoria ${i}`;
        const row = await createAs(tenant, '/v1/companies/categories', categorySchema, {
          type,
          code: String(i + 1),
          name,
          parent_id: parentNode?.id ?? null,
        });
        nodes.push({ id: row.id, type, name, parent });
      }
      const isLeaf = (index: number) => !nodes.some((n) => n.parent === index);
      for (const plan of planned) {
        const index = plan.node % nodes.length;
        const node = nodes[index]!;
        const body = {
          type: node.type,
          description: 'Gerada',
          amount_cents: plan.amount,
          due_date: addDays(today, plan.dueOffset),
          category_id: node.id,
        };
        if (isLeaf(index)) {
          await createMovement(tenant, body);
        } else {
          const refused = await tenant.call('POST', MOVEMENTS_URL, body);
          expectError(refused, 400, categoryNotLeafMessage(node.name));
        }
      }
      const { tree, insights } = await dashboards(tenant);
      assertNodesAddUp(tree);
      assertRootsMatchInsights(tree, insights);
    }),
    { numRuns: 6 },
  );
});

test('should refuse a child under a category that has movements (409), creating nothing', async () => {
  const tenant = await createTenant(app);
  const rent = await createAs(tenant, '/v1/companies/categories', categorySchema, {
    type: 'despesa',
    code: '2',
    name: 'Aluguel',
  });
  await createMovement(tenant, {
    type: 'despesa',
    description: 'Aluguel de março',
    amount_cents: 250_000,
    due_date: today,
    category_id: rent.id,
  });
  const child = await tenant.call('POST', '/v1/companies/categories', {
    type: 'despesa',
    code: '2.01',
    name: 'Aluguel da loja',
    parent_id: rent.id,
  });
  expectError(child, 409, parentInUseMessage('Aluguel'));
  const list = await tenant.call('GET', '/v1/companies/categories');
  assert.equal(list.json<unknown[]>().length, 1);
});

test('should refuse to move a movement onto a category with subcategories (400)', async () => {
  const tenant = await createTenant(app);
  const parent = await createAs(tenant, '/v1/companies/categories', categorySchema, {
    type: 'receita',
    code: '1',
    name: 'Receitas',
  });
  const leaf = await createAs(tenant, '/v1/companies/categories', categorySchema, {
    type: 'receita',
    code: '1.01',
    name: 'Vendas',
    parent_id: parent.id,
  });
  const movement = await createMovement(tenant, {
    type: 'receita',
    description: 'Venda',
    amount_cents: 1_000,
    due_date: today,
    category_id: leaf.id,
  });
  const moved = await tenant.call('PATCH', `${MOVEMENTS_URL}/${movement.id}`, {
    category_id: parent.id,
  });
  expectError(moved, 400, categoryNotLeafMessage('Receitas'));
  const kept = await tenant.call('GET', `${MOVEMENTS_URL}/${movement.id}`);
  assert.equal(kept.json().category.id, leaf.id);
});

test('should file the demo company only on leaves, so its tree adds up', async () => {
  const companyId = await findDemoCompanyId(app.db);
  assert.ok(companyId, 'the test database is seeded with the demo');
  const onParents = await app.database.rows<{ n: number }>(
    sql`select count(*)::int as n from movements m where m.company_id = ${companyId}
        and exists (select 1 from categories c where c.company_id = m.company_id and c.parent_id = m.category_id)`,
  );
  assert.equal(Number(onParents[0]?.n), 0);
});

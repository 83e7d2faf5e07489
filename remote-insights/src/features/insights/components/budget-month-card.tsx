import { Badge, Card, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { budgetOverruns } from 'shared/contracts';
import type { BudgetComparison } from 'shared/contracts';
import { defaultPeriod, formatBRL, formatMonth } from 'shared/format';
import { useGetBudgetComparisonQuery } from '../../../lib/api/budget-comparison';

/** How many categories the card names: the furthest over their month's budget. */
const SHOWN = 3;

/** The despesas of the month against what was budgeted for them, in cents, both positive. */
function spending(comparison: BudgetComparison) {
  const categories = comparison.lines
    .flatMap((line) => line.categories)
    .filter((c) => c.budget < 0);
  return {
    budget: categories.reduce((sum, c) => sum - c.budget, 0),
    spent: categories.reduce((sum, c) => sum + Math.max(0, -c.actual), 0),
  };
}

/**
 * "Orçamento do mês" (issue 24, item 2): the current month's despesas by competência against the
 * budget, naming the three categories furthest over it. Shown only when the month's despesas
 * have a budget; asked for once the dashboard's own figures are in (`ready`), so it never delays them.
 */
export function BudgetMonthCard({ ready }: { ready: boolean }) {
  const titleId = useId();
  // Asked once the figures first arrive, then kept while a new filter reloads them.
  const [started, setStarted] = useState(ready);
  if (ready && !started) setStarted(true);
  const period = defaultPeriod();
  const query = useGetBudgetComparisonQuery(
    { ...period, regime: 'competencia' },
    { skip: !started, refetchOnMountOrArgChange: true },
  );
  const comparison = query.isError ? undefined : query.currentData;
  const total = comparison ? spending(comparison) : { budget: 0, spent: 0 };
  // Nothing budgeted for the month's despesas: nothing to say.
  if (!comparison || total.budget === 0) return null;

  const over = budgetOverruns(comparison, 100).slice(0, SHOWN);
  const month = formatMonth(period.start_date.slice(0, 7));
  const link = `/relatorios/dre?${new URLSearchParams({
    visao: 'orcado',
    inicio: period.start_date,
    fim: period.end_date,
  }).toString()}`;
  return (
    <Card.Root variant="outline" minW="0" aria-labelledby={titleId} as="section">
      <Card.Header pb="0">
        <Heading as="h2" size="md" id={titleId}>
          Orçamento do mês
        </Heading>
        <Text color="fg.muted" textStyle="sm">
          Despesas de {month} pela competência: {formatBRL(total.spent)} de{' '}
          {formatBRL(total.budget)} orçados
        </Text>
      </Card.Header>
      <Card.Body gap="3">
        {over.length === 0 ? (
          <Text textStyle="sm">Nenhuma categoria acima do orçado.</Text>
        ) : (
          <Stack as="ul" gap="0" listStyleType="none" aria-label="Categorias acima do orçado">
            {over.map((category) => (
              <HStack
                as="li"
                key={category.id}
                justify="space-between"
                gap="3"
                py="2"
                borderBottomWidth="1px"
                _last={{ borderBottomWidth: '0' }}
              >
                <Stack gap="0" minW="0">
                  <Text fontWeight="medium" truncate>
                    {category.name}
                  </Text>
                  <Text color="fg.muted" textStyle="sm" fontVariantNumeric="tabular-nums">
                    {formatBRL(category.spent)} de {formatBRL(category.budget)}
                  </Text>
                </Stack>
                <Badge colorPalette="red" flexShrink={0} fontVariantNumeric="tabular-nums">
                  {category.usedPercent}% do orçado
                </Badge>
              </HStack>
            ))}
          </Stack>
        )}
        <Link asChild color="fg" textDecoration="underline" alignSelf="start" textStyle="sm">
          <RouterLink to={link}>Ver orçado x realizado</RouterLink>
        </Link>
      </Card.Body>
    </Card.Root>
  );
}

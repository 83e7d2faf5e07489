import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { ResponsivePie } from '@nivo/pie';
import type { ChartSlice } from 'shared/contracts';
import { formatBRL } from 'shared/format';
import { useChartTheme } from '../hooks/use-chart-theme';
import { ChartCard } from './chart-card';

interface Slice {
  id: string;
  label: string;
  /** Cents, as the API sent them. */
  value: number;
  color: string;
}

export interface CategoryDoughnutProps {
  title: string;
  slices: readonly ChartSlice[];
  /** A fixed colour per slice id (receita, despesa); otherwise the category palette, in order. */
  colorOf?: (id: string | null) => string | undefined;
}

/**
 * A doughnut (SPEC.md §2) with its figures listed below it: the slices alone say proportions,
 * the list says the amounts, and a screen reader can read it.
 */
export function CategoryDoughnut({ title, slices, colorOf }: CategoryDoughnutProps) {
  const { theme, colors } = useChartTheme();
  const data: Slice[] = slices.map((slice, index) => ({
    // Nivo keys slices by id; "no category/account" comes as null.
    id: slice.id ?? `sem-id-${index}`,
    label: slice.label,
    value: slice.value,
    color:
      colorOf?.(slice.id) ?? colors.categories[index % colors.categories.length] ?? colors.line,
  }));
  const empty = data.every((slice) => slice.value === 0);
  return (
    <ChartCard
      title={title}
      height="220px"
      empty={empty}
      footer={
        <Stack as="ul" gap="1.5" listStyleType="none" maxH="40" overflowY="auto" textStyle="sm">
          {data.map((slice) => (
            <HStack as="li" key={slice.id} justify="space-between" gap="3">
              <HStack gap="2" minW="0">
                <Box boxSize="2.5" borderRadius="full" bg={slice.color} flexShrink="0" />
                <Text truncate>{slice.label}</Text>
              </HStack>
              <Text fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
                {formatBRL(slice.value)}
              </Text>
            </HStack>
          ))}
        </Stack>
      }
    >
      <ResponsivePie<Slice>
        data={data}
        theme={theme}
        colors={{ datum: 'data.color' }}
        innerRadius={0.6}
        padAngle={1}
        cornerRadius={3}
        activeOuterRadiusOffset={6}
        margin={{ top: 8, right: 8, bottom: 8, left: 8 }}
        valueFormat={formatBRL}
        enableArcLabels={false}
        enableArcLinkLabels={false}
      />
    </ChartCard>
  );
}

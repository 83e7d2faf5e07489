import { Box, Flex, IconButton, Link, Text, VisuallyHidden } from '@chakra-ui/react';
import { Fragment, useId, useState } from 'react';
import { LuChevronDown, LuChevronRight } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import type { Dre, DreLine, DreRegime, FilterState } from 'shared/contracts';
import { formatBRL, formatMonth } from 'shared/format';
import {
  TableBody,
  TableCell,
  TableColumnHeader,
  TableHeader,
  TableRoot,
  TableRow,
} from 'shared/ui-kit';
import { movementsHref } from '../dre-request';

interface DreTableProps {
  dre: Dre;
  filter: FilterState;
  regime: DreRegime;
  caption: string;
}

// The first column stays in view while the months scroll sideways (a phone shows one or two).
const sticky = { position: 'sticky', left: 0, zIndex: 1, bg: 'bg' } as const;

/** A figure; linked to the movements behind it when there are any to show. */
function Amount({ value, href }: { value: number; href: string | null }) {
  const text = formatBRL(value);
  if (value === 0 || !href) {
    return (
      <Text as="span" color={value === 0 ? 'fg.muted' : undefined}>
        {text}
      </Text>
    );
  }
  return (
    <Link asChild color="fg" textDecoration="underline" textDecorationColor="border.emphasized">
      <RouterLink to={href}>{text}</RouterLink>
    </Link>
  );
}

/**
 * The DRE as a table: months in columns plus the period's total, one row per line. A group's row
 * expands into its categories (a disclosure button with aria-expanded); each figure of a group or
 * category opens the movements behind it.
 */
export function DreTable({ dre, filter, regime, caption }: DreTableProps) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const idPrefix = useId();
  const toggle = (key: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  const cells = (values: number[], total: number, categoryIds: string[] | null) => (
    <>
      {values.map((value, index) => {
        const month = dre.months[index];
        return (
          <TableCell key={month} textAlign="end" whiteSpace="nowrap">
            <Amount
              value={value}
              href={categoryIds ? movementsHref(filter, regime, categoryIds, month) : null}
            />
          </TableCell>
        );
      })}
      <TableCell textAlign="end" whiteSpace="nowrap" fontWeight="semibold">
        <Amount
          value={total}
          href={categoryIds ? movementsHref(filter, regime, categoryIds) : null}
        />
      </TableCell>
    </>
  );

  const lineRow = (line: DreLine) => {
    const open = expanded.has(line.key);
    const rowId = (index: number) => `${idPrefix}-${line.key}-${index}`;
    const isTotal = line.kind === 'total';
    const categoryIds = line.categories.map((category) => category.id);
    return (
      <Fragment key={line.key}>
        <TableRow
          bg={isTotal ? 'bg.muted' : undefined}
          fontWeight={isTotal ? 'semibold' : 'normal'}
        >
          <TableColumnHeader scope="row" {...sticky} bg={isTotal ? 'bg.muted' : 'bg'} minW="15rem">
            <Flex align="center" gap="1" ps={`${line.level * 1.25}rem`}>
              {line.categories.length > 0 ? (
                <IconButton
                  size="2xs"
                  variant="ghost"
                  aria-expanded={open}
                  aria-controls={
                    open ? line.categories.map((_, index) => rowId(index)).join(' ') : undefined
                  }
                  aria-label={`${open ? 'Recolher' : 'Expandir'} ${line.label}`}
                  onClick={() => toggle(line.key)}
                >
                  {open ? <LuChevronDown /> : <LuChevronRight />}
                </IconButton>
              ) : (
                <Box w="6" flexShrink={0} aria-hidden />
              )}
              <Text as="span" fontWeight={isTotal ? 'semibold' : 'medium'}>
                {line.label}
              </Text>
            </Flex>
          </TableColumnHeader>
          {cells(line.values, line.total, isTotal || categoryIds.length === 0 ? null : categoryIds)}
        </TableRow>
        {open &&
          line.categories.map((category, index) => (
            <TableRow key={category.id} id={rowId(index)}>
              <TableColumnHeader scope="row" {...sticky} fontWeight="normal">
                <Box ps={`${line.level * 1.25 + 2.5}rem`} color="fg.muted">
                  <Text as="span" fontVariantNumeric="tabular-nums" me="2">
                    {category.code}
                  </Text>{' '}
                  <Text as="span" color="fg">
                    {category.name}
                  </Text>
                </Box>
              </TableColumnHeader>
              {cells(category.values, category.total, [category.id])}
            </TableRow>
          ))}
      </Fragment>
    );
  };

  return (
    <Box
      role="region"
      aria-label={caption}
      overflowX="auto"
      borderWidth="1px"
      borderRadius="l2"
      // Focusable, so a keyboard can scroll the months sideways.
      tabIndex={0}
    >
      <TableRoot size="sm" fontVariantNumeric="tabular-nums">
        <VisuallyHidden asChild>
          <caption>{caption}</caption>
        </VisuallyHidden>
        <TableHeader>
          <TableRow>
            <TableColumnHeader scope="col" {...sticky}>
              Linha da DRE
            </TableColumnHeader>
            {dre.months.map((month) => (
              <TableColumnHeader key={month} scope="col" textAlign="end" whiteSpace="nowrap">
                {formatMonth(month)}
              </TableColumnHeader>
            ))}
            <TableColumnHeader scope="col" textAlign="end">
              Total
            </TableColumnHeader>
          </TableRow>
        </TableHeader>
        <TableBody>{dre.lines.map(lineRow)}</TableBody>
      </TableRoot>
    </Box>
  );
}

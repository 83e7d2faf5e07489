import { Box, Flex, IconButton, Text, VisuallyHidden } from '@chakra-ui/react';
import { Fragment, useId, useState } from 'react';
import { LuChevronDown, LuChevronRight } from 'react-icons/lu';
import type { GroupDre } from 'shared/contracts';
import { formatBRL } from 'shared/format';
import {
  TableBody,
  TableCell,
  TableColumnHeader,
  TableHeader,
  TableRoot,
  TableRow,
} from 'shared/ui-kit';

const sticky = { position: 'sticky', left: 0, zIndex: 1, bg: 'bg' } as const;

type Figures = { total: number; by_company: number[] };

/** The period's figures: one column per company when asked for, then the group's. */
function Cells({ figures, byCompany }: { figures: Figures; byCompany: boolean }) {
  const cell = (value: number, key: string, strong = false) => (
    <TableCell
      key={key}
      textAlign="end"
      whiteSpace="nowrap"
      fontWeight={strong ? 'semibold' : undefined}
      color={value === 0 ? 'fg.muted' : undefined}
    >
      {formatBRL(value)}
    </TableCell>
  );
  return (
    <>
      {byCompany && figures.by_company.map((value, index) => cell(value, String(index)))}
      {cell(figures.total, 'group', true)}
    </>
  );
}

/**
 * The group's DRE for the period: each line and its categories (matched across the companies by
 * code and name), a column per company on demand, and the companies' trade with each other on a
 * line of its own, so the group's revenue is not counted twice.
 */
export function GroupDreTable({
  dre,
  byCompany,
  caption,
}: {
  dre: GroupDre;
  byCompany: boolean;
  caption: string;
}) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const idPrefix = useId();
  const toggle = (key: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  return (
    <Box
      role="region"
      aria-label={caption}
      overflowX="auto"
      position="relative"
      borderWidth="1px"
      borderRadius="l2"
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
            {byCompany &&
              dre.companies.map((company) => (
                <TableColumnHeader key={company.id} scope="col" textAlign="end" whiteSpace="nowrap">
                  {company.name}
                </TableColumnHeader>
              ))}
            <TableColumnHeader scope="col" textAlign="end">
              Grupo
            </TableColumnHeader>
          </TableRow>
        </TableHeader>
        <TableBody>
          {dre.lines.map((line) => {
            const open = expanded.has(line.key);
            const isTotal = line.kind === 'total';
            const rowId = (index: number) => `${idPrefix}-${line.key}-${index}`;
            return (
              <Fragment key={line.key}>
                <TableRow bg={isTotal ? 'bg.muted' : undefined}>
                  <TableColumnHeader
                    scope="row"
                    {...sticky}
                    bg={isTotal ? 'bg.muted' : 'bg'}
                    minW={{ base: '11rem', md: '15rem' }}
                  >
                    <Flex align="center" gap="1" ps={`${line.level * 1.25}rem`}>
                      {line.categories.length > 0 ? (
                        <IconButton
                          size="2xs"
                          variant="ghost"
                          aria-expanded={open}
                          aria-controls={
                            open
                              ? line.categories.map((_, index) => rowId(index)).join(' ')
                              : undefined
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
                  <Cells figures={line} byCompany={byCompany} />
                </TableRow>
                {open &&
                  line.categories.map((category, index) => (
                    <TableRow key={`${category.code}/${category.name}`} id={rowId(index)}>
                      <TableColumnHeader scope="row" {...sticky} fontWeight="normal">
                        <Box ps={`${line.level * 1.25 + 2.5}rem`} color="fg.muted">
                          <Text as="span" me="2">
                            {category.code}
                          </Text>{' '}
                          <Text as="span" color="fg">
                            {category.name}
                          </Text>
                        </Box>
                      </TableColumnHeader>
                      <Cells figures={category} byCompany={byCompany} />
                    </TableRow>
                  ))}
              </Fragment>
            );
          })}
          <TableRow>
            <TableColumnHeader scope="row" {...sticky} fontWeight="medium">
              <Box ps="7">Operações entre empresas do grupo</Box>
            </TableColumnHeader>
            <Cells figures={dre.eliminations} byCompany={byCompany} />
          </TableRow>
        </TableBody>
      </TableRoot>
    </Box>
  );
}

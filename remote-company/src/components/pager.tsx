import { Button, HStack, Text } from '@chakra-ui/react';

interface PagerProps {
  page: number;
  pageCount: number;
  total: number;
  onPage: (page: number) => void;
}

/** Previous / next with "Página 2 de 7"; hidden when one page holds everything. */
export function Pager({ page, pageCount, total, onPage }: PagerProps) {
  if (pageCount <= 1) return null;
  return (
    <HStack as="nav" aria-label="Paginação" justify="space-between" mt="3" gap="2" wrap="wrap">
      <Text color="fg.muted" fontSize="sm">
        {total} registros · Página {page} de {pageCount}
      </Text>
      <HStack gap="2">
        <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Anterior
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={page >= pageCount}
          onClick={() => onPage(page + 1)}
        >
          Próxima
        </Button>
      </HStack>
    </HStack>
  );
}

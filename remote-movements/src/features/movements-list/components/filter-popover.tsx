import { Badge, Button, Portal } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { LuFilter } from 'react-icons/lu';
import { activeFilterCount } from 'shared/contracts';
import type { FilterState } from 'shared/contracts';
import {
  DateRangePicker,
  datesToPeriod,
  PopoverBody,
  PopoverContent,
  PopoverFooter,
  PopoverHeader,
  PopoverPositioner,
  PopoverRoot,
  PopoverTitle,
  PopoverTrigger,
  periodToDates,
} from 'shared/ui-kit';
import type { DateValue } from 'shared/ui-kit';
import { FilterFields } from './filter-fields';

export interface FilterPopoverProps {
  filter: FilterState;
  onApply: (filter: FilterState) => void;
}

/**
 * 'Filtros', as on the insights page: edits a draft of the filter; 'Aplicar' commits it,
 * 'Cancelar' (or closing the popover any other way) drops it, so the next opening starts from
 * the filter in force. The fields below the period scroll inside the popover.
 */
export function FilterPopover({ filter, onApply }: FilterPopoverProps) {
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(filter);
  const [dates, setDates] = useState<DateValue[]>([]);
  const period = datesToPeriod(dates);
  const active = activeFilterCount(filter);

  const onOpenChange = ({ open: opening }: { open: boolean }) => {
    if (opening) {
      setDraft(filter);
      setDates(periodToDates(filter));
    }
    setOpen(opening);
  };

  const apply = () => {
    if (!period) return;
    setOpen(false);
    onApply({ ...draft, ...period, search: draft.search.trim() });
  };

  return (
    <PopoverRoot
      open={open}
      onOpenChange={onOpenChange}
      positioning={{ placement: 'bottom-end' }}
      ids={{ title: titleId }}
      lazyMount
      unmountOnExit
    >
      <PopoverTrigger asChild>
        <Button variant="outline">
          <LuFilter />
          Filtros
          {active > 0 && (
            <Badge
              colorPalette="brand"
              variant="solid"
              borderRadius="full"
              aria-label={`${active} filtro(s) ativo(s)`}
            >
              {active}
            </Badge>
          )}
        </Button>
      </PopoverTrigger>
      <Portal>
        <PopoverPositioner>
          <PopoverContent
            width="auto"
            minW={{ md: '440px' }}
            maxW="calc(100dvw - 1rem)"
            aria-labelledby={titleId}
          >
            <PopoverHeader>
              <PopoverTitle fontWeight="semibold">Filtros</PopoverTitle>
            </PopoverHeader>
            <PopoverBody maxH="min(70dvh, 640px)" overflowY="auto">
              <DateRangePicker label="Periodo" value={dates} onChange={setDates} />
              <FilterFields draft={draft} onChange={setDraft} />
            </PopoverBody>
            <PopoverFooter justifyContent="flex-end" gap="2">
              <Button variant="outline" onClick={() => setOpen(false)}>
                Cancelar
              </Button>
              <Button colorPalette="brand" disabled={!period} onClick={apply}>
                Aplicar
              </Button>
            </PopoverFooter>
          </PopoverContent>
        </PopoverPositioner>
      </Portal>
    </PopoverRoot>
  );
}

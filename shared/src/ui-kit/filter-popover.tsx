import { Badge, Button, Portal } from '@chakra-ui/react';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { LuFilter } from 'react-icons/lu';
import { activeFilterCount } from '../contracts/movements/filter-state';
import type { FilterState } from '../contracts/reports/dashboards';
import { DateRangePicker } from './date-range-picker';
import { datesToPeriod, periodToDates } from './date-range';
import type { DateValue } from '@ark-ui/react/date-picker';
import {
  PopoverBody,
  PopoverContent,
  PopoverFooter,
  PopoverHeader,
  PopoverPositioner,
  PopoverRoot,
  PopoverTitle,
  PopoverTrigger,
} from './popover';

export interface FilterPopoverProps {
  filter: FilterState;
  onApply: (filter: FilterState) => void;
  /** The fields below the period (the movements list's); a screen without them filters by period. */
  fields?: (draft: FilterState, onChange: (draft: FilterState) => void) => ReactNode;
}

/**
 * SPEC.md §2 'Filtros', one for every screen that filters by SPEC §3's Filter: edits a draft;
 * 'Aplicar' commits it, 'Cancelar' (or closing the popover any other way) drops it, so the next
 * opening starts from the filter in force. The fields below the period scroll inside the popover.
 */
export function FilterPopover({ filter, onApply, fields }: FilterPopoverProps) {
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
          {/* Ark names the dialog by its title only after a later render; say it from the start.
              SPEC.md §9's 440 px (and two months) from `md` up; on a phone, one month, and never
              wider than the screen less the 8 px the positioner keeps from each edge. */}
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
              {fields?.(draft, setDraft)}
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

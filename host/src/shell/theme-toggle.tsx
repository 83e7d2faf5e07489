import { IconButton } from '@chakra-ui/react';
import { LuMoon, LuSun } from 'react-icons/lu';
import { useColorMode } from 'shared/theme';
import { Tooltip } from 'shared/ui';

/** SPEC.md §2: round, fixed bottom right; sun + 'Modo Claro' in dark, moon + 'Modo Escuro' in light. */
export function ThemeToggle() {
  const { colorMode, toggleColorMode } = useColorMode();
  const label = colorMode === 'dark' ? 'Modo Claro' : 'Modo Escuro';
  return (
    <Tooltip content={label} placement="left">
      <IconButton
        aria-label={label}
        onClick={toggleColorMode}
        position="fixed"
        bottom="4"
        right="4"
        zIndex="overlay"
        rounded="full"
        size="lg"
        colorPalette="brand"
        variant="solid"
        shadow="lg"
      >
        {colorMode === 'dark' ? <LuSun /> : <LuMoon />}
      </IconButton>
    </Tooltip>
  );
}

import { createRecipeContext } from '@chakra-ui/react';
import type { HTMLChakraProps, RecipeProps, UnstyledProp } from '@chakra-ui/react';

// Chakra's Skeleton is this one line over the `skeleton` recipe; written here it costs the shared
// Chakra singleton nothing (see popover.tsx).
const { withContext } = createRecipeContext({ key: 'skeleton' });

export type SkeletonProps = HTMLChakraProps<'div', RecipeProps<'skeleton'>> & UnstyledProp;
export const Skeleton = withContext<HTMLDivElement, SkeletonProps>('div');

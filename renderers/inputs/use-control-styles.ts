import { useRecipe } from '@chakra-ui/react';

/** The theme's input look (the one input recipe registered), small inside table cells. */
export function useControlStyles(compact: boolean | undefined) {
  const recipe = useRecipe({ key: 'input' });
  return recipe({ size: compact ? 'sm' : 'md', variant: 'outline' });
}

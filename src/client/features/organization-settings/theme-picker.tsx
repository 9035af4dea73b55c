import { Box, Flex, SimpleGrid, Text } from '@chakra-ui/react';
import { THEME_NAMES, THEMES, themeColours, type ThemeName } from '../../../shared/themes';
import { AppIcon } from '../../components/app-icon';

/** The colours of one theme side by side: menu, primary, accent, page. */
function Palette({ name }: { name: ThemeName }) {
  const { sidebar, primary, accent, surface } = THEMES[name];
  return (
    <Flex h="10" rounded="sm" overflow="hidden" borderWidth="1px" aria-hidden="true">
      {[sidebar, primary, accent, surface].map((colour, index) => (
        <Box key={index} flex={index === 3 ? 1.6 : 1} style={{ background: colour }} />
      ))}
    </Flex>
  );
}

/** The eight themes of spec section 3 as swatches; one is chosen. */
export function ThemePicker({
  value,
  onChange,
}: {
  value: ThemeName;
  onChange: (theme: ThemeName) => void;
}) {
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" role="radiogroup" aria-label="Colour theme">
      {THEME_NAMES.map((name) => {
        const selected = name === value;
        return (
          <Box
            as="button"
            key={name}
            role="radio"
            aria-checked={selected}
            aria-label={THEMES[name].label}
            onClick={() => onChange(name)}
            textAlign="start"
            p="2.5"
            rounded="md"
            bg="bg"
            borderWidth="1px"
            borderColor={selected ? 'transparent' : 'border'}
            cursor="pointer"
            style={selected ? { outline: `2px solid ${themeColours(name).text}` } : undefined}
            outlineOffset="1px"
            _hover={{ borderColor: 'border.emphasized' }}
            _focusVisible={{ boxShadow: '0 0 0 3px var(--chakra-colors-brand-focus-ring)' }}
          >
            <Palette name={name} />
            <Flex mt="2" align="center" justify="space-between" gap="2">
              <Text fontSize="sm" fontWeight="medium">
                {THEMES[name].label}
              </Text>
              {selected ? (
                <Box style={{ color: themeColours(name).text }}>
                  <AppIcon name="check" size="16px" />
                </Box>
              ) : null}
            </Flex>
          </Box>
        );
      })}
    </SimpleGrid>
  );
}

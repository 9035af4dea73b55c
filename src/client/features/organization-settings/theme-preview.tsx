import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { THEMES, themeColours, type ThemeName } from '../../../shared/themes';
import { OrgLogo } from '../../components/org-logo';

interface ThemePreviewProps {
  theme: ThemeName;
  gradient: boolean;
  name: string;
  logo: string | null;
}

/**
 * A small picture of the app as people will see it with a theme: the menu, the header (with
 * its gradient when chosen), a page with a button. Painted from the theme's own colours, not the
 * page's, so it shows the choice before it is saved.
 */
export function ThemePreview({ theme, gradient, name, logo }: ThemePreviewProps) {
  const { primary, solid, accent, sidebar, surface, onPrimary } = themeColours(theme);
  return (
    <Flex
      role="img"
      aria-label={`Preview of ${name} in the ${THEMES[theme].label} theme`}
      h="56"
      rounded="lg"
      overflow="hidden"
      borderWidth="1px"
      shadow="sm"
      fontSize="xs"
    >
      <Stack w="28" p="3" gap="2" style={{ background: sidebar }} color="whiteAlpha.800">
        {['Dashboard', 'Approvals', 'Payroll', 'People'].map((item, index) => (
          <Box
            key={item}
            px="2"
            py="1"
            rounded="sm"
            style={index === 1 ? { background: solid, color: onPrimary } : undefined}
          >
            {item}
          </Box>
        ))}
      </Stack>
      <Stack flex="1" gap="0" style={{ background: surface }}>
        <Flex
          h="12"
          px="3"
          align="center"
          gap="2"
          borderBottomWidth={gradient ? 0 : '1px'}
          style={{
            background: gradient ? `linear-gradient(to right, ${primary}, ${accent})` : 'white',
            color: gradient ? onPrimary : '#1f2937',
          }}
        >
          <Box bg="white" rounded="sm" p="0.5">
            <OrgLogo src={logo} name={name} height="6" maxWidth="24" />
          </Box>
          <Text fontWeight="semibold" truncate>
            {name}
          </Text>
        </Flex>
        <Stack p="4" gap="3">
          <Box bg="white" rounded="md" p="3" shadow="xs">
            <Text fontWeight="semibold" color="gray.800">
              Leave application
            </Text>
            <Flex mt="2" gap="2" align="center">
              <Box px="3" py="1" rounded="md" style={{ background: solid, color: onPrimary }}>
                Approve
              </Box>
              <Box px="2" py="0.5" rounded="full" style={{ background: accent, color: '#111' }}>
                2 new
              </Box>
            </Flex>
          </Box>
        </Stack>
      </Stack>
    </Flex>
  );
}

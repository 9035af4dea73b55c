import {
  Box,
  CloseButton,
  Drawer,
  Heading,
  Portal,
  RadioGroup,
  SimpleGrid,
  Stack,
  Switch,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import type { Preferences } from '../../../shared/api/identity';
import {
  LAYOUTS,
  SIDEBAR_COLOR_NAMES,
  SIDEBAR_COLORS,
  type LayoutName,
} from '../../../shared/themes';
import { AppIcon } from '../../components/app-icon';
import { preferences, usePreferences } from '../../lib/preferences';

const LAYOUT_DESCRIPTIONS: Record<LayoutName, string> = {
  layout1: 'Wide side menu with section headings',
  layout2: 'Compact side menu with a header and breadcrumb',
  layout3: 'Navigation across the top',
};

interface SettingsDrawerProps {
  open: boolean;
  onClose: () => void;
}

/** The settings customizer: layout, sidebar colour and direction, applied at once and saved. */
export function SettingsDrawer({ open, onClose }: SettingsDrawerProps) {
  const current = usePreferences();
  const [saveError, setSaveError] = useState<string | null>(null);

  const change = (patch: Partial<Preferences>) => {
    setSaveError(null);
    preferences.save({ ...current, ...patch }).catch(() => {
      setSaveError(
        'Applied on this device, but it could not be saved to your account. It will be tried again next time.',
      );
    });
  };

  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      placement="end"
      size="sm"
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header borderBottomWidth="1px">
              <Drawer.Title>Settings</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="8" py="2">
                <Stack gap="3">
                  <Heading as="h3" size="sm" id="settings-layout">
                    Layout
                  </Heading>
                  <RadioGroup.Root
                    value={current.layout}
                    onValueChange={(details) =>
                      details.value && change({ layout: details.value as LayoutName })
                    }
                    aria-labelledby="settings-layout"
                  >
                    <Stack gap="3">
                      {LAYOUTS.map((name, index) => (
                        <RadioGroup.Item key={name} value={name} alignItems="start">
                          <RadioGroup.ItemHiddenInput />
                          <RadioGroup.ItemIndicator />
                          <RadioGroup.ItemText>
                            <Text as="span" display="block" fontWeight="medium">
                              Layout {index + 1}
                            </Text>
                            <Text as="span" display="block" fontSize="sm" color="fg.muted">
                              {LAYOUT_DESCRIPTIONS[name]}
                            </Text>
                          </RadioGroup.ItemText>
                        </RadioGroup.Item>
                      ))}
                    </Stack>
                  </RadioGroup.Root>
                </Stack>
                <Stack gap="3">
                  <Heading as="h3" size="sm">
                    Sidebar colour
                  </Heading>
                  <SimpleGrid columns={6} gap="2.5" role="group" aria-label="Sidebar colour">
                    {SIDEBAR_COLOR_NAMES.map((name) => {
                      const colour = SIDEBAR_COLORS[name];
                      const selected = current.sidebarColor === name;
                      return (
                        <Box
                          as="button"
                          key={name}
                          aria-label={colour.label}
                          aria-pressed={selected}
                          title={colour.label}
                          onClick={() => change({ sidebarColor: name })}
                          h="10"
                          rounded="md"
                          bg={colour.background ?? 'sidebar'}
                          color={colour.text}
                          borderWidth="1px"
                          borderColor="border.emphasized"
                          outline={selected ? '2px solid' : undefined}
                          outlineColor="brand.solid"
                          outlineOffset="2px"
                          display="flex"
                          alignItems="center"
                          justifyContent="center"
                          cursor="pointer"
                          _focusVisible={{
                            outline: '2px solid',
                            outlineColor: 'brand.focusRing',
                            outlineOffset: '2px',
                          }}
                        >
                          {selected ? <AppIcon name="check" size="16px" /> : null}
                        </Box>
                      );
                    })}
                  </SimpleGrid>
                </Stack>
                <Switch.Root
                  checked={current.rtl}
                  onCheckedChange={(details) => change({ rtl: details.checked })}
                  justifyContent="space-between"
                >
                  <Switch.Label fontWeight="medium">Right to left</Switch.Label>
                  <Switch.HiddenInput role="switch" />
                  <Switch.Control>
                    <Switch.Thumb />
                  </Switch.Control>
                </Switch.Root>
                {saveError ? (
                  <Text fontSize="sm" color="orange.fg" role="status">
                    {saveError}
                  </Text>
                ) : null}
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close settings" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

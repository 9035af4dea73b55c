import { chakra, Flex } from '@chakra-ui/react';
import type { KeyboardEvent } from 'react';
import {
  STATUTORY_TABLE_KINDS,
  type StatutoryTableKind,
} from '../../../../shared/api/payroll-tables';
import { STATUTORY_TABLE_LABELS } from '../payroll-labels';

interface KindTabsProps {
  value: StatutoryTableKind;
  onChange: (kind: StatutoryTableKind) => void;
  /** The id of the panel the tabs control. */
  panelId: string;
}

export const tabIdOf = (kind: StatutoryTableKind) => `statutory-tab-${kind}`;

/** One tab per kind of table; arrow keys move between them (the WAI-ARIA tabs pattern). */
export function KindTabs({ value, onChange, panelId }: KindTabsProps) {
  const move = (event: KeyboardEvent, step: number) => {
    const at = STATUTORY_TABLE_KINDS.indexOf(value);
    const count = STATUTORY_TABLE_KINDS.length;
    const next = STATUTORY_TABLE_KINDS[(at + step + count) % count] ?? value;
    event.preventDefault();
    onChange(next);
    document.getElementById(tabIdOf(next))?.focus();
  };
  return (
    <Flex
      role="tablist"
      aria-label="Statutory tables"
      gap="1"
      borderBottomWidth="1px"
      overflowX="auto"
      mb="4"
    >
      {STATUTORY_TABLE_KINDS.map((kind) => {
        const selected = kind === value;
        return (
          <chakra.button
            key={kind}
            type="button"
            role="tab"
            id={tabIdOf(kind)}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            px="3"
            py="2"
            mb="-1px"
            whiteSpace="nowrap"
            fontSize="sm"
            fontWeight={selected ? 'semibold' : 'medium'}
            color={selected ? 'fg' : 'fg.muted'}
            borderBottomWidth="2px"
            borderColor={selected ? 'brand.solid' : 'transparent'}
            _hover={{ color: 'fg' }}
            _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
            onClick={() => onChange(kind)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight') move(event, 1);
              if (event.key === 'ArrowLeft') move(event, -1);
            }}
          >
            {STATUTORY_TABLE_LABELS[kind]}
          </chakra.button>
        );
      })}
    </Flex>
  );
}

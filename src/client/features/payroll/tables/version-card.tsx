import { Badge, Box, chakra, Flex, Text } from '@chakra-ui/react';
import {
  STATUTORY_TABLE_SCHEMAS,
  type StatutoryTableKind,
} from '../../../../shared/api/payroll-tables';
import type { JsonSchemaNode } from '../../../../shared/forms/fields';
import type { StatutoryVersion } from '../api/payroll-requests';
import { TableDataView } from './table-data-view';
import { VERSION_STATUS_LABELS, type VersionStatus } from './table-versions';

interface VersionCardProps {
  kind: StatutoryTableKind;
  version: StatutoryVersion;
  status: VersionStatus;
}

/** One version of a table: when it applies from, its source and its data; superseded ones fold. */
export function VersionCard({ kind, version, status }: VersionCardProps) {
  const badge = VERSION_STATUS_LABELS[status];
  return (
    <chakra.details
      open={status !== 'superseded'}
      borderTopWidth="1px"
      css={{ '&[open] .version-chevron': { transform: 'rotate(90deg)' } }}
    >
      <chakra.summary
        display="flex"
        alignItems="center"
        gap="3"
        px="4"
        py="3"
        cursor="pointer"
        listStyleType="none"
        _hover={{ bg: 'bg.subtle' }}
        css={{ '&::-webkit-details-marker': { display: 'none' } }}
      >
        <Box className="version-chevron" color="fg.muted" transition="transform 0.15s" aria-hidden>
          ▸
        </Box>
        <Flex gap="3" align="center" wrap="wrap" flex="1" minW="0">
          <Text fontWeight="semibold" whiteSpace="nowrap">
            Valid from{' '}
            <chakra.time dateTime={version.validFrom} fontFamily="mono">
              {version.validFrom}
            </chakra.time>
          </Text>
          <Badge colorPalette={badge.colour} variant="subtle">
            {badge.label}
          </Badge>
          {version.scope === 'organisation' ? (
            <Badge colorPalette="purple" variant="outline">
              Your organisation&apos;s
            </Badge>
          ) : null}
          <Text fontSize="sm" color="fg.muted" truncate>
            {version.source}
          </Text>
        </Flex>
      </chakra.summary>
      <Box px="4" pb="5" pt="1" ps="10">
        <TableDataView
          schema={STATUTORY_TABLE_SCHEMAS[kind] as unknown as JsonSchemaNode}
          data={version.data}
        />
      </Box>
    </chakra.details>
  );
}

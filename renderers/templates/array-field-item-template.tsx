import { Box, Flex } from '@chakra-ui/react';
import type { ArrayFieldItemTemplateProps } from '@rjsf/utils';

/** One entry of a plain list, with its move/remove buttons beside it. */
export function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, buttonsProps, hasToolbar, registry } = props;
  const { ArrayFieldItemButtonsTemplate } = registry.templates;
  return (
    <Flex gap="2" align="flex-start">
      <Box flex="1" minW="0">
        {children}
      </Box>
      {hasToolbar ? (
        <Flex gap="1" pt="7">
          <ArrayFieldItemButtonsTemplate {...buttonsProps} />
        </Flex>
      ) : null}
    </Flex>
  );
}

import { Box, Flex, VisuallyHidden } from '@chakra-ui/react';
import { LayoutGroup } from 'framer-motion';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import type { FormResponse, RecordItem } from '../../../../shared/api/records';
import type { FieldInfo } from '../../../../shared/forms/fields';
import { formatFieldValue } from '../../../../shared/format/field-value';
import { FormAlert } from '../../../components/form-alert';
import { FormGate } from '../../form-gate';
import { useListQuery } from '../../list/use-list-query';
import type { RecordPageProps } from '../../routes/record-paths';
import { ViewFrame, ViewOff } from '../view-frame';
import { BoardColumn } from './board-column';
import { useBoardMove } from './use-board-move';

interface BoardProps extends RecordPageProps {
  form: FormResponse;
  fields: FieldInfo[];
}

function Board({ form, fields, paths }: BoardProps) {
  const { definition } = form;
  const board = definition.views?.board;
  const navigate = useNavigate();
  const listQuery = useListQuery(definition);
  const byName = useMemo(() => new Map(fields.map((field) => [field.name, field])), [fields]);
  const cardFields = (board?.cardFields ?? []).flatMap((name) => byName.get(name) ?? []);
  const columns = byName.get(board?.field ?? '')?.options ?? [];
  const first = cardFields[0];
  const nameOf = useCallback(
    (item: RecordItem) => (first ? formatFieldValue(first, item.data[first.name]) : '') || 'Record',
    [first],
  );
  const mover = useBoardMove({ field: board?.field ?? '', nameOf });

  if (!board) return <ViewOff title={definition.pluralTitle ?? definition.title} view="board" />;
  return (
    <ViewFrame
      form={form}
      fields={fields}
      paths={paths}
      view="board"
      listQuery={listQuery}
      ownFilters={[board.field]}
    >
      <VisuallyHidden aria-live="polite" role="status">
        {mover.announcement}
      </VisuallyHidden>
      {mover.problem ? (
        <Box mb="4">
          <FormAlert status="error">{mover.problem}</FormAlert>
        </Box>
      ) : null}
      <LayoutGroup>
        <Flex gap="4" overflowX="auto" pb="4" align="start">
          {columns.map((value) => (
            <BoardColumn
              key={value}
              value={value}
              field={board.field}
              query={listQuery.query}
              cardFields={cardFields}
              columns={columns}
              moves={mover.moves}
              nameOf={nameOf}
              onMove={(item, from, to) => void mover.move(item, from, to)}
              onOpen={(item) => void navigate(paths.view(item.id))}
              register={mover.registerColumn}
            />
          ))}
        </Flex>
      </LayoutGroup>
    </ViewFrame>
  );
}

/** A definition's board (`views.board`): a column per value of its field, cards moved between. */
export function RecordBoardPage({ formId, paths }: RecordPageProps) {
  return (
    <FormGate formId={formId}>
      {(form, fields) => <Board form={form} fields={fields} formId={formId} paths={paths} />}
    </FormGate>
  );
}

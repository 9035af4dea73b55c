import { useCallback, useRef, useState } from 'react';
import type { RecordItem } from '../../../../shared/api/records';
import { apiClient } from '../../../lib/api-client';
import { isApiError, messageOf } from '../../../lib/api-error';
import { recordRequests } from '../../api/record-requests';
import type { PendingMove } from './board-moves';

type Reload = () => Promise<void>;

interface BoardMoveOptions {
  field: string;
  /** What a card is called in messages ("DV-2025-0003"). */
  nameOf: (item: RecordItem) => string;
}

/**
 * Moving a card is an edit of one field: the whole record is read, the field changed and saved
 * with the version the card was shown at, so the server checks, records history and audits it
 * as any edit. A stale version reloads the board; a refused save puts the card back.
 */
export function useBoardMove({ field, nameOf }: BoardMoveOptions) {
  const [moves, setMoves] = useState<PendingMove[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const reloaders = useRef(new Map<string, Reload>());

  const reload = (values: string[]) =>
    Promise.all(values.map((value) => reloaders.current.get(value)?.()));
  const settle = (id: string) => setMoves((current) => current.filter((m) => m.item.id !== id));

  const registerColumn = useCallback((value: string, reloadColumn: Reload | null) => {
    if (reloadColumn) reloaders.current.set(value, reloadColumn);
    else reloaders.current.delete(value);
  }, []);

  async function move(item: RecordItem, from: string, to: string) {
    if (from === to || moves.some((pending) => pending.item.id === item.id)) return;
    const name = nameOf(item);
    setProblem(null);
    setMoves((current) => [...current, { item, from, to }]);
    setAnnouncement(`Moving ${name} to ${to}…`);
    try {
      const record = await apiClient.get<RecordItem>(`/api/records/${encodeURIComponent(item.id)}`);
      await recordRequests.update(item.id, { ...record.data, [field]: to }, item.version);
      await reload([from, to]);
      setAnnouncement(`Moved ${name} to ${to}.`);
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        await reload([...reloaders.current.keys()]);
        const text = `${name} was changed by someone else, so the board was reloaded. Try the move again.`;
        setProblem(text);
        setAnnouncement(text);
      } else {
        const text = `${name} stays in ${from}: ${messageOf(error, 'the move could not be saved.')}`;
        setProblem(text);
        setAnnouncement(text);
      }
    } finally {
      settle(item.id);
    }
  }

  return {
    moves,
    move,
    announcement,
    problem,
    dismissProblem: () => setProblem(null),
    /** Each column hands in how to reload it, under its value. */
    registerColumn,
  };
}

import type { RecordItem } from '../../../../shared/api/records';

/** A card on its way to another column: shown there until the board has reloaded. */
export interface PendingMove {
  item: RecordItem;
  from: string;
  to: string;
}

/** The column an arrow key moves a card to: the one beside it, or none at either end. */
export function neighbourColumn(columns: readonly string[], current: string, key: string) {
  const step = key === 'ArrowRight' ? 1 : key === 'ArrowLeft' ? -1 : 0;
  if (step === 0) return null;
  return columns[columns.indexOf(current) + step] ?? null;
}

/**
 * The cards a column shows: what it loaded, less the cards moving away, plus the cards moving
 * into it (first, with the new value), each card once.
 */
export function columnCards(
  value: string,
  loaded: readonly RecordItem[],
  moves: readonly PendingMove[],
  field: string,
): RecordItem[] {
  const moving = new Set(moves.map((move) => move.item.id));
  const arriving = moves
    .filter((move) => move.to === value)
    .map((move) => ({ ...move.item, data: { ...move.item.data, [field]: value } }));
  return [...arriving, ...loaded.filter((item) => !moving.has(item.id))];
}

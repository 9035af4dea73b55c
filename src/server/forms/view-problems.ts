import type { FormDefinition } from '../../shared/forms/definition';
import type { FieldInfo, FieldKind } from '../../shared/forms/fields';
import { PAGE_VIEWS } from '../../shared/forms/page-views';
import {
  BOARD_KINDS,
  CALENDAR_KINDS,
  GROUPABLE_KINDS,
  SUMMABLE_KINDS,
} from '../../shared/forms/view-kinds';
import type { Problem } from './definition-problem';

type ViewProblem = Omit<Problem, 'file'>;

const kindsText = (kinds: ReadonlySet<FieldKind>) => [...kinds].join(', ');

/**
 * `views`: every field named exists and is of a kind the view can use, and the fields the
 * server filters or groups on are in list.filters (their typed key columns).
 */
export function viewProblems(
  definition: FormDefinition,
  fields: ReadonlyMap<string, FieldInfo>,
): ViewProblem[] {
  const { views, list } = definition;
  if (!views) return [];
  const problems: ViewProblem[] = [];
  const filters = new Set(list.filters);

  function check(pointer: string, name: string, kinds?: ReadonlySet<FieldKind>, filtered = false) {
    const field = fields.get(name);
    if (!field) {
      problems.push({ pointer, message: `"${name}" is not a field of schema.properties` });
    } else if (kinds && !kinds.has(field.kind)) {
      problems.push({
        pointer,
        message: `"${name}" is ${field.kind}; this view needs one of: ${kindsText(kinds)}`,
      });
    } else if (filtered && !filters.has(name)) {
      problems.push({
        pointer,
        message: `"${name}" must be in list.filters: the server filters on it`,
      });
    }
  }

  const { board, calendar, chart, dashboard, matrix } = views;
  if (board) {
    check('/views/board/field', board.field, BOARD_KINDS, true);
    board.cardFields.forEach((name, index) => check(`/views/board/cardFields/${index}`, name));
  }
  if (calendar) {
    check('/views/calendar/start', calendar.start, CALENDAR_KINDS, true);
    if (calendar.end) check('/views/calendar/end', calendar.end, CALENDAR_KINDS, true);
    calendar.title.forEach((name, index) => check(`/views/calendar/title/${index}`, name));
  }
  if (chart) {
    chart.groupBy.forEach((name, index) =>
      check(`/views/chart/groupBy/${index}`, name, GROUPABLE_KINDS, true),
    );
    chart.measures.forEach((measure, index) => {
      if (measure.op !== 'count')
        check(`/views/chart/measures/${index}/field`, measure.field, SUMMABLE_KINDS);
    });
  }
  dashboard?.panels.forEach((panel, index) => {
    check(`/views/dashboard/panels/${index}/groupBy`, panel.groupBy, GROUPABLE_KINDS, true);
    if (panel.measure && panel.measure.op !== 'count')
      check(`/views/dashboard/panels/${index}/measure/field`, panel.measure.field, SUMMABLE_KINDS);
  });
  if (matrix) {
    check('/views/matrix/rows', matrix.rows, BOARD_KINDS, true);
    check('/views/matrix/columns', matrix.columns, BOARD_KINDS, true);
    matrix.cardFields.forEach((name, index) => check(`/views/matrix/cardFields/${index}`, name));
    const rows = fields.get(matrix.rows)?.options ?? [];
    const columns = fields.get(matrix.columns)?.options ?? [];
    for (const key of Object.keys(matrix.cells ?? {})) {
      const [row = '', column = ''] = key.split('/');
      if (!rows.includes(row) || !columns.includes(column))
        problems.push({
          pointer: `/views/matrix/cells/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`,
          message: `"${key}" is not "<${matrix.rows} value>/<${matrix.columns} value>"`,
        });
    }
  }
  const paths = PAGE_VIEWS.map((view) => views[view]?.path).filter(Boolean);
  if (new Set(paths).size < paths.length)
    problems.push({ pointer: '/views', message: 'two views have the same path' });
  return problems;
}

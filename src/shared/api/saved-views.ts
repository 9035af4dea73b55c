import { Type, type Static } from 'typebox';
import { SortSchema } from '../forms/definition';
import { FilterValueSchema, FormIdSchema } from './records';

/** How many views one person keeps per list (their own; shared ones come on top). */
export const SAVED_VIEWS_PER_LIST_MAX = 50;

/**
 * What a list shows besides its page: search, filters, order, columns and the bin. The same
 * state lives in the list's URL, so a view opened from a link and a saved one are one thing.
 */
export const ListStateSchema = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: 100 })),
    filter: Type.Optional(Type.Record(Type.String({ maxLength: 64 }), FilterValueSchema)),
    sort: Type.Optional(SortSchema),
    columns: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: 64 }), {
        minItems: 1,
        maxItems: 64,
        uniqueItems: true,
      }),
    ),
    deleted: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type ListState = Static<typeof ListStateSchema>;

const ViewNameSchema = Type.String({
  minLength: 1,
  maxLength: 60,
  pattern: '\\S',
  errorMessage: 'must be a name of 1 to 60 characters',
});

export const SavedViewSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  formId: Type.String(),
  name: Type.String(),
  state: ListStateSchema,
  /** Offered to everyone who may read the list. */
  shared: Type.Boolean(),
  /** The caller's own (they may change or remove it). */
  mine: Type.Boolean(),
  /** Who saved it, as people know them. */
  ownerName: Type.String(),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type SavedView = Static<typeof SavedViewSchema>;

export const SavedViewsQuerySchema = Type.Object(
  { form_id: FormIdSchema },
  { additionalProperties: false },
);

export const SavedViewsResponseSchema = Type.Object({ items: Type.Array(SavedViewSchema) });
export type SavedViewsResponse = Static<typeof SavedViewsResponseSchema>;

export const SavedViewCreateSchema = Type.Object(
  {
    form_id: FormIdSchema,
    name: ViewNameSchema,
    state: ListStateSchema,
    shared: Type.Optional(Type.Boolean({ default: false })),
  },
  { additionalProperties: false },
);
export type SavedViewCreate = Static<typeof SavedViewCreateSchema>;

export const SavedViewUpdateSchema = Type.Object(
  {
    name: Type.Optional(ViewNameSchema),
    state: Type.Optional(ListStateSchema),
    shared: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type SavedViewUpdate = Static<typeof SavedViewUpdateSchema>;

export const SavedViewParamsSchema = Type.Object({
  id: Type.String({ format: 'uuid', errorMessage: 'must be the id of a saved view' }),
});

import { Type } from 'typebox';

/** Deeper than this nobody pages: search narrows the list long before. */
const MAX_OFFSET = 1_000_000;

/** The `offset` of lists paged by position (leave credits, the scheduling board). */
export const OffsetSchema = Type.Integer({ minimum: 0, maximum: MAX_OFFSET });

import {
  APPLICATION_DETAILS_SCHEMAS,
  type FiledDetails,
} from '../../shared/api/application-details';
import type { ApplicationKind } from '../../shared/applications/application-kinds';
import { parsePart } from '../http/parse-part';

/** The details of an application checked against its kind's schema; 422 naming each field. */
export function parseDetails(
  kind: ApplicationKind,
  details: Record<string, unknown>,
): FiledDetails {
  return {
    kind,
    details: parsePart(APPLICATION_DETAILS_SCHEMAS[kind], details, 'details', 'The application'),
  } as FiledDetails;
}

import type { Selectable } from 'kysely';
import type { FiledDetails } from '../../shared/api/application-details';
import type { ApplicationKind } from '../../shared/applications/application-kinds';
import type { ApplicationsTable } from '../db/database';

/** An application as stored: a leave's, a time correction's, or a record's approval. */
export type ApplicationRow = Selectable<ApplicationsTable>;

/** An application of the same employee that is still live (Pending or Approved). */
export interface LiveApplication {
  id: string;
  kind: ApplicationKind;
  status: string;
  dateFrom: string;
  dateTo: string;
  details: FiledDetails['details'];
}

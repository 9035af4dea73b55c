import type { Generated } from 'kysely';
import type { ListState } from '../../shared/api/saved-views';
import type { Json } from './column-types';

// Row type of saved_views (see database.ts); keep in step with db/migrations.

export interface SavedViewsTable {
  org_id: string;
  view_id: Generated<string>;
  account_id: string;
  form_id: string;
  name: string;
  state: Json<ListState>;
  shared: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

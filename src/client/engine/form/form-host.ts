import type { RecordItem } from '../../../shared/api/records';

/** How a screen hosting the engine's form (the onboarding checklist) changes what it does. */
export interface FormHost {
  /** Data a new record starts from, e.g. the employee it is for. */
  initialData?: Record<string, unknown>;
  /** Top-level fields shown but not editable (the employee a checklist is for). */
  lockedFields?: readonly string[];
  /** Called with the saved record instead of opening its view page. */
  onSaved?: (saved: RecordItem) => void;
  /** Where Cancel goes instead of the list. */
  cancelTo?: string;
  /**
   * Unsaved input is kept in this browser under this key as the person types, and offered
   * back when they return; saving clears it.
   */
  draftKey?: string;
}

import { createContext, type ComponentType } from 'react';

/** Panels a record's view shows under its fields, by form id (a loan's deductions). */
export type RecordViewPanels = Readonly<Record<string, ComponentType<{ recordId: string }>>>;

/**
 * What bespoke code follows up on the engine's records: the composition root provides it
 * (app/record-view-panels.ts), so the engine names no feature.
 */
export const RecordViewPanelsContext = createContext<RecordViewPanels>({});

import { deferred } from '../../ui/deferred';

// The chat's dialogs are closed on first paint: their code (and Headless UI's) loads just after it.
export const ModeDialog = deferred(() => import('./mode-dialog').then((module) => module.ModeDialog));
export const SportDialog = deferred(() => import('./sport-dialog').then((module) => module.SportDialog));
export const HistoryDialog = deferred(() => import('./history-dialog').then((module) => module.HistoryDialog));
export const HistorySidebar = deferred(() => import('./history-dialog').then((module) => module.HistorySidebar));

import { useSyncExternalStore } from 'react';
import { LAYOUT } from '../../../shared/constants';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** SPEC §1: mobile layout applies below 768 px. */
export const useIsMobile = () => useMediaQuery(`(max-width: ${LAYOUT.mobileBreakpointPx - 1}px)`);

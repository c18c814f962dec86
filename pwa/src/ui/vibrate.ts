import { LAYOUT } from '../../../shared/constants';

export function vibrate() {
  // Touch devices give a short tap of feedback (SPEC §2); others ignore it.
  if ('vibrate' in navigator) navigator.vibrate(LAYOUT.vibrationMs);
}

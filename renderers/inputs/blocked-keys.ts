import type { KeyboardEvent } from 'react';

const NOT_A_DIGIT = /^[a-zA-Z+\-`_]$/;

/**
 * Product rule for number and money inputs: letters (so also e/E), +, -, ` and _ never go in.
 * Shortcuts (Ctrl/Cmd+C...) and named keys (Backspace, arrows) pass.
 */
export function blockNonNumericKeys(event: KeyboardEvent<HTMLInputElement>, allowDot: boolean) {
  if (event.ctrlKey || event.metaKey || event.altKey) return;
  const dotRefused = event.key === '.' && (!allowDot || event.currentTarget.value.includes('.'));
  if (NOT_A_DIGIT.test(event.key) || dotRefused) event.preventDefault();
}

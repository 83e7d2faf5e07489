import { useLayoutEffect } from 'react';
import { adoptPrerender } from 'shared/ui';

/**
 * Rendered beside a remote's page (or its error): the page the server prerendered for this URL,
 * if any, gives way once the app's own is there, in the same commit.
 */
export function AdoptPrerender() {
  useLayoutEffect(adoptPrerender, []);
  return null;
}

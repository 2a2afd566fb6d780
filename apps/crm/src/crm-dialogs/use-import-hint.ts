import { useCallback, useEffect, useRef, useState } from 'react';
import { IMPORT_HINT_MS } from '@inspection/crm-domain';

/** Shows the 'imported' hint for 4 seconds after each import. */
export function useImportHint() {
  const [visible, setVisible] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback(() => {
    clearTimeout(timer.current);
    setVisible(true);
    timer.current = setTimeout(() => setVisible(false), IMPORT_HINT_MS);
  }, []);
  return { visible, show };
}

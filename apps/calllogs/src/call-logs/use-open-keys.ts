import { useCallback, useState } from 'react';

/** Which entries of a list are open: each opens and closes on its own, by its key. */
export function useOpenKeys(): { openKeys: ReadonlySet<string>; toggle: (key: string) => void } {
  const [openKeys, setOpenKeys] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = useCallback((key: string) => {
    setOpenKeys((keys) => {
      const next = new Set(keys);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  }, []);
  return { openKeys, toggle };
}

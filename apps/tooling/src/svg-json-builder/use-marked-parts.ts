// The builder's list of marked parts, kept in local storage on every change (so it survives a reload).
import { useEffect, useState } from 'react';
import type { CarPart } from '@inspection/car-parts';
import { loadMarkedParts, saveMarkedParts } from '../shared/marked-parts-storage';

export function useMarkedParts() {
  const [parts, setParts] = useState<CarPart[]>(() => loadMarkedParts() ?? []);
  useEffect(() => saveMarkedParts(parts), [parts]);
  return [parts, setParts] as const;
}

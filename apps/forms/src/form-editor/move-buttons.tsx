import { ArrowDown, ArrowUp } from 'lucide-react';
import { canMove, type MoveDirection } from '@inspection/forms-domain';
import { IconButton } from './icon-button';

interface MoveButtonsProps {
  /** e.g. 'section', 'field', 'sub-field': names the buttons 'Move section up' and so on. */
  noun: string;
  index: number;
  count: number;
  onMove(direction: MoveDirection): void;
}

/** Up/down buttons, disabled at the ends; focusable, so reordering works from the keyboard. */
export function MoveButtons({ noun, index, count, onMove }: MoveButtonsProps) {
  return (
    <>
      <IconButton label={`Move ${noun} up`} disabled={!canMove(count, index, 'up')} onClick={() => onMove('up')}>
        <ArrowUp />
      </IconButton>
      <IconButton label={`Move ${noun} down`} disabled={!canMove(count, index, 'down')} onClick={() => onMove('down')}>
        <ArrowDown />
      </IconButton>
    </>
  );
}

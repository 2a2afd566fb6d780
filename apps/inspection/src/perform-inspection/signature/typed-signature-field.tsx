// Signing without a pointer: the signer types their name and it is set in a single-stroke script font as strokes on
// the pad (the font, 4 KB gzip, loads the first time someone types). Letters the font lacks are named, not dropped silently.
import { useId, useState } from 'react';
import { typeableText, typedSignatureStrokes, type Stroke, type StrokeFont } from '@inspection/inspection-domain';
import { TextField } from '@inspection/ui';

// JSON types its glyph pairs as (string | number)[]: the file is the tuple list StrokeFont names.
let scriptFont: Promise<StrokeFont> | undefined;
const loadScriptFont = () => (scriptFont ??= import('./hershey-script-font.json').then((module) => module.default as unknown as StrokeFont));

export const TYPED_SIGNATURE_HINT = 'Only Latin letters can be typed; draw to sign in other scripts.';

interface Props {
  label: string;
  disabled?: boolean;
  onStrokes: (strokes: Stroke[]) => void;
}

export function TypedSignatureField({ label, disabled, onStrokes }: Props) {
  const [text, setText] = useState('');
  const hintId = useId();
  const type = (next: string) => {
    setText(next);
    void loadScriptFont().then((font) => onStrokes(typedSignatureStrokes(next, font)));
  };
  const skipped = typeableText(text).length < text.length;
  return (
    <div>
      <TextField
        label={label}
        value={text}
        disabled={disabled}
        autoComplete="off"
        aria-describedby={skipped ? hintId : undefined}
        onChange={(event) => type(event.target.value)}
      />
      {skipped && (
        <p id={hintId} className="mt-1 text-sm text-amber-700">
          {TYPED_SIGNATURE_HINT}
        </p>
      )}
    </div>
  );
}

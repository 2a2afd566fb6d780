// A button that opens the file picker for a JSON file (the input itself stays hidden but labelled, for tests and AT).
import { useRef } from 'react';
import { Upload } from 'lucide-react';
import { Button, type ButtonVariant } from '@inspection/ui';

export function LoadFileButton({
  label,
  onFile,
  variant = 'outline',
}: {
  label: string;
  onFile: (file: File) => void;
  variant?: ButtonVariant;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button type="button" variant={variant} onClick={() => input.current?.click()}>
        <Upload aria-hidden="true" />
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        accept="application/json,.json"
        aria-label={label}
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </>
  );
}

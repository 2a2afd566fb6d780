import { Search } from 'lucide-react';
import { Input, cn } from '@inspection/ui';

// pl-9 is important: inside the shell, the shell's stylesheet (holding the Input's px-3) can come
// after this remote's in the cascade and would otherwise put the text under the icon.
export function SearchInput({
  value,
  onChange,
  placeholder,
  className,
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  className?: string;
}) {
  return (
    <div className={cn('relative', className)}>
      <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" aria-hidden="true" />
      <Input
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        aria-label={placeholder}
        className="pl-9!"
      />
    </div>
  );
}

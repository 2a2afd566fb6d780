// The business's logo: uploaded to storage (PNG, JPEG or WebP up to 2 MB, as a business has it on file), or a link
// to one already online; shown as the report will show it, and removable.
import { useId, useState, type ChangeEvent } from 'react';
import { ImageUp, Trash2 } from 'lucide-react';
import { Button, Label, TextField } from '@inspection/ui';
import { ERROR_TEXTS } from '@inspection/shared-domain';
import { BUSINESS_LOGO_MAX_BYTES, BUSINESS_LOGO_TYPES, uploadBusinessLogo } from '@inspection/supabase-client';

interface BusinessLogoFieldProps {
  value: string;
  onChange(url: string): void;
  error?: string;
}

export function BusinessLogoField({ value, onChange, error }: BusinessLogoFieldProps) {
  const fileId = useId();
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploadError(null);
    if (!(BUSINESS_LOGO_TYPES as readonly string[]).includes(file.type) || file.size > BUSINESS_LOGO_MAX_BYTES) {
      setUploadError(ERROR_TEXTS['errors.businessLogo']);
      return;
    }
    setUploading(true);
    try {
      onChange(await uploadBusinessLogo(file));
    } catch {
      setUploadError('The logo could not be uploaded. Please try again.');
    } finally {
      setUploading(false);
    }
  };

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium text-slate-700">Logo</legend>
      <div className="flex flex-wrap items-center gap-3">
        {value ? (
          <img src={value} alt="Business logo" className="h-16 w-auto max-w-40 rounded border border-slate-200 bg-white object-contain p-1" />
        ) : (
          <span className="text-sm text-slate-500">No logo</span>
        )}
        <Label htmlFor={fileId} className="mb-0 inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 shadow-sm hover:bg-slate-50 focus-within:ring-2 focus-within:ring-blue-500">
          <ImageUp className="size-4" aria-hidden="true" />
          {uploading ? 'Uploading…' : 'Upload logo'}
          <input id={fileId} type="file" accept={BUSINESS_LOGO_TYPES.join(',')} className="sr-only" disabled={uploading} onChange={(event) => void upload(event)} />
        </Label>
        {value && (
          <Button variant="outline" size="sm" onClick={() => onChange('')}>
            <Trash2 aria-hidden="true" />
            Remove logo
          </Button>
        )}
      </div>
      <TextField label="Logo link" type="url" dir="ltr" placeholder="https://" value={value} onChange={(event) => onChange(event.target.value)} error={uploadError ?? error} />
    </fieldset>
  );
}

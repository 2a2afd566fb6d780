// Saving the data set as a JSON file and reading one the user picked.
import { INVALID_JSON_FILE, carPartsToJson, parseCarPartsJson, type CarPart, type ParseCarPartsResult } from '@inspection/car-parts';

export const DOWNLOAD_FILE_NAME = 'car-parts.json';

export function downloadCarPartsJson(parts: readonly CarPart[], fileName = DOWNLOAD_FILE_NAME): void {
  const url = URL.createObjectURL(new Blob([carPartsToJson(parts)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: the download starts asynchronously.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

// FileReader rather than Blob.text(): the same path in every browser and in jsdom (the component tests).
const readText = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });

/** A picked file's parts; 'Invalid JSON file' when it cannot be read, does not parse or has the wrong shape. */
export async function readCarPartsFile(file: Blob): Promise<ParseCarPartsResult> {
  try {
    return parseCarPartsJson(await readText(file));
  } catch {
    return { ok: false, error: INVALID_JSON_FILE };
  }
}

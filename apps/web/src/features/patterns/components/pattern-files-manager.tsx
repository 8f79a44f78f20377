/**
 * The maker's PDF files of a pattern on its product form: each file with its pages and size,
 * Replace and Remove; Add a PDF (for every buyer, or one option's buyers) while fewer than five.
 * The server checks each PDF and explains a refusal (broken, password-protected, too large).
 */
import { useId, useRef, useState } from 'react';
import { FileText, Upload } from 'lucide-react';
import { MAX_PATTERN_FILES } from '@shop/shared/pattern-texts';
import type { PatternFile } from '@shop/shared/schemas/pattern';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { usePatternFiles, useRemovePatternFile, useSavePatternFile } from '../api/pattern-files';

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;

const messageOf = (error: unknown) =>
  error instanceof ApiError ? error.message : 'The file could not be saved. Please try again.';

export function PatternFilesManager({
  productId,
  optionValues,
}: {
  productId: string;
  optionValues: string[][];
}) {
  const files = usePatternFiles(productId);
  const save = useSavePatternFile(productId);
  const remove = useRemovePatternFile(productId);
  const [error, setError] = useState<string | null>(null);
  const [target, setTarget] = useState<string>('');
  const input = useRef<HTMLInputElement>(null);
  const replaceFor = useRef<string | undefined>(undefined);
  const selectId = useId();

  const pick = (replaces?: string) => {
    replaceFor.current = replaces;
    input.current?.click();
  };
  const onFile = (file: File | undefined) => {
    if (!file) return;
    setError(null);
    save.mutate(
      {
        file,
        replaces: replaceFor.current,
        optionValues: target ? (JSON.parse(target) as string[]) : null,
      },
      { onError: (e) => setError(messageOf(e)) },
    );
    if (input.current) input.current.value = '';
  };
  const list: PatternFile[] = files.data?.files ?? [];

  return (
    <section aria-labelledby={`${selectId}-heading`} className="space-y-3">
      <h3 id={`${selectId}-heading`} className="text-sm font-semibold">
        Pattern files (PDF, up to {MAX_PATTERN_FILES}, 50 MB each)
      </h3>
      {files.isPending ? (
        <Skeleton className="h-12" />
      ) : files.isError ? (
        <Alert tone="danger">The pattern files could not be loaded.</Alert>
      ) : list.length === 0 ? (
        <p className="text-sm text-ink-500 dark:text-ink-300">
          No PDF yet: buyers cannot check out until you add one.
        </p>
      ) : (
        <ul className="divide-y divide-cream-200 rounded-2xl border border-cream-300 dark:divide-night-700 dark:border-night-700">
          {list.map((file) => (
            <li key={file.id} className="flex flex-wrap items-center gap-3 px-4 py-3 text-sm">
              <FileText className="h-4 w-4 text-clay-600 dark:text-clay-300" aria-hidden />
              <span className="min-w-0 flex-1">
                <span className="font-semibold">{file.fileName}</span>
                <span className="block text-ink-500 dark:text-ink-300">
                  {file.pageCount} {file.pageCount === 1 ? 'page' : 'pages'} ·{' '}
                  {sizeText(file.sizeBytes)}
                  {file.optionValues ? ` · for ${file.optionValues.join(' / ')}` : ' · every buyer'}
                </span>
              </span>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => pick(file.id)}
                disabled={save.isPending}
                aria-label={`Replace ${file.fileName}`}
              >
                Replace
              </Button>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => remove.mutate(file.id)}
                disabled={remove.isPending}
                aria-label={`Remove ${file.fileName}`}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {list.length < MAX_PATTERN_FILES ? (
        <div className="flex flex-wrap items-end gap-3">
          {optionValues.length > 1 ? (
            <label className="text-sm font-semibold" htmlFor={selectId}>
              For
              <select
                id={selectId}
                value={target}
                onChange={(event) => setTarget(event.target.value)}
                className="ml-2 rounded-xl border border-cream-300 bg-white px-3 py-2 font-normal dark:border-night-600 dark:bg-night-900"
              >
                <option value="">Every buyer</option>
                {optionValues.map((values) => (
                  <option key={values.join('|')} value={JSON.stringify(values)}>
                    {values.join(' / ')}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          <Button variant="secondary" onClick={() => pick()} disabled={save.isPending}>
            <Upload className="h-4 w-4" aria-hidden />
            {save.isPending ? 'Checking the PDF…' : 'Add a PDF'}
          </Button>
        </div>
      ) : null}
      <input
        ref={input}
        type="file"
        accept="application/pdf,.pdf"
        className="sr-only"
        tabIndex={-1}
        aria-label="Pattern PDF file"
        onChange={(event) => onFile(event.target.files?.[0])}
      />
      {error ? <Alert tone="danger">{error}</Alert> : null}
    </section>
  );
}

/**
 * The monthly drop form (SPEC §5): name, release date (today by default), price, stock,
 * description and image, all required. Used to add a drop and, in a dialog, to edit one.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { format } from 'date-fns';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { MESSAGES } from '@shop/shared/messages';
import {
  dropImageUrlSchema,
  monthlyDropInputSchema,
  type MonthlyDrop,
} from '@shop/shared/schemas/monthly-drop';
import { TextField } from '@/components/ui/field';
import { adminErrorMessage } from '@/lib/admin-error-message';
import { useCreateMonthlyDrop, useUpdateMonthlyDrop } from '../api/monthly-drops';
import { uploadImages, UploadError } from '@/lib/upload-images';
import { DropImageField, type DropImageMode } from './drop-image-field';
import { ItemDetailFields } from '@/components/admin-form/item-detail-fields';
import { ItemFormActions } from '@/components/admin-form/item-form-actions';

const dropFieldsSchema = monthlyDropInputSchema
  .omit({ imageUrl: true })
  .extend({ releaseDate: z.iso.date('Please choose a release date') });
type FormInput = z.input<typeof dropFieldsSchema>;
type FormOutput = z.output<typeof dropFieldsSchema>;

const today = () => format(new Date(), 'yyyy-MM-dd');
const isUploaded = (url: string) => url.startsWith('/uploads/');

type DropFormProps = {
  drop?: MonthlyDrop;
  onSaved: (drop: MonthlyDrop) => void;
  onCancel?: () => void;
};

export function DropForm({ drop, onSaved, onCancel }: DropFormProps) {
  const isEdit = Boolean(drop);
  const defaults = (): Partial<FormInput> =>
    drop
      ? {
          name: drop.name,
          description: drop.description,
          price: drop.priceCents / 100,
          stock: drop.stock,
          releaseDate: drop.releaseDate,
        }
      : { name: '', description: '', releaseDate: today() };
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(dropFieldsSchema),
    defaultValues: defaults(),
  });
  const [mode, setMode] = useState<DropImageMode>(
    drop && !isUploaded(drop.imageUrl) ? 'url' : 'upload',
  );
  const [file, setFile] = useState<File | null>(null);
  const [uploadedUrl, setUploadedUrl] = useState<string | null>(
    drop && isUploaded(drop.imageUrl) ? drop.imageUrl : null,
  );
  const [url, setUrl] = useState(drop && !isUploaded(drop.imageUrl) ? drop.imageUrl : '');
  const [imageError, setImageError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [isUploading, setUploading] = useState(false);
  const create = useCreateMonthlyDrop();
  const update = useUpdateMonthlyDrop();
  const isBusy = isUploading || create.isPending || update.isPending;

  /** The image URL to save, uploading a chosen file first; null (with a message) if missing. */
  const resolveImageUrl = async (): Promise<string | null> => {
    if (mode === 'url') {
      const parsed = dropImageUrlSchema.safeParse(url);
      if (!parsed.success) {
        setImageError(url.trim() ? parsed.error.issues[0]!.message : MESSAGES.dropImageRequired);
        return null;
      }
      return parsed.data;
    }
    if (!file) {
      if (uploadedUrl) return uploadedUrl;
      setImageError(MESSAGES.dropImageRequired);
      return null;
    }
    setUploading(true);
    try {
      const [image] = await uploadImages([file], { folder: 'drops', single: true });
      // Uploaded once: a retry after a failed save reuses it.
      setFile(null);
      setUploadedUrl(image!.src);
      return image!.src;
    } finally {
      setUploading(false);
    }
  };

  const onValid = async (fields: FormOutput) => {
    setFormError(null);
    try {
      const imageUrl = await resolveImageUrl();
      if (!imageUrl) return;
      const input = { ...fields, imageUrl };
      const saved = drop
        ? await update.mutateAsync({ id: drop.id, input })
        : await create.mutateAsync(input);
      if (!isEdit) {
        reset({ name: '', description: '', releaseDate: today() });
        setFile(null);
        setUploadedUrl(null);
        setUrl('');
      }
      onSaved(saved as MonthlyDrop);
    } catch (error) {
      setFormError(
        error instanceof UploadError
          ? adminErrorMessage(error.cause, MESSAGES.uploadFailedSingle)
          : adminErrorMessage(error, MESSAGES.dropSaveFailed),
      );
    }
  };

  const idPrefix = drop ? `drop-${drop.id}` : 'new-drop';
  return (
    <form
      noValidate
      aria-label={isEdit ? 'Edit monthly drop' : 'Add monthly drop'}
      onSubmit={handleSubmit(onValid, () => {
        if (mode === 'upload' && !file && !uploadedUrl) setImageError(MESSAGES.dropImageRequired);
        if (mode === 'url' && !url.trim()) setImageError(MESSAGES.dropImageRequired);
      })}
      className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-8"
    >
      <ItemDetailFields
        idPrefix={idPrefix}
        register={register}
        errors={errors}
        priceRowStart={
          <TextField
            id={`${idPrefix}-release`}
            label="Release date"
            type="date"
            className="col-span-2 sm:col-span-1"
            error={errors.releaseDate?.message}
            {...register('releaseDate')}
          />
        }
      />
      <div className="flex flex-col gap-5">
        <DropImageField
          mode={mode}
          onModeChange={setMode}
          file={file}
          onFileChange={setFile}
          uploadedUrl={uploadedUrl}
          url={url}
          onUrlChange={setUrl}
          error={imageError}
          onError={setImageError}
          disabled={isBusy}
        />
        <ItemFormActions
          error={formError}
          isBusy={isBusy}
          submitLabel={isEdit ? 'Save changes' : 'Add Drop'}
          onCancel={onCancel}
        />
      </div>
    </form>
  );
}

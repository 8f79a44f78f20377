/**
 * The monthly drop form: name, release date (today by default) and time (in the maker's own time
 * zone), price, stock, description and image, all required, and the products the drop holds
 * (hidden from shoppers until the release). Used to add a drop and, in a dialog, to edit one.
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
  type AdminMonthlyDrop,
  type MonthlyDrop,
} from '@shop/shared/schemas/monthly-drop';
import { TextField } from '@/components/ui/field';
import { adminErrorMessage } from '@/lib/admin-error-message';
import { useCreateMonthlyDrop, useUpdateMonthlyDrop } from '../api/monthly-drops';
import { uploadImages, UploadError } from '@/lib/upload-images';
import { DropImageField, type DropImageMode } from './drop-image-field';
import { DropProductsField, type HeldProduct } from './drop-products-field';
import { ItemDetailFields } from '@/components/admin-form/item-detail-fields';
import { ItemFormActions } from '@/components/admin-form/item-form-actions';

const dropFieldsSchema = monthlyDropInputSchema
  .omit({ imageUrl: true, releaseAt: true, productIds: true })
  .extend({
    releaseDate: z.iso.date('Please choose a release date'),
    releaseTime: z.string().regex(/^\d{2}:\d{2}$/, 'Please choose a release time'),
  });
type FormInput = z.input<typeof dropFieldsSchema>;
type FormOutput = z.output<typeof dropFieldsSchema>;

const today = () => format(new Date(), 'yyyy-MM-dd');
const isUploaded = (url: string) => url.startsWith('/uploads/');

/** The release as a moment: the chosen day and time in the maker's own time zone. */
const releaseMomentOf = (date: string, time: string) => new Date(`${date}T${time}`).toISOString();

type DropFormProps = {
  drop?: AdminMonthlyDrop;
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
          releaseTime: format(new Date(drop.releaseAt), 'HH:mm'),
        }
      : { name: '', description: '', releaseDate: today(), releaseTime: '00:00' };
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
  const [held, setHeld] = useState<HeldProduct[]>(drop?.heldProducts ?? []);
  const [heldError, setHeldError] = useState<string | undefined>();
  const [isUploading, setUploading] = useState(false);
  const [isCheckingImage, setCheckingImage] = useState(false);
  const create = useCreateMonthlyDrop();
  const update = useUpdateMonthlyDrop();
  const isBusy = isUploading || create.isPending || update.isPending || isCheckingImage;

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
      const { releaseTime, ...rest } = fields;
      const input = {
        ...rest,
        imageUrl,
        releaseAt: releaseMomentOf(fields.releaseDate, releaseTime),
        productIds: held.map((product) => product.id),
      };
      setHeldError(undefined);
      const saved = drop
        ? await update.mutateAsync({ id: drop.id, input })
        : await create.mutateAsync(input);
      if (!isEdit) {
        reset({ name: '', description: '', releaseDate: today(), releaseTime: '00:00' });
        setHeld([]);
        setFile(null);
        setUploadedUrl(null);
        setUrl('');
      }
      onSaved(saved as MonthlyDrop);
    } catch (error) {
      const fieldErrors = (error as { fields?: Record<string, string> }).fields;
      if (fieldErrors?.productIds) setHeldError(fieldErrors.productIds);
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
      className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-8"
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
        <TextField
          id={`${idPrefix}-release-time`}
          label="Release time"
          type="time"
          hint="Your local time: the drop's products go on sale at this moment."
          error={errors.releaseTime?.message}
          {...register('releaseTime')}
        />
        <DropProductsField chosen={held} onChange={setHeld} error={heldError} disabled={isBusy} />
        <DropImageField
          mode={mode}
          onModeChange={setMode}
          image={{
            file,
            onFileChange: setFile,
            error: imageError,
            onError: setImageError,
            onCheckingChange: setCheckingImage,
          }}
          uploadedUrl={uploadedUrl}
          url={url}
          onUrlChange={setUrl}
          disabled={isBusy}
        />
        <ItemFormActions
          error={formError}
          isBusy={isBusy}
          busyLabel={isCheckingImage ? 'Checking image…' : 'Saving…'}
          submitLabel={isEdit ? 'Save changes' : 'Add Drop'}
          onCancel={onCancel}
        />
      </div>
    </form>
  );
}

/**
 * Writing or editing one's review: stars, a title, the text and up to three photos. Photos upload
 * as soon as they are chosen (the server checks and re-encodes them); the review names them.
 * Field errors come from the server's answer, in its words.
 */
import { ImagePlus, Loader2, X } from 'lucide-react';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { IMAGE_ACCEPT } from '@shop/shared/image-files';
import type { ProductImage as ProductImageRecord } from '@shop/shared/schemas/product';
import {
  REVIEW_MESSAGES,
  REVIEW_PHOTOS_MAX,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  REVIEW_TITLE_MAX,
} from '@shop/shared/review-texts';
import type { MyReview } from '@shop/shared/schemas/review';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/field';
import { ProductImage } from '@/components/ui/product-image';
import { Stars } from '@/components/ui/stars';
import { ApiError } from '@/lib/api-client';
import { uploadReviewPhotos, useSaveReview } from '../api/reviews';

type ReviewFormProps = {
  productId: string;
  productName: string;
  userId: string;
  mine: MyReview;
  onDone: () => void;
  onCancel: () => void;
};

export function ReviewForm({
  productId,
  productName,
  userId,
  mine,
  onDone,
  onCancel,
}: ReviewFormProps) {
  const existing = mine.review;
  const save = useSaveReview(productId, userId, Boolean(existing));
  const [stars, setStars] = useState(existing?.stars ?? 0);
  const [title, setTitle] = useState(existing?.title ?? '');
  const [text, setText] = useState(existing?.text ?? '');
  const [photos, setPhotos] = useState<ProductImageRecord[]>(existing?.photos ?? []);
  const [isUploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const photoInputId = useId();

  const choosePhotos = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0) return;
    if (photos.length + files.length > REVIEW_PHOTOS_MAX) {
      setErrors((e) => ({ ...e, photos: REVIEW_MESSAGES.tooManyPhotos }));
      return;
    }
    setUploading(true);
    setErrors(({ photos: _, ...rest }) => rest);
    try {
      const uploaded = await uploadReviewPhotos(productId, files);
      setPhotos((current) => [...current, ...uploaded].slice(0, REVIEW_PHOTOS_MAX));
    } catch (error) {
      setErrors((e) => ({
        ...e,
        photos:
          error instanceof ApiError
            ? error.message
            : 'The photo could not be uploaded. Please try again.',
      }));
    } finally {
      setUploading(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (stars === 0) {
      setErrors({ stars: 'Choose a rating from 1 to 5' });
      return;
    }
    save.mutate(
      { stars, title, text, photos: photos.map((p) => p.src) },
      {
        onSuccess: () => onDone(),
        onError: (error) => {
          if (error instanceof ApiError && error.fields) setErrors(error.fields);
          else setErrors({});
          setFormError(
            error instanceof ApiError && !error.fields
              ? error.message
              : error instanceof ApiError
                ? 'Please correct the highlighted fields.'
                : 'Your review could not be sent. Please try again.',
          );
        },
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={existing ? 'Edit your review' : REVIEW_MESSAGES.writeReview}
      className="space-y-5 rounded-3xl border border-cream-300 bg-white/80 p-5 sm:p-6 dark:border-night-700 dark:bg-night-800"
    >
      <div>
        <h3 className="text-lg font-semibold">
          {existing ? 'Edit your review' : `Review ${productName}`}
        </h3>
        {mine.variantLabel ? (
          <p className="text-sm text-ink-500 dark:text-ink-300">You bought: {mine.variantLabel}</p>
        ) : null}
        {existing ? (
          <p className="text-sm text-ink-500 dark:text-ink-300">
            An edited review is read by the maker again before it is shown.
          </p>
        ) : null}
      </div>
      {formError ? <Alert tone="danger">{formError}</Alert> : null}
      <div className="space-y-1.5">
        <p className="text-sm font-semibold">Your rating</p>
        <Stars rating={stars} size="lg" onRate={setStars} disabled={save.isPending} />
        {errors.stars ? (
          <p className="text-sm text-red-700 dark:text-red-300">{errors.stars}</p>
        ) : null}
      </div>
      <TextField
        label="Title"
        value={title}
        maxLength={REVIEW_TITLE_MAX}
        onChange={(e) => setTitle(e.target.value)}
        error={errors.title}
        hint={`${title.length}/${REVIEW_TITLE_MAX}`}
        required
      />
      <TextAreaField
        label="Your review"
        value={text}
        maxLength={REVIEW_TEXT_MAX}
        rows={6}
        onChange={(e) => setText(e.target.value)}
        error={errors.text}
        required
        placeholder={`How does it feel, fit and look? At least ${REVIEW_TEXT_MIN} characters.`}
      />
      <p className="-mt-3 text-xs text-ink-500 dark:text-ink-300" aria-live="polite">
        {text.trim().length}/{REVIEW_TEXT_MAX} characters
      </p>
      <div className="space-y-2">
        <p className="text-sm font-semibold">Photos (up to {REVIEW_PHOTOS_MAX})</p>
        <ul className="flex flex-wrap gap-3" aria-label="Chosen photos">
          {photos.map((photo, i) => (
            <li
              key={photo.src}
              className="relative h-20 w-20 overflow-hidden rounded-xl bg-cream-200"
            >
              <ProductImage image={photo} alt={`Your photo ${i + 1}`} sizes="80px" />
              <button
                type="button"
                onClick={() => setPhotos((current) => current.filter((p) => p.src !== photo.src))}
                className="absolute right-1 top-1 grid h-7 w-7 place-items-center rounded-full bg-white/90 text-ink-900 shadow"
                aria-label={`Remove photo ${i + 1}`}
              >
                <X className="h-4 w-4" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
        {photos.length < REVIEW_PHOTOS_MAX ? (
          <label
            htmlFor={photoInputId}
            className="inline-flex cursor-pointer items-center gap-2 rounded-full border border-dashed border-clay-300 px-4 py-2 text-sm font-semibold text-clay-700 hover:bg-clay-50 dark:border-clay-700 dark:text-clay-300 dark:hover:bg-night-700"
          >
            {isUploading ? (
              <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
            ) : (
              <ImagePlus className="h-4 w-4" aria-hidden />
            )}
            {isUploading ? 'Uploading…' : 'Add photos'}
            <input
              id={photoInputId}
              type="file"
              accept={IMAGE_ACCEPT}
              multiple
              className="sr-only"
              disabled={isUploading}
              onChange={(e) => void choosePhotos(e)}
              aria-invalid={errors.photos ? true : undefined}
            />
          </label>
        ) : null}
        {errors.photos ? (
          <p className="text-sm text-red-700 dark:text-red-300" role="alert">
            {errors.photos}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={save.isPending || isUploading}>
          {save.isPending ? 'Sending…' : existing ? 'Save review' : 'Send review'}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={save.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/**
 * The product form, for adding (empty, price 0, stock 0) and editing (every field,
 * images added, removed and reordered). Fields are validated with the same zod schema as the
 * API; new image files are uploaded on save, then the product is saved.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { CATEGORIES } from '@shop/shared/categories';
import { MESSAGES } from '@shop/shared/messages';
import { adminProductFieldsSchema, type AdminProduct } from '@shop/shared/schemas/admin-product';
import { adminErrorMessage } from '@/lib/admin-error-message';
import { useSaveProduct } from '../api/save-product';
import { UploadError } from '@/lib/upload-images';
import { storedItems, type ImageItem } from '../image-items';
import { ImageManager } from './image-manager';
import { ItemDetailFields } from '@/components/admin-form/item-detail-fields';
import { ItemFormActions } from '@/components/admin-form/item-form-actions';
import { SelectField } from './select-field';
import {
  DEFAULT_DOWNLOAD_LIMIT,
  PRODUCT_KIND_LABELS,
  PRODUCT_KINDS,
  type ProductKind,
} from '@shop/shared/schemas/pattern';
import { usePatternFilesControl } from '../pattern-files-slot';
import { ApiError } from '@/lib/api-client';
import { OptionsSection, optionsBody, optionsStateOf } from './options-section';

type FormInput = z.input<typeof adminProductFieldsSchema>;
type FormOutput = z.output<typeof adminProductFieldsSchema>;

type ProductFormProps = {
  /** The product to edit; without it the form adds a new one. */
  product?: AdminProduct;
  onSaved: (product: AdminProduct) => void;
  onCancel?: () => void;
};

function defaultsOf(product?: AdminProduct): Partial<FormInput> {
  // No category until one is chosen: the select shows its placeholder.
  if (!product) {
    return { name: '', category: '' as FormInput['category'], description: '', price: 0, stock: 0 };
  }
  return {
    name: product.name,
    category: product.category as FormInput['category'],
    description: product.description,
    price: product.priceCents / 100,
    stock: product.stock,
  };
}

export function ProductForm({ product, onSaved, onCancel }: ProductFormProps) {
  const isEdit = Boolean(product);
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(adminProductFieldsSchema),
    defaultValues: defaultsOf(product),
  });
  const [items, setItems] = useState<ImageItem[]>(() => storedItems(product?.images ?? []));
  const [imageError, setImageError] = useState<string | null>(null);
  const [isCheckingImages, setCheckingImages] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [optionsState, setOptionsState] = useState(() => optionsStateOf(product));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [kind, setKind] = useState<ProductKind>(product?.kind ?? 'physical');
  const [downloadLimit, setDownloadLimit] = useState(
    product?.downloadLimit ?? DEFAULT_DOWNLOAD_LIMIT,
  );
  const PatternFiles = usePatternFilesControl();
  const save = useSaveProduct();
  const name = useWatch({ control, name: 'name' }) ?? '';

  const hasImages = () => {
    if (items.length > 0) return true;
    setImageError(MESSAGES.productImageRequired);
    return false;
  };

  const onValid = async (fields: FormOutput) => {
    if (!hasImages()) return;
    setFormError(null);
    setFieldErrors({});
    try {
      const saved = await save.mutateAsync({
        id: product?.id,
        fields,
        items,
        expectedStock: product?.stock,
        extra: {
          ...optionsBody(optionsState, product),
          kind,
          ...(kind === 'pattern' ? { downloadLimit } : {}),
        },
        onUploaded: setItems,
      });
      if (!isEdit) {
        reset(defaultsOf());
        setItems([]);
        setOptionsState(optionsStateOf());
      }
      onSaved(saved);
    } catch (error) {
      if (error instanceof ApiError && error.fields) setFieldErrors(error.fields);
      setFormError(
        error instanceof UploadError
          ? adminErrorMessage(error.cause, MESSAGES.uploadFailed)
          : adminErrorMessage(
              error,
              isEdit ? MESSAGES.productUpdateFailed : MESSAGES.productAddFailed,
            ),
      );
    }
  };

  const idPrefix = product ? `edit-${product.id}` : 'new-product';
  return (
    <form
      noValidate
      onSubmit={handleSubmit(onValid, () => void hasImages())}
      className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-8"
      aria-label={isEdit ? 'Edit product' : 'Add product'}
    >
      <ItemDetailFields
        idPrefix={idPrefix}
        register={register}
        errors={errors}
        afterName={
          <SelectField
            id={`${idPrefix}-category`}
            label="Category"
            error={errors.category?.message}
            {...register('category')}
          >
            <option value="" disabled>
              Choose a category
            </option>
            {CATEGORIES.map((category) => (
              <option key={category.id} value={category.id}>
                {category.label}
              </option>
            ))}
          </SelectField>
        }
      />
      <div className="flex flex-col gap-5">
        <ImageManager
          items={items}
          onChange={(next) => {
            setItems(next);
            if (next.length > 0) setImageError(null);
          }}
          error={imageError}
          onError={setImageError}
          productName={name}
          disabled={save.isPending}
          onCheckingChange={setCheckingImages}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            id={`${idPrefix}-kind`}
            label="Kind"
            value={kind}
            onChange={(event) => setKind(event.target.value as ProductKind)}
          >
            {PRODUCT_KINDS.map((value) => (
              <option key={value} value={value}>
                {PRODUCT_KIND_LABELS[value]}
              </option>
            ))}
          </SelectField>
          {kind === 'pattern' ? (
            <label className="grid gap-1.5 text-sm font-semibold" htmlFor={`${idPrefix}-limit`}>
              Downloads per purchase
              <input
                id={`${idPrefix}-limit`}
                type="number"
                min={1}
                max={100}
                value={downloadLimit}
                onChange={(event) => setDownloadLimit(Number(event.target.value))}
                className="rounded-xl border border-cream-300 bg-white px-3 py-2 font-normal dark:border-night-600 dark:bg-night-900"
              />
              {fieldErrors.downloadLimit ? (
                <span className="text-red-700 dark:text-red-300">{fieldErrors.downloadLimit}</span>
              ) : null}
            </label>
          ) : null}
        </div>
        {kind === 'pattern' ? (
          product && product.kind === 'pattern' && PatternFiles ? (
            <PatternFiles
              productId={product.id}
              optionValues={product.variants.map((variant) => variant.optionValues)}
            />
          ) : (
            <p className="text-sm text-ink-500 dark:text-ink-300">
              Save the pattern first, then add its PDF files here. A pattern has no stock limit and
              no shipping.
            </p>
          )
        ) : null}
      </div>
      {/* The options and their variant grid take the form's whole width: five columns a row. */}
      <div className="flex min-w-0 flex-col gap-5 lg:col-span-2">
        <OptionsSection
          idPrefix={idPrefix}
          state={optionsState}
          onChange={setOptionsState}
          images={items.flatMap((item) =>
            item.kind === 'stored' ? [{ src: item.image.src, alt: item.image.alt ?? '' }] : [],
          )}
          fieldErrors={fieldErrors}
        />
        <ItemFormActions
          error={formError}
          isBusy={save.isPending || isCheckingImages}
          busyLabel={save.isPending ? 'Saving…' : 'Checking images…'}
          submitLabel={isEdit ? 'Save changes' : 'Add Product'}
          onCancel={onCancel}
        />
      </div>
    </form>
  );
}

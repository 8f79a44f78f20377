/**
 * The product form's options: up to three options with ordered values, the variant grid they
 * generate (stock, price, SKU and picture per combination) and the personalisation settings.
 * A product without options sends none of this, so it saves exactly as before.
 */
import { MAX_PERSONALISATION_LENGTH, MAX_PRODUCT_OPTIONS } from '@shop/shared/schemas/product';
import {
  variantGrid,
  type OptionInput,
  type PersonalisationInput,
  type VariantInput,
} from '@shop/shared/schemas/admin-product';
import type { AdminProduct } from '@shop/shared/schemas/admin-product';
import { ColumnHeaders, type Column } from '@/components/ui/column-headers';

export type VariantRow = { stock: string; price: string; sku: string; image: string };
export type OptionsState = {
  options: OptionInput[];
  rows: Record<string, VariantRow>;
  personalised: boolean;
  personalisation: { label: string; maxLength: string; required: boolean; price: string };
};

const keyOf = (values: readonly string[]) => JSON.stringify(values);

export function optionsStateOf(product?: AdminProduct): OptionsState {
  const rows: Record<string, VariantRow> = {};
  for (const v of product?.variants ?? []) {
    rows[keyOf(v.optionValues)] = {
      stock: String(v.stock),
      price: v.priceCents === product?.priceCents ? '' : String(v.priceCents / 100),
      sku: v.sku ?? '',
      image: v.image ?? '',
    };
  }
  const p = product?.personalisation;
  return {
    options: (product?.options ?? []).map((o) => ({ name: o.name, values: [...o.values] })),
    rows,
    personalised: Boolean(p),
    personalisation: {
      label: p?.label ?? '',
      maxLength: String(p?.maxLength ?? 20),
      required: p?.required ?? false,
      price: String((p?.priceCents ?? 0) / 100),
    },
  };
}

/** What the API expects; nothing when the product has no options and never had any. */
export function optionsBody(state: OptionsState, product?: AdminProduct) {
  const hadOptions = (product?.options.length ?? 0) > 0;
  const body: {
    options?: OptionInput[];
    variants?: VariantInput[];
    personalisation?: PersonalisationInput | null;
  } = {};
  if (state.options.length > 0 || hadOptions) {
    body.options = state.options;
    body.variants = variantGrid(state.options).map((values) => {
      const row = state.rows[keyOf(values)];
      return {
        optionValues: values,
        stock: Number(row?.stock || 0),
        price: row?.price ? Number(row.price) : null,
        sku: row?.sku || null,
        image: row?.image || null,
      };
    });
  }
  if (state.personalised) {
    const p = state.personalisation;
    body.personalisation = {
      label: p.label,
      maxLength: Number(p.maxLength),
      required: p.required,
      price: Number(p.price || 0),
    };
  } else if (product?.personalisation) {
    body.personalisation = null;
  }
  return body;
}

type Props = {
  state: OptionsState;
  onChange: (next: OptionsState) => void;
  images: { src: string; alt: string }[];
  /** Server field messages keyed by path (`options.0.values`, `personalisation.label`, …). */
  fieldErrors: Record<string, string>;
  idPrefix: string;
};

const input =
  'w-full rounded-md border border-stone-300 bg-white px-2 py-1.5 text-sm dark:border-stone-600 dark:bg-stone-900';
const smallButton =
  'rounded-md border border-stone-300 px-2 py-1 text-xs hover:bg-stone-100 disabled:opacity-40 dark:border-stone-600 dark:hover:bg-stone-800';

function errorsUnder(fieldErrors: Record<string, string>, prefix: string) {
  return Object.entries(fieldErrors)
    .filter(([key]) => key === prefix || key.startsWith(`${prefix}.`))
    .map(([, message]) => message);
}

function FieldError({ messages }: { messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <p role="alert" className="text-sm text-red-700 dark:text-red-400">
      {[...new Set(messages)].join(' ')}
    </p>
  );
}

/** The variant grid's columns (hidden on phones, where each box carries its caption). */
const VARIANT_COLUMNS: Column[] = [
  { label: 'Combination' },
  { label: 'Stock' },
  { label: 'Price ($, blank = product’s)' },
  { label: 'SKU' },
  { label: 'Picture' },
];

/** The typed boxes of a variant row: the row field each edits, its caption and its input type. */
const VARIANT_BOXES: {
  field: 'stock' | 'price' | 'sku';
  caption: string;
  name: string;
  attributes: { type?: 'number'; min?: number; step?: string };
}[] = [
  { field: 'stock', caption: 'Stock', name: 'Stock', attributes: { type: 'number', min: 0 } },
  {
    field: 'price',
    caption: 'Price ($)',
    name: 'Price',
    attributes: { type: 'number', min: 0, step: '0.01' },
  },
  { field: 'sku', caption: 'SKU', name: 'SKU', attributes: {} },
];

/** One cell of a variant row: its caption shows on phones, where the column headers are hidden. */
function VariantCell({ caption, children }: { caption: string; children: React.ReactNode }) {
  return (
    <td>
      <label className="flex flex-col text-xs sm:block">
        <span className="sm:sr-only">{caption}</span>
        {children}
      </label>
    </td>
  );
}

/** A personalisation setting: its label above the box and its server messages below. */
function StackedField({
  label,
  messages,
  children,
}: {
  label: string;
  messages: string[];
  children: React.ReactNode;
}) {
  return (
    <label className="flex flex-col gap-1 text-sm">
      {label}
      {children}
      <FieldError messages={messages} />
    </label>
  );
}

export function OptionsSection({ state, onChange, images, fieldErrors, idPrefix }: Props) {
  const setOptions = (options: OptionInput[]) => onChange({ ...state, options });
  const setOption = (i: number, option: OptionInput) =>
    setOptions(state.options.map((o, j) => (j === i ? option : o)));
  const setRow = (key: string, patch: Partial<VariantRow>) => {
    const row = state.rows[key] ?? { stock: '0', price: '', sku: '', image: '' };
    onChange({ ...state, rows: { ...state.rows, [key]: { ...row, ...patch } } });
  };
  const grid =
    state.options.length === 0
      ? []
      : variantGrid(state.options).filter((values) => values.every((v) => v.trim()));
  const p = state.personalisation;
  const setP = (patch: Partial<OptionsState['personalisation']>) =>
    onChange({ ...state, personalisation: { ...p, ...patch } });

  return (
    <fieldset className="flex min-w-0 flex-col gap-4 rounded-lg border border-stone-200 p-4 dark:border-stone-700">
      <legend className="px-1 font-semibold">Options</legend>
      {state.options.map((option, i) => (
        <div
          key={i}
          className="flex flex-col gap-2 border-b border-stone-200 pb-3 dark:border-stone-700"
        >
          <div className="flex items-end gap-2">
            <label className="flex flex-1 flex-col gap-1 text-sm">
              Option name
              <input
                className={input}
                value={option.name}
                onChange={(e) => setOption(i, { ...option, name: e.target.value })}
              />
            </label>
            <button
              type="button"
              className={smallButton}
              onClick={() => setOptions(state.options.filter((_, j) => j !== i))}
            >
              Remove option {option.name}
            </button>
          </div>
          <FieldError messages={errorsUnder(fieldErrors, `options.${i}.name`)} />
          <ol className="flex flex-col gap-1" aria-label={`Values of ${option.name || 'option'}`}>
            {option.values.map((value, k) => {
              const move = (to: number) => {
                const values = [...option.values];
                values.splice(to, 0, ...values.splice(k, 1));
                setOption(i, { ...option, values });
              };
              return (
                <li key={k} className="flex items-center gap-1">
                  <input
                    aria-label={`Value ${k + 1} of ${option.name || 'option'}`}
                    className={input}
                    value={value}
                    onChange={(e) =>
                      setOption(i, {
                        ...option,
                        values: option.values.map((v, m) => (m === k ? e.target.value : v)),
                      })
                    }
                  />
                  <button
                    type="button"
                    className={smallButton}
                    disabled={k === 0}
                    onClick={() => move(k - 1)}
                    aria-label={`Move ${value} up`}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className={smallButton}
                    disabled={k === option.values.length - 1}
                    onClick={() => move(k + 1)}
                    aria-label={`Move ${value} down`}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className={smallButton}
                    aria-label={`Remove ${value}`}
                    onClick={() =>
                      setOption(i, { ...option, values: option.values.filter((_, m) => m !== k) })
                    }
                  >
                    ✕
                  </button>
                </li>
              );
            })}
          </ol>
          <FieldError messages={errorsUnder(fieldErrors, `options.${i}.values`)} />
          <button
            type="button"
            className={`${smallButton} self-start`}
            onClick={() => setOption(i, { ...option, values: [...option.values, ''] })}
          >
            Add value
          </button>
        </div>
      ))}
      <FieldError
        messages={[fieldErrors.options, fieldErrors.variants].filter((m): m is string =>
          Boolean(m),
        )}
      />
      {state.options.length < MAX_PRODUCT_OPTIONS && (
        <button
          type="button"
          className={`${smallButton} self-start`}
          onClick={() => setOptions([...state.options, { name: '', values: [''] }])}
        >
          Add option
        </button>
      )}

      {grid.length > 0 && (
        <table className="w-full text-sm">
          <caption className="text-left font-medium">Variants</caption>
          <thead className="hidden sm:table-header-group">
            <ColumnHeaders columns={VARIANT_COLUMNS} className="text-left" />
          </thead>
          <tbody>
            {grid.map((values, index) => {
              const key = keyOf(values);
              const row = state.rows[key] ?? { stock: '0', price: '', sku: '', image: '' };
              const label = values.join(' / ');
              const rowErrors = errorsUnder(fieldErrors, `variants.${index}`);
              return (
                <tr
                  key={key}
                  className="grid grid-cols-2 gap-2 border-t border-stone-200 py-2 sm:table-row dark:border-stone-700"
                >
                  <th scope="row" className="col-span-2 text-left font-medium">
                    {label}
                    <FieldError messages={rowErrors} />
                  </th>
                  {VARIANT_BOXES.map((box) => (
                    <VariantCell key={box.field} caption={box.caption}>
                      <input
                        aria-label={`${box.name} of ${label}`}
                        className={input}
                        {...box.attributes}
                        value={row[box.field]}
                        onChange={(e) => setRow(key, { [box.field]: e.target.value })}
                      />
                    </VariantCell>
                  ))}
                  <VariantCell caption="Picture">
                    <select
                      aria-label={`Picture of ${label}`}
                      className={input}
                      value={row.image}
                      onChange={(e) => setRow(key, { image: e.target.value })}
                    >
                      <option value="">Product&rsquo;s first</option>
                      {images.map((image, n) => (
                        <option key={image.src} value={image.src}>
                          Picture {n + 1}
                          {image.alt ? ` – ${image.alt}` : ''}
                        </option>
                      ))}
                    </select>
                  </VariantCell>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}

      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={state.personalised}
          onChange={(e) => onChange({ ...state, personalised: e.target.checked })}
        />
        Offer a personalisation
      </label>
      {state.personalised && (
        <div className="grid gap-2 sm:grid-cols-2">
          <StackedField
            label="Personalisation label"
            messages={errorsUnder(fieldErrors, 'personalisation.label')}
          >
            <input
              id={`${idPrefix}-p-label`}
              className={input}
              value={p.label}
              onChange={(e) => setP({ label: e.target.value })}
            />
          </StackedField>
          <StackedField
            label={`Maximum length (at most ${MAX_PERSONALISATION_LENGTH})`}
            messages={errorsUnder(fieldErrors, 'personalisation.maxLength')}
          >
            <input
              className={input}
              type="number"
              min={1}
              max={MAX_PERSONALISATION_LENGTH}
              value={p.maxLength}
              onChange={(e) => setP({ maxLength: e.target.value })}
            />
          </StackedField>
          <StackedField
            label="Extra price ($)"
            messages={errorsUnder(fieldErrors, 'personalisation.price')}
          >
            <input
              className={input}
              type="number"
              min={0}
              step="0.01"
              value={p.price}
              onChange={(e) => setP({ price: e.target.value })}
            />
          </StackedField>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={p.required}
              onChange={(e) => setP({ required: e.target.checked })}
            />
            Required
          </label>
        </div>
      )}
    </fieldset>
  );
}

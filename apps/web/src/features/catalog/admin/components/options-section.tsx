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
import { buttonClass } from '@/components/ui/button';

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
  'w-full min-w-0 rounded-xl border border-cream-300 bg-white px-3 py-2 text-sm font-normal dark:border-night-600 dark:bg-night-900';
/** A text button (Add value, Add option, Remove option) in the shop's secondary style. */
const smallButton = buttonClass('secondary', 'sm', 'shrink-0');
/** The arrows and ✕ beside a value. */
const iconButton = buttonClass('secondary', 'sm', 'h-9 w-9 shrink-0 px-0');

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
const headerCell = 'px-2 pb-2 align-bottom text-xs font-semibold text-ink-500 dark:text-ink-300';
const VARIANT_COLUMNS: Column[] = [
  { label: 'Combination', className: `${headerCell} w-[22%] pl-0` },
  { label: 'Stock', className: `${headerCell} w-[12%]` },
  { label: 'Price ($, blank = product’s)', className: `${headerCell} w-[18%]` },
  { label: 'SKU', className: `${headerCell} w-[20%]` },
  { label: 'Picture', className: `${headerCell} w-[28%] pr-0` },
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
    <td className="min-w-0 sm:px-2 sm:py-2 sm:last:pr-0">
      <label className="flex flex-col gap-1 text-xs font-semibold sm:block">
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
    <label className="flex flex-col gap-1 text-sm font-semibold">
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
    <fieldset className="flex min-w-0 flex-col gap-4 rounded-2xl border border-cream-300 p-4 sm:p-5 dark:border-night-600">
      <legend className="px-1 font-semibold">Options</legend>
      {state.options.map((option, i) => (
        <div
          key={i}
          className="flex flex-col gap-2 border-b border-cream-300 pb-4 dark:border-night-600"
        >
          <div className="flex flex-wrap items-end gap-2">
            <label className="flex min-w-[12rem] flex-1 flex-col gap-1 text-sm font-semibold">
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
                    className={iconButton}
                    disabled={k === 0}
                    onClick={() => move(k - 1)}
                    aria-label={`Move ${value} up`}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className={iconButton}
                    disabled={k === option.values.length - 1}
                    onClick={() => move(k + 1)}
                    aria-label={`Move ${value} down`}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className={iconButton}
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
        <table className="w-full table-fixed text-sm">
          <caption className="pb-2 text-left font-semibold">Variants</caption>
          <thead className="hidden sm:table-header-group">
            <ColumnHeaders
              columns={VARIANT_COLUMNS}
              className="border-b border-cream-300 text-left dark:border-night-600"
            />
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
                  className="grid grid-cols-2 gap-2 border-t border-cream-300 py-3 first:border-t-0 sm:table-row dark:border-night-600"
                >
                  <th
                    scope="row"
                    className="col-span-2 break-words text-left font-semibold sm:py-2 sm:pr-2 sm:align-middle"
                  >
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

      <label className="flex items-center gap-2 text-sm font-semibold">
        <input
          type="checkbox"
          className="h-4 w-4 accent-clay-600"
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

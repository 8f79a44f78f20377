/**
 * The header's search: a combobox named "Search" (WAI-ARIA combobox pattern with a listbox
 * popup) suggesting products with picture and price, categories and blog posts as you type.
 * Arrow keys move through the suggestions (aria-activedescendant keeps focus in the field),
 * Enter opens the highlighted one or the listing for what was typed, Escape closes the popup
 * (and empties the field when it is already closed). It is a plain GET form to /products too,
 * so Enter works before the app's scripts have loaded.
 */
import { BookOpen, LayoutGrid, Search } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { priceFrom } from '@shop/shared/messages';
import { formatPrice } from '@shop/shared/money';
import { SEARCH_MAX } from '@shop/shared/constants';
import type { SearchSuggestions } from '@shop/shared/schemas/search';
import { cn } from '@/components/ui/cn';
import { ProductImage } from '@/components/ui/product-image';
import { useSuggestions } from '../api/get-suggestions';

type Suggestion =
  | { kind: 'product'; item: SearchSuggestions['products'][number] }
  | { kind: 'category'; item: SearchSuggestions['categories'][number] }
  | { kind: 'post'; item: SearchSuggestions['posts'][number] };

const GROUPS = [
  { kind: 'product', label: 'Products' },
  { kind: 'category', label: 'Categories' },
  { kind: 'post', label: 'From the blog' },
] as const;

/** Where a suggestion leads. */
export function suggestionPath(suggestion: Suggestion): string {
  switch (suggestion.kind) {
    case 'product':
      return `/products/${encodeURIComponent(suggestion.item.id)}`;
    case 'category':
      return `/products?category=${encodeURIComponent(suggestion.item.id)}`;
    case 'post':
      return `/blog/${encodeURIComponent(suggestion.item.id)}`;
  }
}

/** The listing for what was typed. */
export const searchPath = (text: string) => `/products?search=${encodeURIComponent(text)}`;

function flatten(suggestions: SearchSuggestions | undefined): Suggestion[] {
  if (!suggestions) return [];
  return [
    ...suggestions.products.map((item) => ({ kind: 'product' as const, item })),
    ...suggestions.categories.map((item) => ({ kind: 'category' as const, item })),
    ...suggestions.posts.map((item) => ({ kind: 'post' as const, item })),
  ];
}

type HeaderSearchProps = {
  className?: string;
  inputRef?: RefObject<HTMLInputElement | null>;
  /** After a suggestion or a search was opened (the phone's panel closes). */
  onDone?: () => void;
};

export function HeaderSearch({ className, inputRef, onDone }: HeaderSearchProps) {
  const navigate = useNavigate();
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const ownRef = useRef<HTMLInputElement>(null);
  const input = inputRef ?? ownRef;

  const [text, setText] = useState('');
  const [isOpen, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const { suggestions, settledQuery } = useSuggestions(text);
  const options = flatten(suggestions);
  const isShown = isOpen && text.trim().length > 0 && suggestions !== undefined;
  const isExpanded = isShown && options.length > 0;
  const active = isExpanded && activeIndex < options.length ? activeIndex : -1;

  // Text typed before the app took over the server-rendered field stays.
  useEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed) setText(typed);
  }, [input]);

  const close = () => {
    setOpen(false);
    setActiveIndex(-1);
  };

  const open = (path: string) => {
    close();
    input.current?.blur();
    void navigate(path);
    onDone?.();
  };

  const submit = () => {
    const query = text.trim();
    if (!query) return;
    open(searchPath(query));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (options.length === 0) return;
        event.preventDefault();
        const down = event.key === 'ArrowDown';
        if (!isExpanded) {
          setOpen(true);
          setActiveIndex(down ? 0 : options.length - 1);
          return;
        }
        const last = options.length - 1;
        setActiveIndex(down ? (active >= last ? 0 : active + 1) : active <= 0 ? last : active - 1);
        return;
      }
      case 'Enter': {
        event.preventDefault();
        const chosen = active >= 0 ? options[active] : undefined;
        if (chosen) open(suggestionPath(chosen));
        else submit();
        return;
      }
      case 'Escape': {
        if (isExpanded) {
          event.preventDefault();
          close();
        } else if (text) {
          event.preventDefault();
          setText('');
        }
        return;
      }
    }
  };

  let index = -1;
  const positions = new Map<Suggestion, number>();
  for (const option of options) positions.set(option, ++index);

  return (
    <form
      role="search"
      action="/products"
      method="get"
      className={cn('relative', className)}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={`${baseId}-input`} className="sr-only">
        Search
      </label>
      <Search
        className="pointer-events-none absolute left-3.5 top-1/2 h-4 w-4 -translate-y-1/2 text-ink-500 dark:text-ink-300"
        aria-hidden
      />
      <input
        ref={input}
        id={`${baseId}-input`}
        name="search"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={isExpanded}
        aria-controls={listboxId}
        aria-activedescendant={active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        maxLength={SEARCH_MAX}
        placeholder="Search blankets, bunnies…"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActiveIndex(-1);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={close}
        className="h-10 w-full rounded-full border border-cream-300 bg-white pl-10 pr-4 text-sm text-ink-900 placeholder:text-ink-500 focus:border-clay-400 focus:outline-none focus:ring-2 focus:ring-clay-300/50 dark:border-night-600 dark:bg-night-800 dark:text-cream-50 dark:placeholder:text-ink-300"
      />
      <div
        hidden={!isShown}
        className="absolute right-0 top-full z-50 mt-2 w-full min-w-72 overflow-hidden rounded-2xl border border-cream-300 bg-cream-50 shadow-xl lg:w-[26rem] dark:border-night-600 dark:bg-night-800"
      >
        <div id={listboxId} role="listbox" aria-label="Search suggestions" className="py-2">
          {GROUPS.map((group) => {
            const members = options.filter((option) => option.kind === group.kind);
            if (members.length === 0) return null;
            const labelId = `${baseId}-${group.kind}-label`;
            return (
              <div key={group.kind} role="group" aria-labelledby={labelId}>
                <div
                  id={labelId}
                  role="presentation"
                  className="px-4 pb-1 pt-2 text-xs font-bold uppercase tracking-[0.14em] text-clay-700 dark:text-clay-300"
                >
                  {group.label}
                </div>
                {members.map((option) => {
                  const position = positions.get(option)!;
                  return (
                    <SuggestionRow
                      key={`${option.kind}-${option.item.id}`}
                      id={optionId(position)}
                      suggestion={option}
                      isActive={position === active}
                      onHover={() => setActiveIndex(position)}
                      onChoose={() => open(suggestionPath(option))}
                    />
                  );
                })}
              </div>
            );
          })}
        </div>
        {isShown && options.length === 0 ? (
          <p className="px-4 py-3 text-sm text-ink-500 dark:text-ink-300">
            No suggestions for “{settledQuery}”. Press Enter to search.
          </p>
        ) : null}
      </div>
      <p role="status" className="sr-only">
        {isShown ? suggestionCount(options.length) : ''}
      </p>
    </form>
  );
}

function suggestionCount(count: number): string {
  if (count === 0) return 'No suggestions';
  return count === 1 ? '1 suggestion' : `${count} suggestions`;
}

function SuggestionRow({
  id,
  suggestion,
  isActive,
  onHover,
  onChoose,
}: {
  id: string;
  suggestion: Suggestion;
  isActive: boolean;
  onHover: () => void;
  onChoose: () => void;
}) {
  return (
    <div
      id={id}
      role="option"
      aria-selected={isActive}
      // The field keeps focus: the choice is made on click, the mouse press must not blur it.
      onMouseDown={(event) => event.preventDefault()}
      onMouseMove={isActive ? undefined : onHover}
      onClick={onChoose}
      className={cn(
        'flex cursor-pointer items-center gap-3 px-4 py-2 text-sm',
        isActive
          ? 'bg-clay-50 text-ink-900 dark:bg-night-700 dark:text-cream-50'
          : 'text-ink-700 dark:text-cream-200',
      )}
    >
      {suggestion.kind === 'product' ? (
        <>
          <span className="h-11 w-11 shrink-0 overflow-hidden rounded-xl bg-cream-200 dark:bg-night-700">
            <ProductImage image={suggestion.item.image ?? undefined} alt="" sizes="44px" />
          </span>
          <span className="min-w-0 flex-1 truncate font-semibold">{suggestion.item.name}</span>
          <span className="shrink-0 tabular-nums text-ink-700 dark:text-cream-200">
            {suggestion.item.fromPrice
              ? priceFrom(formatPrice(suggestion.item.priceCents))
              : formatPrice(suggestion.item.priceCents)}
          </span>
        </>
      ) : (
        <>
          <span className="grid h-8 w-8 shrink-0 place-items-center rounded-full bg-cream-200 text-clay-700 dark:bg-night-700 dark:text-clay-300">
            {suggestion.kind === 'category' ? (
              <LayoutGrid className="h-4 w-4" aria-hidden />
            ) : (
              <BookOpen className="h-4 w-4" aria-hidden />
            )}
          </span>
          <span className="min-w-0 flex-1 truncate">
            {suggestion.kind === 'category' ? suggestion.item.label : suggestion.item.title}
          </span>
        </>
      )}
    </div>
  );
}

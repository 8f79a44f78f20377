/**
 * The campaign editor: subject and Markdown body beside a live preview of the mail as subscribers
 * will get it (drawn by the server, product cards and all), a product picker that inserts cards,
 * "Send test to me", send now or at a scheduled time. Every action saves the draft first.
 */
import { useRef, useState } from 'react';
import {
  campaignInputSchema,
  productCardToken,
  type Campaign,
  type CampaignCard,
  type CampaignInput,
} from '@shop/shared/schemas/newsletter';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/field';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { adminErrorMessage } from '@/lib/admin-error-message';
import { formatDateTime, formatPrice } from '@/lib/format';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { ProductSearch } from '@/components/admin-form/product-search';
import { ScaledMailFrame } from './scaled-mail-frame';
import {
  saveCampaign,
  sendCampaign,
  sendTestCampaign,
  useCampaignPreview,
  useNewsletterAction,
} from '../api/newsletter';

type Fields = Partial<Record<'subject' | 'body' | 'scheduledAt', string>>;

const panelClass =
  'min-w-0 rounded-3xl border border-cream-300/80 bg-cream-50 p-5 shadow-sm sm:p-7 dark:border-night-700 dark:bg-night-800';

/** `campaign`: the draft being edited (null: a new one). `onSaved` learns a new draft's id. */
export function CampaignEditor({
  campaign,
  receivingCount,
  onSaved,
}: {
  campaign: Campaign | null;
  receivingCount: number | undefined;
  onSaved: (campaign: Campaign) => void;
}) {
  const [subject, setSubject] = useState(campaign?.subject ?? '');
  const [body, setBody] = useState(campaign?.body ?? '');
  const [scheduledAt, setScheduledAt] = useState('');
  const [fields, setFields] = useState<Fields>({});
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const draftId = useRef<string | null>(campaign?.id ?? null);
  const bodyRef = useRef<HTMLTextAreaElement | null>(null);
  const [confirm, confirmDialog] = useConfirm();

  const save = useNewsletterAction(saveCampaign);
  const test = useNewsletterAction(sendTestCampaign);
  const send = useNewsletterAction(sendCampaign);
  const isBusy = save.isPending || test.isPending || send.isPending;
  const debouncedSubject = useDebouncedValue(subject, 400);
  const debouncedBody = useDebouncedValue(body, 400);
  const preview = useCampaignPreview(debouncedSubject, debouncedBody);

  function fail(caught: unknown, fallback: string) {
    if (caught instanceof ApiError && caught.fields) setFields(caught.fields as Fields);
    setError(adminErrorMessage(caught, fallback));
  }

  /** Validates, saves the draft and returns its id; null when the text needs fixing. */
  async function saveDraft(): Promise<string | null> {
    setError(null);
    setNotice(null);
    const input: CampaignInput = { subject, body };
    const parsed = campaignInputSchema.safeParse(input);
    if (!parsed.success) {
      const next: Fields = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Fields;
        next[key] ??= issue.message;
      }
      setFields(next);
      return null;
    }
    setFields({});
    try {
      const saved = await save.mutateAsync({ id: draftId.current, input });
      draftId.current = saved.id;
      onSaved(saved);
      return saved.id;
    } catch (caught) {
      fail(caught, "We couldn't save the campaign. Please try again.");
      return null;
    }
  }

  async function onSaveDraft() {
    if (await saveDraft()) setNotice('Draft saved.');
  }

  async function onSendTest() {
    const id = await saveDraft();
    if (!id) return;
    try {
      const { to } = await test.mutateAsync(id);
      setNotice(`A test was sent to ${to}.`);
    } catch (caught) {
      fail(caught, "We couldn't send the test. Please try again.");
    }
  }

  async function onSend(isScheduled: boolean) {
    let when: string | null = null;
    if (isScheduled) {
      const date = scheduledAt ? new Date(scheduledAt) : null;
      if (!date || Number.isNaN(date.getTime())) {
        setFields({ scheduledAt: 'Pick a date and time' });
        return;
      }
      when = date.toISOString();
    }
    const id = await saveDraft();
    if (!id) return;
    const audience =
      receivingCount === undefined
        ? 'every confirmed subscriber'
        : `${receivingCount} confirmed subscriber${receivingCount === 1 ? '' : 's'}`;
    const isConfirmed = await confirm({
      title: isScheduled ? 'Schedule this campaign?' : 'Send this campaign now?',
      description: `“${subject.trim()}” goes to ${audience}${when ? ` on ${formatDateTime(when)}` : ''}. It cannot be changed afterwards.`,
      confirmLabel: isScheduled ? 'Schedule' : 'Send now',
    });
    if (!isConfirmed) return;
    try {
      const sent = await send.mutateAsync({ id, scheduledAt: when });
      onSaved(sent);
    } catch (caught) {
      fail(caught, "We couldn't send the campaign. Please try again.");
    }
  }

  function insertProduct(productId: string) {
    const token = productCardToken(productId);
    const textarea = bodyRef.current;
    const at = textarea ? textarea.selectionEnd : body.length;
    const before = body.slice(0, at).replace(/\s*$/, '');
    const after = body.slice(at).replace(/^\s*/, '');
    const next = `${before}${before ? '\n\n' : ''}${token}\n\n${after}`;
    setBody(next);
    setFields((f) => ({ ...f, body: undefined }));
    requestAnimationFrame(() => {
      if (!textarea) return;
      const caret = (before ? before.length + 2 : 0) + token.length + 2;
      textarea.focus();
      textarea.setSelectionRange(caret, caret);
    });
  }

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 xl:grid-cols-2">
      <section aria-label="Campaign editor" className={panelClass}>
        <div className="space-y-5">
          <TextField
            label="Subject"
            value={subject}
            autoComplete="off"
            error={fields.subject}
            onChange={(e) => setSubject(e.target.value)}
          />
          <TextAreaField
            ref={bodyRef}
            label="Mail"
            rows={14}
            value={body}
            error={fields.body}
            onChange={(e) => setBody(e.target.value)}
          />
          <p id="campaign-body-help" className="-mt-3 text-xs text-ink-500 dark:text-ink-300">
            Markdown: # heading, **bold**, *italic*, - lists, [text](https://link). Product cards
            come from the picker below.
          </p>
          <CardsInBody
            cards={preview.data?.cards ?? []}
            onRemove={(productId) => {
              setBody(removeCard(body, productId));
              setFields((f) => ({ ...f, body: undefined }));
            }}
          />
          <ProductPicker onPick={insertProduct} />
          {error ? <Alert tone="danger">{error}</Alert> : null}
          {notice ? <Alert tone="success">{notice}</Alert> : null}
          <div className="flex flex-wrap gap-3">
            <Button variant="secondary" onClick={() => void onSaveDraft()} disabled={isBusy}>
              {save.isPending && !test.isPending && !send.isPending ? 'Saving…' : 'Save draft'}
            </Button>
            <Button variant="secondary" onClick={() => void onSendTest()} disabled={isBusy}>
              {test.isPending ? 'Sending test…' : 'Send test to me'}
            </Button>
            <Button onClick={() => void onSend(false)} disabled={isBusy}>
              {send.isPending ? 'Sending…' : 'Send now'}
            </Button>
          </div>
          <div className="flex flex-wrap items-end gap-3 border-t border-cream-300/80 pt-5 dark:border-night-700">
            <TextField
              label="Or send at"
              type="datetime-local"
              value={scheduledAt}
              error={fields.scheduledAt}
              onChange={(e) => setScheduledAt(e.target.value)}
              className="min-w-56 flex-1"
            />
            <Button variant="secondary" onClick={() => void onSend(true)} disabled={isBusy}>
              Schedule
            </Button>
          </div>
        </div>
      </section>
      <MailPreview preview={preview} />
      {confirmDialog}
    </div>
  );
}

/** The body without the card lines of one product. */
function removeCard(body: string, productId: string): string {
  const token = productCardToken(productId).toLowerCase();
  return body
    .split(/\r?\n/)
    .filter((line) => line.trim().toLowerCase() !== token)
    .join('\n')
    .replace(/\n{3,}/g, '\n\n');
}

/**
 * The product cards the body holds, as cards (picture, name, price as the mail shows it) rather
 * than their `[product:…]` lines, each with a way to take it out.
 */
function CardsInBody({
  cards,
  onRemove,
}: {
  cards: CampaignCard[];
  onRemove: (productId: string) => void;
}) {
  if (cards.length === 0) return null;
  return (
    <section aria-label="Product cards in this mail" className="min-w-0">
      <h3 className="text-sm font-semibold">Product cards in this mail</h3>
      <ul className="mt-2 grid grid-cols-[minmax(0,1fr)] gap-2 sm:grid-cols-2">
        {cards.map((card) => (
          <li
            key={card.productId}
            className="flex min-w-0 items-center gap-3 rounded-2xl border border-cream-300 bg-white p-2.5 dark:border-night-600 dark:bg-night-900/60"
          >
            {card.imageUrl ? (
              <img
                src={card.imageUrl}
                alt=""
                className="h-12 w-12 shrink-0 rounded-xl object-cover"
              />
            ) : (
              <span className="h-12 w-12 shrink-0 rounded-xl bg-cream-200 dark:bg-night-700" />
            )}
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm font-semibold">{card.name}</span>
              <span className="block text-sm text-ink-500 dark:text-ink-300">{card.price}</span>
            </span>
            <Button
              variant="ghost"
              size="sm"
              className="shrink-0 px-3"
              onClick={() => onRemove(card.productId)}
              aria-label={`Remove the card of ${card.name}`}
            >
              Remove
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function MailPreview({ preview }: { preview: ReturnType<typeof useCampaignPreview> }) {
  return (
    <section aria-label="Preview" className={panelClass}>
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 className="font-sans text-sm font-bold uppercase tracking-[0.12em] text-ink-500 dark:text-ink-300">
          Preview
        </h2>
        {preview.isFetching ? (
          <span className="text-xs text-ink-500 dark:text-ink-300">Updating…</span>
        ) : null}
      </div>
      {preview.isError && !preview.data ? (
        <Alert tone="danger">
          The preview could not be drawn. Your text is safe; keep writing.
        </Alert>
      ) : preview.data ? (
        <ScaledMailFrame title="Mail preview" html={preview.data.html} />
      ) : (
        <Skeleton className="h-[640px]" />
      )}
    </section>
  );
}

function ProductPicker({ onPick }: { onPick: (productId: string) => void }) {
  return (
    <fieldset className="min-w-0 rounded-2xl border border-cream-300 p-4 dark:border-night-600">
      <legend className="px-1 text-sm font-semibold">Insert a product card</legend>
      <ProductSearch
        id="campaign-product-search"
        label="Find a product"
        isRoomy
        renderMatch={(product) => (
          <li key={product.id} className="flex items-center gap-3 py-2">
            {product.images[0] ? (
              <img
                src={product.images[0].src}
                alt=""
                className="h-10 w-10 rounded-lg object-cover"
              />
            ) : (
              <span className="h-10 w-10 rounded-lg bg-cream-200 dark:bg-night-700" />
            )}
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm font-semibold">{product.name}</span>
              <span className="text-xs text-ink-500 dark:text-ink-300">
                {formatPrice(product.priceCents)}
              </span>
            </span>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => onPick(product.id)}
              aria-label={`Insert ${product.name}`}
            >
              Insert
            </Button>
          </li>
        )}
      />
    </fieldset>
  );
}

/**
 * Admin → Gift cards: every card with its balance and recipient; one card's ledger (issued,
 * reserved, spent, released, refunded, adjusted, each with the balance after it); a card issued
 * by hand (to make up for a late order, say: mailed to the recipient at once); Disable. Each
 * change is recorded in the activity log by the server.
 */
import { Ban, Gift, Loader2, Plus } from 'lucide-react';
import { useState } from 'react';
import { formatPrice } from '@shop/shared/money';
import type { AdminGiftCard } from '@shop/shared/schemas/gift-card';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { TextField } from '@/components/ui/field';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import {
  useAdminGiftCard,
  useAdminGiftCards,
  useDisableGiftCard,
  useIssueGiftCard,
} from '../api/gift-cards';

const KIND_LABEL: Record<string, string> = {
  issued: 'Issued',
  reserved: 'Reserved',
  spent: 'Spent',
  released: 'Released',
  refunded: 'Refunded',
  adjusted: 'Adjusted',
};

function signed(cents: number) {
  if (cents === 0) return '—';
  return `${cents > 0 ? '+' : '−'}${formatPrice(Math.abs(cents))}`;
}

function IssueForm({ onIssued }: { onIssued: (id: string) => void }) {
  const issue = useIssueGiftCard();
  const [amount, setAmount] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [note, setNote] = useState('');
  const fields = issue.error instanceof ApiError ? (issue.error.fields ?? {}) : {};
  return (
    <form
      noValidate
      aria-label="Issue a gift card"
      onSubmit={(event) => {
        event.preventDefault();
        issue.mutate(
          {
            amountCents: Math.round(Number.parseFloat(amount || '0') * 100),
            recipientName: name,
            recipientEmail: email,
            ...(note.trim() ? { note } : {}),
          },
          {
            onSuccess: (card) => {
              setAmount('');
              setName('');
              setEmail('');
              setNote('');
              onIssued(card.id);
            },
          },
        );
      }}
      className="space-y-4 rounded-3xl border border-cream-300 bg-white/70 p-5 dark:border-night-700 dark:bg-night-800"
    >
      <h2 className="text-lg font-semibold">Issue a card by hand</h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Amount ($)"
          type="number"
          inputMode="decimal"
          min={1}
          step="0.01"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={fields.amountCents}
        />
        <TextField
          label="Recipient's name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={fields.recipientName}
        />
        <TextField
          label="Recipient's email"
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={fields.recipientEmail}
        />
        <TextField
          label="Why (for the ledger)"
          placeholder="Late order #1a2b3c4d"
          value={note}
          onChange={(event) => setNote(event.target.value)}
          error={fields.note}
        />
      </div>
      {issue.isError && !Object.keys(fields).length ? (
        <Alert tone="danger">
          {issue.error instanceof ApiError ? issue.error.message : 'The card could not be issued.'}
        </Alert>
      ) : null}
      {issue.isSuccess ? <Alert tone="success">Issued and mailed to the recipient.</Alert> : null}
      <Button type="submit" disabled={issue.isPending}>
        {issue.isPending ? (
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
        ) : (
          <Plus className="h-4 w-4" aria-hidden />
        )}
        Issue card
      </Button>
    </form>
  );
}

function Ledger({ id }: { id: string }) {
  const card = useAdminGiftCard(id);
  const disable = useDisableGiftCard();
  if (card.isPending) return <Skeleton className="h-48" />;
  if (card.isError) return <Alert tone="danger">The ledger could not be loaded.</Alert>;
  const data = card.data;
  return (
    <section
      aria-labelledby="ledger-heading"
      className="space-y-4 rounded-3xl border border-cream-300 bg-white/70 p-5 dark:border-night-700 dark:bg-night-800"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="ledger-heading" className="text-lg font-semibold">
            Ledger of ····{data.last4 ?? '—'}
          </h2>
          <p className="text-sm text-ink-500 dark:text-ink-300">
            {data.recipientName} · {data.recipientEmail}
            {data.note ? ` · ${data.note}` : ''}
          </p>
          {data.message ? (
            <p className="mt-1 text-sm italic text-ink-700 dark:text-cream-200">“{data.message}”</p>
          ) : null}
        </div>
        {data.status === 'active' ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => disable.mutate(data.id, { onSuccess: () => void card.refetch() })}
            disabled={disable.isPending}
          >
            <Ban className="h-4 w-4" aria-hidden />
            Disable
          </Button>
        ) : (
          <span className="rounded-full bg-stone-200 px-3 py-1 text-xs font-semibold capitalize text-stone-700 dark:bg-stone-400/15 dark:text-stone-300">
            {data.status}
          </span>
        )}
      </div>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[28rem] text-left text-sm">
          <thead className="text-ink-500 dark:text-ink-300">
            <tr>
              <th scope="col" className="py-2 pr-3 font-semibold">
                When
              </th>
              <th scope="col" className="py-2 pr-3 font-semibold">
                What
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-semibold">
                Change
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                Balance
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-cream-300 dark:divide-night-600">
            {data.ledger.map((row) => (
              <tr key={row.id}>
                <td className="py-2 pr-3 whitespace-nowrap">{formatDateTime(row.createdAt)}</td>
                <td className="py-2 pr-3">
                  {KIND_LABEL[row.kind]} {formatPrice(row.amountCents)}
                  {row.orderId ? (
                    <span className="text-ink-500 dark:text-ink-300">
                      {' '}
                      · order #{row.orderId.slice(0, 8)}
                    </span>
                  ) : null}
                  {row.note ? (
                    <span className="text-ink-500 dark:text-ink-300"> · {row.note}</span>
                  ) : null}
                </td>
                <td className="py-2 pr-3 text-right tabular-nums">
                  {signed(row.balanceChangeCents)}
                </td>
                <td className="py-2 text-right font-semibold tabular-nums">
                  {formatPrice(row.balanceAfterCents)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function CardRow({
  card,
  isSelected,
  onSelect,
}: {
  card: AdminGiftCard;
  isSelected: boolean;
  onSelect: () => void;
}) {
  return (
    <li>
      <button
        type="button"
        onClick={onSelect}
        aria-pressed={isSelected}
        className={cn(
          'flex w-full items-center justify-between gap-3 rounded-2xl px-4 py-3 text-left hover:bg-cream-100 dark:hover:bg-night-700',
          isSelected && 'bg-cream-100 ring-2 ring-clay-300 dark:bg-night-700',
        )}
      >
        <span className="min-w-0">
          <span className="block font-semibold">
            ····{card.last4 ?? '—'} · {card.recipientName}
          </span>
          <span className="block truncate text-sm text-ink-500 dark:text-ink-300">
            {card.recipientEmail}
            {card.sentAt ? '' : ` · sends ${card.sendOn}`}
            {card.status === 'disabled' ? ' · disabled' : ''}
          </span>
        </span>
        <span className="text-right">
          <span className="block font-semibold tabular-nums">{formatPrice(card.balanceCents)}</span>
          <span className="block text-xs text-ink-500 dark:text-ink-300">
            of {formatPrice(card.initialCents)}
          </span>
        </span>
      </button>
    </li>
  );
}

export function GiftCardsAdmin() {
  const cards = useAdminGiftCards();
  const [selected, setSelected] = useState<string | null>(null);
  const current = selected ?? cards.data?.items[0]?.id ?? null;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 xl:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] xl:items-start">
      <section
        aria-labelledby="cards-heading"
        className="rounded-3xl border border-cream-300 bg-white/70 p-3 dark:border-night-700 dark:bg-night-800"
      >
        <h2 id="cards-heading" className="flex items-center gap-2 px-2 py-2 text-lg font-semibold">
          <Gift className="h-5 w-5" aria-hidden /> Cards
        </h2>
        {cards.isPending ? (
          <Skeleton className="h-40" />
        ) : cards.isError ? (
          <Alert tone="danger">The gift cards could not be loaded.</Alert>
        ) : cards.data.items.length === 0 ? (
          <p className="px-2 pb-3 text-sm text-ink-500 dark:text-ink-300">
            No gift cards yet. Cards appear here once bought and paid, or issued by hand.
          </p>
        ) : (
          <ul className="space-y-1">
            {cards.data.items.map((card) => (
              <CardRow
                key={card.id}
                card={card}
                isSelected={card.id === current}
                onSelect={() => setSelected(card.id)}
              />
            ))}
          </ul>
        )}
      </section>
      <div className="space-y-6">
        {current ? <Ledger id={current} /> : null}
        <IssueForm onIssued={setSelected} />
      </div>
    </div>
  );
}

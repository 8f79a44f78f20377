/** The campaigns so far, newest first: drafts to open, and for sent ones their delivery history. */
import { Send } from 'lucide-react';
import type { Campaign } from '@shop/shared/schemas/newsletter';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { formatDateTime } from '@/lib/format';
import { EmptyNote } from '@/components/admin-form/empty-note';

const STATUS_LABEL: Record<Campaign['status'], string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  sending: 'Sending',
  sent: 'Sent',
};

function when(campaign: Campaign): string {
  if (campaign.status === 'sent' && campaign.sentAt)
    return `Sent ${formatDateTime(campaign.sentAt)}`;
  if (campaign.status === 'scheduled' && campaign.scheduledAt) {
    return `Goes out ${formatDateTime(campaign.scheduledAt)}`;
  }
  if (campaign.status === 'sending') return 'Going out in batches now';
  return `Last edited ${formatDateTime(campaign.updatedAt)}`;
}

export function CampaignHistory({
  campaigns,
  selectedId,
  onOpen,
}: {
  campaigns: Campaign[];
  selectedId: string | null;
  onOpen: (campaign: Campaign) => void;
}) {
  if (campaigns.length === 0) {
    return (
      <EmptyNote icon={Send} title="No campaigns yet" isCompact>
        Write your first one above; it is kept as a draft until you send it.
      </EmptyNote>
    );
  }
  return (
    <ul className="divide-y divide-cream-300/80 overflow-hidden rounded-3xl border border-cream-300/80 bg-cream-50 dark:divide-night-700 dark:border-night-700 dark:bg-night-800">
      {campaigns.map((campaign) => (
        <li
          key={campaign.id}
          className={cn(
            'flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center',
            campaign.id === selectedId && 'bg-clay-50/60 dark:bg-night-700/60',
          )}
        >
          <div className="min-w-0 flex-1">
            <p className="truncate font-semibold">{campaign.subject}</p>
            <p className="text-sm text-ink-500 dark:text-ink-300">
              <span className="font-semibold">{STATUS_LABEL[campaign.status]}</span> ·{' '}
              {when(campaign)}
            </p>
          </div>
          {campaign.status === 'draft' ? (
            <Button size="sm" variant="secondary" onClick={() => onOpen(campaign)}>
              Edit draft
            </Button>
          ) : (
            <dl className="grid grid-cols-4 gap-4 text-center text-sm">
              {(
                [
                  ['Recipients', campaign.stats.recipients],
                  ['Delivered', campaign.stats.delivered],
                  ['Failed', campaign.stats.failed],
                  ['Unsubscribed since', campaign.stats.unsubscribedSince],
                ] as const
              ).map(([label, value]) => (
                <div key={label}>
                  <dt className="text-xs text-ink-500 dark:text-ink-300">{label}</dt>
                  <dd className="font-semibold tabular-nums">{value}</dd>
                </div>
              ))}
            </dl>
          )}
        </li>
      ))}
    </ul>
  );
}

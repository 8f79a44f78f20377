/** The Newsletter screen: the editor (a new campaign or an open draft), the history, subscribers. */
import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { Campaign } from '@shop/shared/schemas/newsletter';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useCampaigns, useSubscribers } from '../api/newsletter';
import { CampaignEditor } from './campaign-editor';
import { CampaignHistory } from './campaign-history';
import { SubscribersPanel } from './subscribers-panel';

export function NewsletterPage() {
  const campaigns = useCampaigns();
  const subscribers = useSubscribers('');
  // The editor is remounted for each draft it opens (and for a fresh one), so its fields start over.
  const [editing, setEditing] = useState<{ key: number; campaign: Campaign | null }>({
    key: 0,
    campaign: null,
  });
  const [sentNotice, setSentNotice] = useState<string | null>(null);

  const open = (campaign: Campaign | null) => {
    setSentNotice(null);
    setEditing((e) => ({ key: e.key + 1, campaign }));
  };

  return (
    <div className="space-y-10">
      <section aria-labelledby="campaign-heading" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="campaign-heading" className="text-2xl font-semibold">
            {editing.campaign ? 'Edit draft' : 'New campaign'}
          </h2>
          {editing.campaign ? (
            <Button size="sm" variant="secondary" onClick={() => open(null)}>
              <Plus className="h-4 w-4" aria-hidden />
              New campaign
            </Button>
          ) : null}
        </div>
        {sentNotice ? <Alert tone="success">{sentNotice}</Alert> : null}
        <CampaignEditor
          key={editing.key}
          campaign={editing.campaign}
          receivingCount={subscribers.data?.confirmed}
          onSaved={(saved) => {
            if (saved.status === 'draft') return;
            setSentNotice(
              saved.status === 'scheduled'
                ? `“${saved.subject}” is scheduled.`
                : `“${saved.subject}” is on its way to ${saved.stats.recipients} subscriber${saved.stats.recipients === 1 ? '' : 's'} first; the rest follow in batches.`,
            );
            setEditing((e) => ({ key: e.key + 1, campaign: null }));
          }}
        />
      </section>

      <section aria-labelledby="history-heading" className="space-y-4">
        <h2 id="history-heading" className="text-2xl font-semibold">
          Campaigns
        </h2>
        {campaigns.isPending ? (
          <Skeleton className="h-32" />
        ) : campaigns.isError ? (
          <LoadError onRetry={() => void campaigns.refetch()} isRetrying={campaigns.isRefetching}>
            We couldn&apos;t load your campaigns.
          </LoadError>
        ) : (
          <CampaignHistory
            campaigns={campaigns.data}
            selectedId={editing.campaign?.id ?? null}
            onOpen={open}
          />
        )}
      </section>

      <SubscribersPanel />
    </div>
  );
}

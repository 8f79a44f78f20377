/**
 * The reply box (SPEC §5: the trimmed text must be non-empty). On success the message comes
 * back responded and the box disappears; on failure SPEC's 'Failed to send response. Please try
 * again.'.
 */
import { Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { MESSAGES } from '@shop/shared/messages';
import { messageReplySchema } from '@shop/shared/schemas/engagement';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/field';
import { ApiError } from '@/lib/api-client';
import { useReplyToMessage } from '../api/reply-to-message';

export function ReplyForm({ messageId, recipient }: { messageId: string; recipient: string }) {
  const reply = useReplyToMessage();
  const fieldId = useId();
  const [response, setResponse] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = messageReplySchema.safeParse({ response });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    setFieldError(undefined);
    reply.mutate(
      { id: messageId, response: parsed.data.response },
      {
        onError: (error) => {
          // Answered meanwhile (another tab): the refreshed inbox shows that answer instead.
          if (error instanceof ApiError && error.status === 409) return;
          setFailure(MESSAGES.replyFailed);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Reply" className="space-y-4">
      <TextAreaField
        id={fieldId}
        label="Your response"
        rows={6}
        value={response}
        onChange={(event) => {
          setResponse(event.target.value);
          if (fieldError) setFieldError(undefined);
        }}
        placeholder={`Write back to ${recipient}…`}
        error={fieldError}
      />
      {failure ? <Alert tone="danger">{failure}</Alert> : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-xs text-ink-500 dark:text-ink-300">
          Sent by email to {recipient}. You can answer each message once.
        </p>
        <Button type="submit" disabled={reply.isPending}>
          <Send className="h-4 w-4" aria-hidden />
          {reply.isPending ? 'Sending…' : 'Send Response'}
        </Button>
      </div>
    </form>
  );
}

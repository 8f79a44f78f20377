/**
 * A post's content as paragraphs of text. React escapes every string, so `<script>`, event
 * handler attributes or `javascript:` links in a post are shown as the characters they are and
 * never become elements; there is deliberately no HTML rendering path here.
 */
import { Fragment } from 'react';
import { cn } from '@/components/ui/cn';
import { toParagraphs } from '../blog-excerpt';

export function BlogPostBody({ content, className }: { content: string; className?: string }) {
  return (
    <div className={cn('space-y-5 break-words text-lg leading-relaxed', className)}>
      {toParagraphs(content).map((lines, i) => (
        <p key={i}>
          {lines.map((line, j) => (
            <Fragment key={j}>
              {j > 0 ? <br /> : null}
              {line}
            </Fragment>
          ))}
        </p>
      ))}
    </div>
  );
}

/**
 * The frame of the static help and policy pages (shipping, returns, FAQ, privacy, terms): a
 * header, an "On this page" index on wide screens, readable prose, and a way to ask more.
 */
import { MessageCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { Page } from '@/components/ui/page';

export type PolicySection = { id: string; title: string; body: ReactNode };

type PolicyPageProps = {
  title: string;
  eyebrow?: string;
  intro: ReactNode;
  updated?: string;
  sections: PolicySection[];
};

/** Typography for long-form text, without a plugin. */
export const proseClass =
  'text-[1.05rem] leading-relaxed text-ink-700 dark:text-cream-200 [&_a]:font-semibold [&_a]:text-clay-700 [&_a]:underline [&_a]:underline-offset-4 dark:[&_a]:text-clay-300 [&_li]:mt-1.5 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_p+p]:mt-3 [&_strong]:font-bold [&_strong]:text-ink-900 dark:[&_strong]:text-cream-50 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ul]:marker:text-clay-400';

export function PolicyPage({ title, eyebrow = 'Help', intro, updated, sections }: PolicyPageProps) {
  return (
    <Page title={title} wide>
      <header className="mx-auto max-w-3xl text-center">
        <p className="text-xs font-bold uppercase tracking-[0.16em] text-clay-600 dark:text-clay-300">
          {eyebrow}
        </p>
        <h1 className="mt-3 text-4xl font-semibold sm:text-5xl">{title}</h1>
        <div className="mt-4 text-lg leading-relaxed text-ink-500 dark:text-ink-300">{intro}</div>
        {updated ? (
          <p className="mt-3 text-sm text-ink-500 dark:text-ink-300">Last updated {updated}</p>
        ) : null}
      </header>

      <div className="mx-auto mt-12 grid max-w-5xl gap-10 lg:grid-cols-[13rem_1fr]">
        <nav aria-label="On this page" className="hidden lg:block">
          <div className="sticky top-24">
            <p className="text-xs font-bold uppercase tracking-[0.14em] text-ink-500 dark:text-ink-300">
              On this page
            </p>
            <ul className="mt-3 space-y-2 border-l border-cream-300 text-sm dark:border-night-600">
              {sections.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="-ml-px block border-l-2 border-transparent pl-4 text-ink-700 hover:border-clay-400 hover:text-clay-700 dark:text-cream-200 dark:hover:text-clay-300"
                  >
                    {section.title}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </nav>

        <div className="min-w-0 space-y-5">
          {sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="scroll-mt-24 rounded-3xl border border-cream-300 bg-cream-50 p-6 sm:p-8 dark:border-night-700 dark:bg-night-800"
            >
              <h2 id={`${section.id}-title`} className="text-2xl font-semibold">
                {section.title}
              </h2>
              <div className={`mt-3 ${proseClass}`}>{section.body}</div>
            </section>
          ))}

          <div className="flex flex-col items-start gap-4 rounded-3xl bg-sage-100 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8 dark:bg-sage-700/20">
            <div className="flex items-start gap-3">
              <MessageCircle
                className="mt-1 h-6 w-6 shrink-0 text-sage-700 dark:text-sage-300"
                aria-hidden
              />
              <div>
                <p className="font-display text-xl font-semibold">Still have a question?</p>
                <p className="text-ink-700 dark:text-cream-200">
                  Send a note — I read and answer every message myself.
                </p>
              </div>
            </div>
            <ButtonLink to="/contact" variant="secondary">
              Contact me
            </ButtonLink>
          </div>
        </div>
      </div>
    </Page>
  );
}

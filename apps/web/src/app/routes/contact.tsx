/**
 * Contact: message the shop on Instagram, follow it, or email; the contact form comes
 * from the engagement feature.
 */
import { Mail, MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { SHOP } from '@shop/shared/shop';
import { InstagramIcon } from '@/components/ui/brand-icons';
import { Page } from '@/components/ui/page';
import { ContactForm } from '@/features/engagement/components/contact-form';
import { TitledSection } from '@/components/ui/titled-section';

const instagramName = SHOP.social.instagramHandle.replace(/^@/, '');
/** Instagram's direct-message link for the shop's account. */
const instagramMessageUrl = `https://ig.me/m/${instagramName}`;

const cardClass =
  'flex items-start gap-4 rounded-3xl border border-cream-300 bg-cream-50 p-5 transition hover:-translate-y-0.5 hover:border-clay-300 hover:shadow-md dark:border-night-700 dark:bg-night-800 dark:hover:border-clay-700';

export default function ContactPage() {
  return (
    <Page title="Contact" wide>
      <header className="mx-auto max-w-2xl text-center">
        <p className="text-xs font-bold uppercase tracking-[0.16em] text-clay-600 dark:text-clay-300">
          Contact
        </p>
        <h1 className="mt-3 text-4xl font-semibold sm:text-5xl">Let&apos;s talk yarn</h1>
        <p className="mt-4 text-lg leading-relaxed text-ink-500 dark:text-ink-300">
          A question about an order, a custom colour, or just want to say hi? I read every message
          myself.
        </p>
      </header>

      <div className="mx-auto mt-12 grid max-w-6xl gap-8 lg:grid-cols-[20rem_1fr]">
        <aside aria-label="Other ways to reach me" className="space-y-4">
          <a
            href={instagramMessageUrl}
            target="_blank"
            rel="noreferrer noopener"
            className={cardClass}
          >
            <span className="grid h-11 w-11 shrink-0 place-items-center rounded-2xl bg-clay-50 text-clay-600 dark:bg-clay-700/25 dark:text-clay-300">
              <MessageCircle className="h-5 w-5" aria-hidden />
            </span>
            <span>
              <span className="block font-semibold">Message me on Instagram</span>
              <span className="text-sm text-ink-500 dark:text-ink-300">
                The quickest way to reach me
              </span>
            </span>
          </a>
          <a
            href={SHOP.social.instagram}
            target="_blank"
            rel="noreferrer noopener"
            className={cardClass}
          >
            <span className="grid h-11 w-11 shrink-0 place-items-center rounded-2xl bg-rose-100 text-clay-700 dark:bg-night-700 dark:text-rose-300">
              <InstagramIcon />
            </span>
            <span>
              <span className="block font-semibold">Follow {SHOP.social.instagramHandle}</span>
              <span className="text-sm text-ink-500 dark:text-ink-300">
                Works in progress and new drops
              </span>
            </span>
          </a>
          <a href={`mailto:${SHOP.email}`} className={cardClass}>
            <span className="grid h-11 w-11 shrink-0 place-items-center rounded-2xl bg-sage-100 text-sage-700 dark:bg-sage-700/25 dark:text-sage-300">
              <Mail className="h-5 w-5" aria-hidden />
            </span>
            <span className="min-w-0">
              <span className="block font-semibold">Email</span>
              <span className="block truncate text-sm text-ink-500 dark:text-ink-300">
                {SHOP.email}
              </span>
            </span>
          </a>
        </aside>

        <TitledSection
          id="contact-form-heading"
          title="Send a message"
          intro="I usually reply within two working days."
          className="rounded-3xl border border-cream-300 bg-cream-50 p-6 sm:p-8 dark:border-night-700 dark:bg-night-800"
          titleClassName="text-2xl font-semibold"
          introClassName="mb-6 mt-1"
        >
          <ContactForm />
          <p className="mt-6 text-sm text-ink-500 dark:text-ink-300">
            Dreaming of a piece made just for you?{' '}
            <Link
              to="/custom-order"
              className="font-semibold text-clay-700 underline dark:text-clay-300"
            >
              Request a custom order
            </Link>{' '}
            and get a quote.
          </p>
        </TitledSection>
      </div>
    </Page>
  );
}

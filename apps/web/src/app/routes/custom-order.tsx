/** /custom-order: ask the maker for a piece made to order (the request form). */
import { Page } from '@/components/ui/page';
import { CustomOrderForm } from '@/features/custom-orders/components/custom-order-form';

export default function CustomOrderPage() {
  return (
    <Page title="Custom Order">
      <header className="mx-auto max-w-2xl text-center">
        <p className="text-xs font-bold uppercase tracking-[0.16em] text-clay-600 dark:text-clay-300">
          Made for you
        </p>
        <h1 className="mt-3 text-4xl font-semibold sm:text-5xl">Custom Order</h1>
        <p className="mt-4 text-lg leading-relaxed text-ink-500 dark:text-ink-300">
          A blanket in your colours, a matching set for twins, an amigurumi of your pet: tell me
          what you have in mind and I will send you a quote.
        </p>
      </header>
      <section
        aria-label="Request form"
        className="mx-auto mt-10 max-w-3xl rounded-3xl border border-cream-300 bg-cream-50 p-6 sm:p-8 dark:border-night-700 dark:bg-night-800"
      >
        <CustomOrderForm />
      </section>
    </Page>
  );
}

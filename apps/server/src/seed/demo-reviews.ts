/**
 * The demo catalog's reviews: a few products get approved reviews from the demo reviewers (whose
 * stars they already are), each backed by a paid, completed demo order so they are verified
 * purchases like any other. The orders are old and already marked as asked, so no review
 * request mail is ever queued for them.
 */
export type DemoReview = { author: string; title: string; text: string; reply?: string };

export const DEMO_REVIEWS: Record<string, DemoReview[]> = {
  'Little Lamb Baby Booties': [
    {
      author: 'Maya Robinson',
      title: 'So soft, and they stay on',
      text: 'Bought these for my nephew and they are the only booties he has not kicked off in the car. The yarn is really soft and the little lamb faces are sewn on tightly.',
      reply: 'Thank you Maya! The ankle tie is there for exactly those car rides.',
    },
    {
      author: 'Jonas Keller',
      title: 'Perfect baby shower gift',
      text: 'Arrived beautifully wrapped with a handwritten note. Everyone at the shower asked where they came from.',
    },
  ],
  'Clover the Bunny': [
    {
      author: 'Priya Shah',
      title: 'Our daughter will not sleep without her',
      text: 'Clover has been washed a dozen times and still looks new. The ears are floppy in the best way and the stitching is very even.',
      reply: 'This made my week, thank you for telling me!',
    },
    {
      author: 'Elena Novak',
      title: 'Lovely gift, just the right size',
      text: 'Beautifully made and very cuddly. She fits perfectly in a toddler backpack, so Clover comes along everywhere.',
    },
    {
      author: 'Sam Okafor',
      title: 'Better than the photos',
      text: 'The colour is warmer in person and the face is so sweet. You can tell each one is made by hand.',
    },
  ],
  'Honeycomb Baby Blanket': [
    {
      author: 'Grace Lindqvist',
      title: 'An heirloom in the making',
      text: 'Thick, warm and drapes nicely over the pram. The honeycomb pattern is even prettier up close. Washed well on a gentle cycle.',
    },
  ],
  'Bramble Bear': [
    {
      author: 'Tom Becker',
      title: 'Sturdy and charming',
      text: 'Our toddler drags Bramble everywhere and he has held up perfectly. The scarf is a lovely touch.',
    },
  ],
};

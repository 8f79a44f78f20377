/** User-visible texts. Contracts: word for word, tests and both sides use these constants. */
export const MESSAGES = {
  // catalog
  noFeatured: 'No featured products available',
  featuredLoadFailed: 'Unable to load featured products. Please try again later.',
  noProducts: 'No products found',
  // cart and checkout
  cartEmpty: 'Your cart is empty',
  checkoutFailed: 'Failed to initiate checkout. Please try again.',
  orderCreateFailed: 'Failed to create order',
  sessionCreateFailed: 'Failed to create checkout session',
  chooseShippingRate: 'Choose a shipping method',
  userEmailNotFound: 'User email not found',
  // checkout: per-line reasons (409 `fields`), the test provider, order badges
  cartItemsUnavailable: 'Some items in your cart are no longer available',
  productUnavailable: 'This item is no longer available',
  variantUnknown: 'This choice is not available for this product',
  personalisationNotAsked: 'This product does not take a personalisation',
  soldOut: 'Sold out',
  emailWhenBack: "Email me when it's back",
  productOutOfStock: 'This item is out of stock',
  testModeLabel: 'Test mode — no real payment',
  checkoutSessionExpired: 'This checkout session has expired',
  checkoutSessionClosed: 'This checkout session is closed',
  awaitingPayment: 'Awaiting Payment',
  // sign-in prompts
  signInToRate: 'Please sign in to rate this product. Would you like to sign in now?',
  signInToWishlist: 'Please sign in to add items to your wishlist. Would you like to sign in now?',
  signUpMissingIdentity: 'You must provide either an email or phone number and a password.',
  signUpConfirmation: 'Check your email for the confirmation link.',
  // account
  wishlistEmpty: 'Your wishlist is empty',
  noOrders: 'No orders found',
  orderLoadFailed: 'Failed to load order details',
  orderNotFound: 'Order Not Found',
  orderDelivered: 'Order delivered',
  orderProcessing: 'Order is being processed',
  // admin
  accessDenied: 'Access denied. Admin privileges required.',
  signInFailed: 'Failed to sign in',
  productUpdateFailed: 'Failed to update product. Please try again.',
  productAddFailed: 'Failed to add product. Please try again.',
  productDeleteFailed: 'Failed to delete product. Please try again.',
  confirmDeleteProduct: 'Are you sure you want to delete this product?',
  confirmDeletePost: 'Are you sure you want to delete this post?',
  blogCreateFailed: 'Failed to create blog post. Please try again.',
  blogDeleteFailed: 'Failed to delete blog post. Please try again.',
  /** the admin blog's edit works. */
  blogUpdateFailed: 'Failed to update blog post. Please try again.',
  blogImageRequired: 'Please upload a blog post image',
  replyFailed: 'Failed to send response. Please try again.',
  // monthly drops (beyond Its drop edit and delete had no action)
  confirmDeleteDrop: 'Are you sure you want to delete this drop?',
  dropSaveFailed: 'Failed to save the monthly drop. Please try again.',
  dropDeleteFailed: 'Failed to delete the monthly drop. Please try again.',
  dropImageRequired: 'Please upload an image or enter its URL',
  // uploads
  invalidImageTypes: 'Please select valid image files (JPG, PNG, or WebP)',
  invalidImageType: 'Please select a valid image file (JPG, PNG, or WebP)',
  imagesTooLarge: 'Images must be smaller than 5MB',
  imageTooLarge: 'Image must be smaller than 5MB',
  tooManyImages: 'You can only upload up to 4 images',
  productImageRequired: 'Please upload at least one product image',
  uploadFailed: 'Failed to upload images. Please try again.',
  uploadFailedSingle: 'Failed to upload image. Please try again.',
  // newsletter and contact
  invalidEmail: 'Please enter a valid email address',
  alreadySubscribed: 'This email is already subscribed to our newsletter.',
  subscribed: 'Successfully subscribed to our newsletter!',
  subscribeFailed: 'Failed to subscribe. Please try again later.',
  contactSent: "Message sent successfully! We'll get back to you soon.",
  contactFailed: 'Failed to send message. Please try again.',
} as const;

/** The 409 reason shown next to a cart line asking for more than the shop has. */
export function onlyLeftInStock(stock: number): string {
  return stock <= 0 ? MESSAGES.productOutOfStock : `Only ${stock} left in stock`;
}

/** The buy buttons of a product with options until each one is chosen: "Choose a Size". */
export function chooseOption(optionName: string): string {
  return `Choose a ${optionName}`;
}

/** A personalisation the product requires was left empty ("Name to stitch is required"). */
export function personalisationRequired(label: string): string {
  return `${label} is required`;
}

export function personalisationTooLong(label: string, maxLength: number): string {
  return `${label} must be at most ${maxLength} characters`;
}

/** "From $24.00": the card price of a product whose variants differ in price. */
export function priceFrom(formattedPrice: string): string {
  return `From ${formattedPrice}`;
}

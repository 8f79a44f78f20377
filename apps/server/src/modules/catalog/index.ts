/**
 * Catalog: products, their stock, images and listings, public and in the admin inventory.
 *
 * The module's public face: other modules and app.ts import only what this file hands on.
 */
export { catalogAdminRoutes } from './admin-routes.ts';
export {
  addProducts,
  hasEverHadProducts,
  type NewProduct,
  type NewVariant,
} from './add-products.ts';
export type { CatalogDependents } from './dependents.ts';
export { listFeedProducts } from './feed-products.ts';
export { getProduct } from './get-product.ts';
export { listLowStockProducts } from './low-stock-products.ts';
export { isProductId } from './product-id.ts';
export { productNames } from './product-names.ts';
export { lockLiveProduct, setProductRating } from './product-rating.ts';
export { countLiveProducts, searchProductsByName } from './product-stats.ts';
export { getProductStockState, getVariantStockStates } from './product-stock-state.ts';
export { getProductsByIds } from './products-by-ids.ts';
export { getRelatedProducts } from './related-products.ts';
export { productImageTexts } from './image-references.ts';
export { onSale, upcomingLaunches } from './on-sale.ts';
export { setProductsLaunch } from './product-launch.ts';
export { loadVariants, type VariantRow } from './product-variants.ts';
export { catalogRoutes } from './routes.ts';
export { listSitemapProducts } from './sitemap-products.ts';
export { categorySuggestionsSql, suggestCategories } from './suggest-categories.ts';
export {
  productSuggestionsSql,
  toProductSuggestions,
  type ProductSuggestionRow,
} from './suggest-products.ts';
export { releaseStock, reserveStock, stockOf } from './stock.ts';
export { productColumns, toProductDto } from './to-product-dto.ts';
export type { ProductRow } from './to-product-dto.ts';

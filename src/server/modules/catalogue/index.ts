/**
 * The catalogue: categories, goods, quote products and prices, help articles and notices, shop settings, the product studio, favourites and reviews.
 * Other modules and the server's shell import this module through this file only (lint: eslint.config.js, module walls).
 */
export { articlesRoutes } from './articles.routes';
export { CatalogueService } from './catalogue.service';
export { categoriesRoutes } from './categories.routes';
export { collectionRoutes } from './collection.routes';
export { ContentService } from './content.service';
export { FavoriteService } from './favorite.service';
export { goodsRoutes } from './goods.routes';
export { noticesRoutes } from './notices.routes';
export { quoteRoutes } from './quote.routes';
export { reviewRoutes } from './review.routes';
export { ReviewService } from './review.service';
export { SettingsService } from './settings.service';
export { shopRoutes } from './shop.routes';
export { ShopService } from './shop.service';
export { studioRoutes } from './studio.routes';
export { StudioService } from './studio.service';
export { settingsRoutes } from './settings.routes';

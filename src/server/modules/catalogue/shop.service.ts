/** The shop's public data behind the storefront's loading calls (spec §7), resolved to the request's language. */
import { eq } from 'drizzle-orm';
import type { components } from '../../../generated/shop-api.d';
import { defaultLocale, locales, type Locale } from '../../../domain/i18n';
import { DESIGN_FILE_MAX_BYTES } from '../../../domain/files';
import { CURRENCY } from '../../../domain/format';
import { COMMON_DATA_NOTICES } from '../../../domain/limits';
import { pickLocale } from '../../../domain/localized';
import { VAT_RATE_BP } from '../../../domain/money';
import { API_VERSION } from '../../constants';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema';
import type { DecorationSettings, PcMetaSettings, ServiceSettings, ShopSettings } from '../../db/seed-data/settings';
import type { CartService } from '../ordering';
import type { ContentService } from './content.service';
import type { SessionUser } from '../../http/session-user';

type Schemas = components['schemas'];

export interface ShopServiceDeps {
  cart: CartService;
  content: ContentService;
}

export class ShopService {

  constructor(
    private readonly db: Db,
    private readonly deps: ShopServiceDeps,
  ) {}

  private async setting<T>(key: string): Promise<T> {
    const [row] = await this.db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
    if (!row) throw new Error(`settings: "${key}" is missing — has the database been seeded?`);
    // Settings are written only by the seed and staff tools, from the typed shapes in seed-data/settings.ts.
    return row.value as T;
  }

  async serviceConfig(locale: Locale): Promise<Schemas['ServiceConfig']> {
    const service = await this.setting<ServiceSettings>('service');
    return {
      service_lines: service.service_lines.map((l) => ({ ...l, name: pickLocale(l.name, locale) })),
      working_hours: service.working_hours,
      working_days: pickLocale(service.working_days, locale),
      support_email: service.support_email,
    };
  }

  /** What a client needs to know before anything else: currency, VAT, languages, the upload limit. */
  clientConfig(): Schemas['ClientConfig'] {
    return {
      currency: CURRENCY,
      vat_rate_percent: VAT_RATE_BP / 100,
      locales: [...locales],
      default_locale: defaultLocale,
      upload_max_bytes: DESIGN_FILE_MAX_BYTES,
      api_version: API_VERSION,
    };
  }

  private async shopInfo(locale: Locale): Promise<Schemas['Shop']> {
    const shop = await this.setting<ShopSettings>('shop');
    return { ...shop, copyright: pickLocale(shop.copyright, locale) };
  }

  /** The per-user part of commonData: the session's user plus one query (the cart count). */
  async my(user: SessionUser | null): Promise<Schemas['My']> {
    if (!user) return { user_id: 0, cart: 0, level_name: '', type_id: 0, nickname: '' };
    return { user_id: user.id, cart: await this.deps.cart.count(user.id), level_name: `Lv${user.level}`, type_id: user.typeId, nickname: user.nickname };
  }

  async commonData(locale: Locale, user: SessionUser | null): Promise<Schemas['CommonData']> {
    const [shop, me, decoration, meta, latest, help] = await Promise.all([
      this.shopInfo(locale),
      this.my(user),
      this.setting<DecorationSettings>('decoration'),
      this.setting<PcMetaSettings>('pc_meta'),
      this.deps.content.latestNotices(locale, COMMON_DATA_NOTICES),
      this.deps.content.articleList(locale),
    ]);
    return {
      shop,
      my: me,
      decoration: {
        header: {
          show: decoration.header.show,
          content: { data: decoration.header.content.data.map((item) => ({ ...item, name: pickLocale(item.name, locale) })) },
        },
        footer: {
          show: decoration.footer.show,
          content: {
            help,
            tags: decoration.footer.content.tags.map((t) => pickLocale(t, locale)),
            logos: decoration.footer.content.logos,
          },
        },
        fixed: {
          show: decoration.fixed.show,
          content: {
            style: decoration.fixed.content.style,
            data: decoration.fixed.content.data.map((item) => ({ ...item, name: pickLocale(item.name, locale) })),
          },
        },
      },
      notices: latest,
      pc: {
        title: pickLocale(meta.title, locale),
        keywords: pickLocale(meta.keywords, locale),
        description: pickLocale(meta.description, locale),
      },
    };
  }
}

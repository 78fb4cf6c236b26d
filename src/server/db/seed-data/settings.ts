/**
 * Shop settings seeded on first start: shop identity, decoration (header navigation, footer, floating contact bar)
 * and service lines. Staff edit these later; the seed never overwrites an existing key.
 * Texts are per locale; links are `{ path, params }` as the storefront's decoration data (spec §3).
 */
import type { LocalizedText } from '../schema';

export interface SeedLink {
  path: string;
  params: Record<string, string | number>;
}

export interface ShopSettings {
  name: string;
  logo: string;
  static_site_info: string;
  copyright: LocalizedText;
  record_number: string;
  record_system_link: string;
  pc_status: 0 | 1;
  oss_domain: string;
}

export interface DecorationSettings {
  header: { show: 0 | 1; content: { data: { name: LocalizedText; link: SeedLink }[] } };
  footer: { show: 0 | 1; content: { tags: LocalizedText[]; logos: { name: string; image: string }[] } };
  fixed: {
    show: 0 | 1;
    content: { style: number; data: { key: string; name: LocalizedText; icon: string; select_icon: string; link: SeedLink }[] };
  };
}

export interface ServiceSettings {
  service_lines: { key: 'print_quote' | 'digital_quote' | 'advertising_quote' | 'after_sales' | 'order_tracking'; name: LocalizedText; phone: string; whatsapp: string }[];
  working_hours: string;
  working_days: LocalizedText;
  support_email: string;
}

/**
 * The shop's business details an admin sets in the console (`staff/settings`): the bank account customers transfer to,
 * the VAT TRN and the address. Not seeded — no bank details are written in code; until an admin saves them the
 * payment and top-up pages say the details are not published yet.
 */
export interface BusinessSettings {
  beneficiary: string;
  bank_name: string;
  /** Electronic form: upper case, no spaces. */
  iban: string;
  swift: string;
  vat_trn: string;
  address: string;
}

export interface PcMetaSettings {
  title: LocalizedText;
  keywords: LocalizedText;
  description: LocalizedText;
}

export const shopSettings: ShopSettings = {
  name: 'Printfront',
  logo: 'img/logo.svg',
  static_site_info: '/pc/',
  copyright: {
    en: '© 2026 Printfront Printing & Advertising LLC, Dubai. All rights reserved.',
    zh: '© 2026 Printfront 印刷广告有限责任公司（迪拜）。保留所有权利。',
    ar: '© 2026 برنت فرونت للطباعة والإعلان ذ.م.م، دبي. جميع الحقوق محفوظة.',
    ja: '© 2026 Printfront Printing & Advertising LLC（ドバイ）. All rights reserved.',
  },
  record_number: 'Dubai DED Trade Licence 1043872',
  record_system_link: 'https://eservices.dubaided.gov.ae/',
  pc_status: 1,
  oss_domain: '/pc/',
};

/** `bcGoodsId` is the goods id of the standard business card quote page (looked up from the catalogue seed). */
export function decorationSettings(bcGoodsId: number): DecorationSettings {
  return {
    header: {
      show: 1,
      content: {
        data: [
          { name: { en: 'Home', zh: '首页', ar: 'الرئيسية', ja: 'ホーム' }, link: { path: '/', params: {} } },
          {
            name: { en: 'Business cards', zh: '名片', ar: 'بطاقات العمل', ja: '名刺' },
            link: { path: '/custom', params: { is_custom: 1, id: bcGoodsId } },
          },
          { name: { en: 'All products', zh: '全部产品', ar: 'كل المنتجات', ja: '全商品' }, link: { path: '/category', params: {} } },
          { name: { en: 'Ready stock', zh: '现货', ar: 'منتجات جاهزة', ja: '在庫品' }, link: { path: '/category', params: { id: 76 } } },
          { name: { en: 'Member benefits', zh: '会员权益', ar: 'مزايا الأعضاء', ja: '会員特典' }, link: { path: '/equity', params: {} } },
          { name: { en: 'Help centre', zh: '帮助中心', ar: 'مركز المساعدة', ja: 'ヘルプ' }, link: { path: '/news_list', params: {} } },
          {
            name: { en: 'Design inspiration', zh: '设计灵感', ar: 'أفكار التصميم', ja: 'デザインのヒント' },
            link: { path: 'https://www.instagram.com/printfront.ae', params: {} },
          },
        ],
      },
    },
    footer: {
      show: 1,
      content: {
        tags: [
          { en: 'Same-day business cards', zh: '当日名片', ar: 'بطاقات عمل في اليوم نفسه', ja: '当日仕上げ名刺' },
          { en: 'Offset & digital printing', zh: '胶印与数码印刷', ar: 'طباعة أوفست ورقمية', ja: 'オフセット・デジタル印刷' },
          { en: 'Custom packaging', zh: '定制包装', ar: 'تغليف حسب الطلب', ja: 'オリジナルパッケージ' },
          { en: 'Large-format signage', zh: '大幅面标识', ar: 'لافتات كبيرة الحجم', ja: '大判サイン' },
          { en: 'Delivery across the UAE', zh: '全阿联酋配送', ar: 'توصيل إلى جميع أنحاء الإمارات', ja: 'UAE全域へ配送' },
        ],
        logos: [
          { name: 'Visa', image: 'img/logos/visa.svg' },
          { name: 'Mastercard', image: 'img/logos/mastercard.svg' },
          { name: 'Bank transfer', image: 'img/logos/bank-transfer.svg' },
          { name: 'Cash on delivery', image: 'img/logos/cod.svg' },
        ],
      },
    },
    fixed: {
      show: 1,
      content: {
        style: 1,
        data: [
          {
            key: 'phone',
            name: { en: 'Phone', zh: '电话', ar: 'الهاتف', ja: '電話' },
            icon: 'img/icons/phone.svg',
            select_icon: 'img/icons/phone-active.svg',
            link: { path: '', params: {} },
          },
          {
            key: 'whatsapp',
            name: { en: 'WhatsApp', zh: 'WhatsApp', ar: 'واتساب', ja: 'WhatsApp' },
            icon: 'img/icons/whatsapp.svg',
            select_icon: 'img/icons/whatsapp-active.svg',
            link: { path: '', params: {} },
          },
          {
            key: 'messages',
            name: { en: 'Messages', zh: '消息', ar: 'الرسائل', ja: 'メッセージ' },
            icon: 'img/icons/message.svg',
            select_icon: 'img/icons/message-active.svg',
            link: { path: '/user/message', params: {} },
          },
          {
            key: 'cart',
            name: { en: 'Cart', zh: '购物车', ar: 'السلة', ja: 'カート' },
            icon: 'img/icons/cart.svg',
            select_icon: 'img/icons/cart-active.svg',
            link: { path: '/shop_cart', params: {} },
          },
        ],
      },
    },
  };
}

export const serviceSettings: ServiceSettings = {
  service_lines: [
    { key: 'print_quote', name: { en: 'Print quotes', zh: '印刷报价', ar: 'عروض أسعار الطباعة', ja: '印刷の見積もり' }, phone: '+971 4 338 1201', whatsapp: '+971 50 338 1201' },
    { key: 'digital_quote', name: { en: 'Digital quotes', zh: '数码报价', ar: 'عروض أسعار الطباعة الرقمية', ja: 'デジタル印刷の見積もり' }, phone: '+971 4 338 1202', whatsapp: '+971 50 338 1202' },
    { key: 'advertising_quote', name: { en: 'Advertising quotes', zh: '广告报价', ar: 'عروض أسعار الإعلانات', ja: '広告物の見積もり' }, phone: '+971 4 338 1203', whatsapp: '+971 50 338 1203' },
    { key: 'after_sales', name: { en: 'After-sales', zh: '售后服务', ar: 'خدمة ما بعد البيع', ja: 'アフターサービス' }, phone: '+971 4 338 1204', whatsapp: '+971 50 338 1204' },
    { key: 'order_tracking', name: { en: 'Order tracking', zh: '订单跟踪', ar: 'تتبع الطلبات', ja: '注文の追跡' }, phone: '+971 4 338 1205', whatsapp: '+971 50 338 1205' },
  ],
  working_hours: '09:00-19:00',
  working_days: { en: 'Monday to Saturday', zh: '周一至周六', ar: 'من الاثنين إلى السبت', ja: '月曜〜土曜' },
  support_email: 'hello@printfront.ae',
};

export const pcMetaSettings: PcMetaSettings = {
  title: {
    en: 'Printfront — online printing in Dubai with instant exact prices',
    zh: 'Printfront — 迪拜在线印刷，即时精确报价',
    ar: 'برنت فرونت — طباعة عبر الإنترنت في دبي بأسعار دقيقة فورية',
    ja: 'Printfront — ドバイのオンライン印刷、正確な価格を即時表示',
  },
  keywords: {
    en: 'business cards, flyers, booklets, boxes, stickers, banners, signage, Dubai printing',
    zh: '名片, 传单, 画册, 包装盒, 贴纸, 横幅, 标识, 迪拜印刷',
    ar: 'بطاقات عمل، نشرات، كتيبات، علب، ملصقات، لافتات، طباعة دبي',
    ja: '名刺, チラシ, 冊子, 箱, ステッカー, バナー, 看板, ドバイ 印刷',
  },
  description: {
    en: 'Configure print products online and see the exact price, VAT included, before you order. Delivery across the UAE.',
    zh: '在线配置印刷品，下单前即可看到含增值税的精确价格。配送至阿联酋全境。',
    ar: 'صمّم منتجات الطباعة عبر الإنترنت واطّلع على السعر الدقيق شاملًا ضريبة القيمة المضافة قبل الطلب. توصيل إلى جميع أنحاء الإمارات.',
    ja: '印刷物をオンラインで設定し、注文前に VAT 込みの正確な価格を確認できます。UAE 全域へお届けします。',
  },
};

/**
 * Demo catalogue seed: three category levels, mega-menu promo images and goods.
 *
 * Every quote-page product code of catalogue.md appears as exactly one goods row (`isCustom: 1`), hung on a
 * level-3 category; category 76 holds the ready-stock items (spec §9) and category 26 is the grouped,
 * collapsible one in the side menu (spec §2 "Category panel and side menu"). The first 12 level-1 categories by
 * `sort` feed the side menu's quote list. Image paths are relative to the shop's image host (no leading slash).
 */
import type { LocalizedText } from '../schema';

export interface SeedCategory {
  id: number;
  parentId: number | null;
  level: 1 | 2 | 3;
  name: LocalizedText;
  icon: string;
  image: string;
  sort: number;
}

export interface SeedCategoryExt {
  categoryId: number;
  image: string;
  /** JSON text `{"path": "...", "params": {...}}` (spec §3 category_ext). */
  url: string;
  sort: number;
}

export interface SeedGoods {
  id: number;
  categoryId: number;
  name: LocalizedText;
  description: LocalizedText;
  image: string;
  images: string[];
  isCustom: 0 | 1;
  customCode: string | null;
  priceFromFils: number;
  sort: number;
}

const t = (en: string, zh: string, ar: string, ja: string): LocalizedText => ({ en, zh, ar, ja });

type GoodsFamily =
  | 'business-cards'
  | 'pvc-cards'
  | 'flyers'
  | 'hang-tags'
  | 'leaflets'
  | 'posters'
  | 'booklets'
  | 'books'
  | 'calendars'
  | 'albums'
  | 'photo-prints'
  | 'ncr-forms'
  | 'stationery'
  | 'boxes'
  | 'gift-boxes'
  | 'bags'
  | 'cups'
  | 'stickers'
  | 'labels'
  | 'banners'
  | 'rollups'
  | 'boards'
  | 'lightboxes'
  | 'signage'
  | 'acrylic'
  | 'plates'
  | 'office-paper'
  | 'thermal-rolls'
  | 'lanyards';

type CategorySlug =
  | 'business-cards'
  | 'flyers'
  | 'posters'
  | 'booklets'
  | 'albums'
  | 'stationery'
  | 'packaging'
  | 'bags-cups'
  | 'stickers'
  | 'banners'
  | 'signage'
  | 'acrylic'
  | 'office-paper'
  | 'ready-stock';

type PromoName = 'business-cards' | 'flyers' | 'packaging' | 'large-format' | 'stickers' | 'member-day' | 'ready-stock';

const goodsImg = (family: GoodsFamily): string => `img/goods/${family}.svg`;
const categoryImg = (slug: CategorySlug): string => `img/categories/${slug}.svg`;
const promoImg = (name: PromoName): string => `img/promo/${name}.svg`;

interface Leaf {
  id: number;
  name: LocalizedText;
  img: GoodsFamily;
}
interface Group extends Leaf {
  children: Leaf[];
}
interface Top {
  id: number;
  name: LocalizedText;
  slug: CategorySlug;
  children: Group[];
}

/** Level-1 categories in menu order; ids are stable (76 and 26 are fixed by the spec). */
const tree: Top[] = [
  {
    id: 10,
    slug: 'business-cards',
    name: t('Business cards & PVC cards', '名片与PVC卡', 'بطاقات العمل وبطاقات PVC', '名刺・PVCカード'),
    children: [
      {
        id: 101,
        img: 'business-cards',
        name: t('Business cards', '名片', 'بطاقات العمل', '名刺'),
        children: [
          { id: 1011, img: 'business-cards', name: t('Standard business cards', '标准名片', 'بطاقات عمل قياسية', 'スタンダード名刺') },
          { id: 1012, img: 'business-cards', name: t('Premium finish cards', '高端工艺名片', 'بطاقات بتشطيبات فاخرة', '高級加工名刺') },
          { id: 1013, img: 'business-cards', name: t('Special paper cards', '特种纸名片', 'بطاقات على ورق خاص', '特殊紙名刺') },
          { id: 1014, img: 'business-cards', name: t('Square & folded cards', '方形及折叠名片', 'بطاقات مربعة ومطوية', '正方形・二つ折り名刺') },
        ],
      },
      {
        id: 102,
        img: 'pvc-cards',
        name: t('PVC cards', 'PVC卡', 'بطاقات PVC', 'PVCカード'),
        children: [
          { id: 1021, img: 'pvc-cards', name: t('Plastic cards', '塑料卡', 'بطاقات بلاستيكية', 'プラスチックカード') },
          { id: 1022, img: 'pvc-cards', name: t('Membership & data cards', '会员卡与数据卡', 'بطاقات العضوية والبيانات', '会員カード・データカード') },
          { id: 1023, img: 'pvc-cards', name: t('Key tags', '钥匙扣卡', 'بطاقات المفاتيح', 'キータグ') },
        ],
      },
    ],
  },
  {
    id: 12,
    slug: 'flyers',
    name: t('Flyers & leaflets', '传单与折页', 'المنشورات والمطويات', 'チラシ・リーフレット'),
    children: [
      {
        id: 121,
        img: 'flyers',
        name: t('Flyers', '传单', 'المنشورات', 'チラシ'),
        children: [
          { id: 1211, img: 'flyers', name: t('Digital flyers', '数码传单', 'منشورات بالطباعة الرقمية', 'デジタル印刷チラシ') },
          { id: 1212, img: 'flyers', name: t('Offset flyers', '胶印传单', 'منشورات بطباعة الأوفست', 'オフセット印刷チラシ') },
        ],
      },
      {
        id: 122,
        img: 'hang-tags',
        name: t('Cards & tags', '卡片与吊牌', 'البطاقات والبطاقات المعلّقة', 'カード・タグ'),
        children: [
          {
            id: 1221,
            img: 'flyers',
            name: t('Postcards & greeting cards', '明信片与贺卡', 'البطاقات البريدية وبطاقات التهنئة', 'ポストカード・グリーティングカード'),
          },
          { id: 1222, img: 'hang-tags', name: t('Door hangers & hang tags', '门挂与吊牌', 'علّاقات الأبواب وبطاقات التعليق', 'ドアハンガー・下げ札') },
        ],
      },
      {
        id: 123,
        img: 'leaflets',
        name: t('Folded leaflets', '折页', 'المطويات', '折りリーフレット'),
        children: [
          { id: 1231, img: 'leaflets', name: t('Half-fold & tri-fold', '对折与三折页', 'مطويات بطيّة واحدة وثلاثية', '二つ折り・三つ折り') },
          { id: 1232, img: 'leaflets', name: t('Multi-fold leaflets', '多折页', 'مطويات متعددة الطيّات', '多面折りリーフレット') },
        ],
      },
    ],
  },
  {
    id: 14,
    slug: 'posters',
    name: t('Posters', '海报', 'البوسترات', 'ポスター'),
    children: [
      {
        id: 141,
        img: 'posters',
        name: t('Paper posters', '纸质海报', 'بوسترات ورقية', '紙ポスター'),
        children: [
          { id: 1411, img: 'posters', name: t('Digital posters', '数码海报', 'بوسترات بالطباعة الرقمية', 'デジタル印刷ポスター') },
          { id: 1412, img: 'posters', name: t('Offset posters', '胶印海报', 'بوسترات بطباعة الأوفست', 'オフセット印刷ポスター') },
        ],
      },
      {
        id: 142,
        img: 'posters',
        name: t('Large-format posters', '大幅面海报', 'بوسترات كبيرة الحجم', '大判ポスター'),
        children: [{ id: 1421, img: 'posters', name: t('Wide-format posters', '宽幅海报', 'بوسترات عريضة', 'ワイドフォーマットポスター') }],
      },
    ],
  },
  {
    id: 16,
    slug: 'booklets',
    name: t('Booklets & books', '画册与书籍', 'الكتيبات والكتب', '冊子・書籍'),
    children: [
      {
        id: 161,
        img: 'booklets',
        name: t('Booklets & catalogues', '画册与目录册', 'الكتيبات والكتالوجات', '冊子・カタログ'),
        children: [
          { id: 1611, img: 'booklets', name: t('Saddle-stitched booklets', '骑马钉画册', 'كتيبات بتدبيس سلكي', '中綴じ冊子') },
          { id: 1612, img: 'booklets', name: t('Perfect-bound catalogues', '胶装目录册', 'كتالوجات بتجليد حراري', '無線綴じカタログ') },
          { id: 1613, img: 'booklets', name: t('Wire-O booklets', '双线圈装画册', 'كتيبات بتجليد حلزوني معدني', 'ダブルリング製本冊子') },
        ],
      },
      {
        id: 162,
        img: 'books',
        name: t('Books & binders', '书籍与活页夹', 'الكتب والملفات', '書籍・バインダー'),
        children: [
          { id: 1621, img: 'books', name: t('Thread-sewn books', '锁线装书籍', 'كتب مخيطة بالخيط', '糸かがり綴じ書籍') },
          { id: 1622, img: 'books', name: t('Hardcover books', '精装书', 'كتب بغلاف مقوّى', '上製本（ハードカバー）') },
          { id: 1623, img: 'books', name: t('Ring binders', '活页夹', 'ملفات بحلقات', 'リングバインダー') },
        ],
      },
      {
        id: 163,
        img: 'calendars',
        name: t('Calendars', '日历', 'التقويمات', 'カレンダー'),
        children: [
          { id: 1631, img: 'calendars', name: t('Wall calendars', '挂历', 'تقويمات حائط', '壁掛けカレンダー') },
          { id: 1632, img: 'calendars', name: t('Desk calendars', '台历', 'تقويمات مكتبية', '卓上カレンダー') },
        ],
      },
    ],
  },
  {
    id: 18,
    slug: 'albums',
    name: t('Albums & photo', '相册与照片', 'الألبومات والصور', 'アルバム・写真'),
    children: [
      {
        id: 181,
        img: 'albums',
        name: t('Photo albums', '相册', 'ألبومات الصور', 'フォトアルバム'),
        children: [
          { id: 1811, img: 'albums', name: t('Layflat albums', '平铺相册', 'ألبومات مسطّحة الفتح', 'フラット見開きアルバム') },
          { id: 1812, img: 'albums', name: t('Wedding albums', '婚礼相册', 'ألبومات الزفاف', 'ウェディングアルバム') },
        ],
      },
      {
        id: 182,
        img: 'photo-prints',
        name: t('Photo printing', '照片打印', 'طباعة الصور', '写真印刷'),
        children: [
          { id: 1821, img: 'photo-prints', name: t('Photo prints', '照片冲印', 'صور مطبوعة', '写真プリント') },
          { id: 1822, img: 'photo-prints', name: t('Enlargements', '照片放大', 'تكبير الصور', '写真引き伸ばし') },
          { id: 1823, img: 'photo-prints', name: t('Canvas prints', '油画布装饰画', 'الطباعة على الكانفاس', 'キャンバスプリント') },
        ],
      },
    ],
  },
  {
    id: 20,
    slug: 'stationery',
    name: t('NCR & stationery', '联单与办公文具', 'النماذج المكربنة والقرطاسية', '複写伝票・ステーショナリー'),
    children: [
      {
        id: 201,
        img: 'ncr-forms',
        name: t('NCR & forms', '联单与表格', 'النماذج المكربنة والاستمارات', '複写伝票・帳票'),
        children: [
          { id: 2011, img: 'ncr-forms', name: t('NCR books & sets', '无碳复写联单', 'دفاتر ومجموعات مكربنة', '複写伝票・複写セット') },
          { id: 2012, img: 'ncr-forms', name: t('Notepads', '便签本', 'مفكرات', 'メモパッド') },
          { id: 2013, img: 'ncr-forms', name: t('Voucher books', '票券本', 'دفاتر القسائم', 'チケット・クーポン綴り') },
        ],
      },
      {
        id: 202,
        img: 'stationery',
        name: t('Office stationery', '办公文具', 'القرطاسية المكتبية', 'オフィスステーショナリー'),
        children: [
          { id: 2021, img: 'stationery', name: t('Letterheads & slips', '信纸与便笺', 'الورق الرسمي وبطاقات المجاملة', 'レターヘッド・送付状') },
          { id: 2022, img: 'stationery', name: t('Envelopes', '信封', 'الأظرف', '封筒') },
          { id: 2023, img: 'stationery', name: t('Presentation folders', '企业文件夹', 'ملفات العرض', 'プレゼンテーションフォルダー') },
        ],
      },
    ],
  },
  {
    id: 22,
    slug: 'packaging',
    name: t('Boxes & packaging', '包装盒', 'العلب والتغليف', '箱・パッケージ'),
    children: [
      {
        id: 221,
        img: 'boxes',
        name: t('Paper boxes', '纸盒', 'علب ورقية', '紙箱'),
        children: [
          { id: 2211, img: 'boxes', name: t('Folding cartons', '折叠纸盒', 'علب كرتون قابلة للطي', '組立式紙箱') },
          { id: 2212, img: 'gift-boxes', name: t('Drawer boxes', '抽屉盒', 'علب بدرج منزلق', 'スライド式箱') },
        ],
      },
      {
        id: 222,
        img: 'gift-boxes',
        name: t('Gift & shipping boxes', '礼盒与快递盒', 'علب الهدايا والشحن', 'ギフト箱・配送箱'),
        children: [
          { id: 2221, img: 'gift-boxes', name: t('Rigid gift boxes', '天地盖礼盒', 'علب هدايا صلبة', '貼り箱（ギフトボックス）') },
          { id: 2222, img: 'boxes', name: t('Mailer boxes', '飞机盒', 'علب الشحن البريدية', 'メーラーボックス') },
        ],
      },
    ],
  },
  {
    id: 24,
    slug: 'bags-cups',
    name: t('Bags & cups', '手提袋与纸杯', 'الأكياس والأكواب', '紙袋・紙コップ'),
    children: [
      {
        id: 241,
        img: 'bags',
        name: t('Bags', '手提袋', 'الأكياس', 'バッグ'),
        children: [
          { id: 2411, img: 'bags', name: t('Paper bags', '纸袋', 'أكياس ورقية', '紙袋') },
          { id: 2412, img: 'bags', name: t('Fabric bags', '布袋', 'أكياس قماشية', '布バッグ') },
        ],
      },
      {
        id: 242,
        img: 'cups',
        name: t('Paper cups', '纸杯', 'الأكواب الورقية', '紙コップ'),
        children: [
          { id: 2421, img: 'cups', name: t('Single-wall cups', '单层纸杯', 'أكواب أحادية الجدار', 'シングルウォールカップ') },
          {
            id: 2422,
            img: 'cups',
            name: t('Double-wall & ripple cups', '双层及瓦楞纸杯', 'أكواب مزدوجة ومضلّعة الجدار', 'ダブルウォール・リップルカップ'),
          },
        ],
      },
    ],
  },
  {
    // spec §2/§9: category 26 is shown as grouped, collapsible sub-categories in the side menu.
    id: 26,
    slug: 'stickers',
    name: t('Stickers & labels', '不干胶贴纸与标签', 'الستيكرات والملصقات التعريفية', 'ステッカー・ラベル'),
    children: [
      {
        id: 261,
        img: 'stickers',
        name: t('Stickers', '贴纸', 'الستيكرات', 'ステッカー'),
        children: [
          { id: 2611, img: 'stickers', name: t('Die-cut stickers', '异形模切贴纸', 'ستيكرات مقصوصة حسب الشكل', '型抜きステッカー') },
          { id: 2612, img: 'stickers', name: t('Sticker sheets', '贴纸页', 'أوراق ستيكرات', 'シートステッカー') },
          { id: 2613, img: 'stickers', name: t('Clear stickers', '透明贴纸', 'ستيكرات شفافة', '透明ステッカー') },
        ],
      },
      {
        id: 262,
        img: 'stickers',
        name: t('Vinyl & lettering', '车贴与刻字', 'الفينيل والحروف المقصوصة', 'ビニール・カッティング文字'),
        children: [
          { id: 2621, img: 'stickers', name: t('Outdoor vinyl stickers', '户外乙烯基贴纸', 'ستيكرات فينيل خارجية', '屋外用ビニールステッカー') },
          { id: 2622, img: 'stickers', name: t('Cut vinyl lettering', '电脑刻字', 'حروف فينيل مقصوصة', 'カッティングシート文字') },
        ],
      },
      {
        id: 263,
        img: 'labels',
        name: t('Labels', '标签', 'الملصقات التعريفية', 'ラベル'),
        children: [
          { id: 2631, img: 'labels', name: t('Roll labels', '卷装标签', 'ملصقات على لفائف', 'ロールラベル') },
          { id: 2632, img: 'labels', name: t('Product labels', '产品标签', 'ملصقات المنتجات', '商品ラベル') },
          { id: 2633, img: 'labels', name: t('Barcode labels', '条码标签', 'ملصقات الباركود', 'バーコードラベル') },
        ],
      },
    ],
  },
  {
    id: 28,
    slug: 'banners',
    name: t('Banners & roll-ups', '横幅与易拉宝', 'اللافتات والرول أب', 'バナー・ロールアップ'),
    children: [
      {
        id: 281,
        img: 'banners',
        name: t('Banners', '横幅', 'اللافتات', 'バナー'),
        children: [
          { id: 2811, img: 'banners', name: t('PVC flex banners', 'PVC喷绘布横幅', 'لافتات فليكس PVC', 'PVCターポリンバナー') },
          { id: 2812, img: 'banners', name: t('Mesh banners', '网格布横幅', 'لافتات شبكية', 'メッシュバナー') },
          { id: 2813, img: 'banners', name: t('Fabric banners', '布料横幅', 'لافتات قماشية', '布バナー') },
        ],
      },
      {
        id: 282,
        img: 'rollups',
        name: t('Roll-ups & displays', '易拉宝与展架', 'الرول أب وأنظمة العرض', 'ロールアップ・展示什器'),
        children: [
          { id: 2821, img: 'rollups', name: t('Roll-up banners', '易拉宝', 'لافتات رول أب', 'ロールアップバナー') },
          { id: 2822, img: 'rollups', name: t('X-banners', 'X展架', 'لافتات X', 'Xバナー') },
          { id: 2823, img: 'rollups', name: t('Pop-up walls', '拉网展架', 'جدران عرض منبثقة', 'ポップアップウォール') },
        ],
      },
    ],
  },
  {
    id: 30,
    slug: 'signage',
    name: t('Boards, light boxes & signage', '展板、灯箱与标识', 'ألواح العرض والصناديق المضيئة واللافتات', 'ボード・ライトボックス・サイン'),
    children: [
      {
        id: 301,
        img: 'boards',
        name: t('Display boards', '展板', 'ألواح العرض', '展示ボード'),
        children: [
          { id: 3011, img: 'boards', name: t('Foam & PVC boards', 'KT板与PVC板', 'ألواح الفوم وPVC', '発泡ボード・PVCボード') },
          { id: 3012, img: 'boards', name: t('ACP & corrugated boards', '铝塑板与中空板', 'ألواح ACP والألواح المضلّعة', 'アルミ複合板・プラダン') },
        ],
      },
      {
        id: 302,
        img: 'lightboxes',
        name: t('Light boxes', '灯箱', 'الصناديق المضيئة', 'ライトボックス'),
        children: [
          { id: 3021, img: 'lightboxes', name: t('Snap-frame light boxes', '开启式灯箱', 'صناديق مضيئة بإطار سريع الفتح', 'スナップフレーム式ライトボックス') },
          { id: 3022, img: 'lightboxes', name: t('Fabric light boxes', '拉布灯箱', 'صناديق مضيئة قماشية', '布製ライトボックス') },
        ],
      },
      {
        id: 303,
        img: 'signage',
        name: t('Signage', '标识招牌', 'اللافتات واللوحات', 'サイン・看板'),
        children: [
          { id: 3031, img: 'signage', name: t('3D letters & shopfronts', '立体字与门头', 'حروف ثلاثية الأبعاد وواجهات المحلات', '立体文字・店舗看板') },
          { id: 3032, img: 'signage', name: t('Wayfinding signs', '导视标识', 'لوحات إرشادية', '案内サイン') },
          { id: 3033, img: 'signage', name: t('Window graphics', '橱窗贴', 'ملصقات الواجهات الزجاجية', 'ウィンドウグラフィック') },
        ],
      },
    ],
  },
  {
    id: 32,
    slug: 'acrylic',
    name: t('Acrylic & plates', '亚克力与铭牌', 'الأكريليك واللوحات المعدنية', 'アクリル・プレート'),
    children: [
      {
        id: 321,
        img: 'acrylic',
        name: t('Acrylic', '亚克力', 'الأكريليك', 'アクリル'),
        children: [
          { id: 3211, img: 'acrylic', name: t('Acrylic panels', '亚克力板', 'ألواح أكريليك', 'アクリルパネル') },
          { id: 3212, img: 'acrylic', name: t('Acrylic stands', '亚克力展示架', 'حوامل أكريليك', 'アクリルスタンド') },
          { id: 3213, img: 'acrylic', name: t('Cut acrylic shapes', '亚克力异形切割', 'أشكال أكريليك مقصوصة', 'アクリルカット') },
        ],
      },
      {
        id: 322,
        img: 'plates',
        name: t('Plates', '铭牌', 'اللوحات المعدنية', 'プレート'),
        children: [
          { id: 3221, img: 'plates', name: t('Name plates', '门牌铭牌', 'لوحات الأسماء', 'ネームプレート') },
          { id: 3222, img: 'plates', name: t('Plaques', '纪念奖牌', 'دروع ولوحات تذكارية', '記念・表彰プレート') },
          { id: 3223, img: 'plates', name: t('Asset tags', '资产标签', 'بطاقات الأصول', '資産管理タグ') },
        ],
      },
    ],
  },
  {
    id: 34,
    slug: 'office-paper',
    name: t('Office paper', '办公用纸', 'الورق المكتبي', 'オフィス用紙'),
    children: [
      {
        id: 341,
        img: 'office-paper',
        name: t('Copy & plotter paper', '复印纸与绘图纸', 'ورق النسخ والبلوتر', 'コピー用紙・プロッター用紙'),
        children: [
          { id: 3411, img: 'office-paper', name: t('Copy paper', '复印纸', 'ورق النسخ', 'コピー用紙') },
          { id: 3412, img: 'office-paper', name: t('Plotter rolls', '绘图仪卷纸', 'لفائف ورق البلوتر', 'プロッター用ロール紙') },
        ],
      },
      {
        id: 342,
        img: 'thermal-rolls',
        name: t('Receipt rolls', '收银纸', 'لفائف الإيصالات', 'レシートロール'),
        children: [{ id: 3421, img: 'thermal-rolls', name: t('Thermal rolls', '热敏纸卷', 'لفائف ورق حراري', '感熱ロール紙') }],
      },
    ],
  },
  {
    // spec §2/§9: category 76 is ready stock (/category?id=76), sold off the shelf without a quote page.
    id: 76,
    slug: 'ready-stock',
    name: t('Ready stock', '现货', 'منتجات جاهزة', '在庫品'),
    children: [
      {
        id: 761,
        img: 'boxes',
        name: t('Packaging stock', '现货包装', 'مستلزمات تغليف جاهزة', '包装資材'),
        children: [
          { id: 7611, img: 'boxes', name: t('Plain boxes', '空白纸盒', 'علب سادة', '無地の箱') },
          { id: 7612, img: 'bags', name: t('Plain bags & cups', '空白纸袋与纸杯', 'أكياس وأكواب سادة', '無地の袋・紙コップ') },
        ],
      },
      {
        id: 762,
        img: 'rollups',
        name: t('Display hardware', '展示器材', 'معدات العرض', '展示用品'),
        children: [
          { id: 7621, img: 'rollups', name: t('Banner stands & frames', '展架与画框', 'حوامل اللافتات والإطارات', 'バナースタンド・フレーム') },
          { id: 7622, img: 'acrylic', name: t('Acrylic holders', '亚克力台卡', 'حوامل أكريليك', 'アクリルホルダー') },
        ],
      },
      {
        id: 763,
        img: 'lanyards',
        name: t('ID & events', '证卡与活动用品', 'مستلزمات الهويات والفعاليات', 'IDカード・イベント用品'),
        children: [
          { id: 7631, img: 'pvc-cards', name: t('Cards & badges', '空白卡与胸牌', 'بطاقات وشارات', 'カード・名札') },
          { id: 7632, img: 'lanyards', name: t('Lanyards & reels', '挂绳与伸缩扣', 'أشرطة التعليق والبكرات', 'ネックストラップ・リール') },
        ],
      },
      {
        id: 764,
        img: 'office-paper',
        name: t('Office supplies', '办公耗材', 'مستلزمات مكتبية', '事務用品'),
        children: [
          { id: 7641, img: 'office-paper', name: t('Copy paper', '复印纸', 'ورق النسخ', 'コピー用紙') },
          { id: 7642, img: 'thermal-rolls', name: t('Thermal rolls', '热敏纸卷', 'لفائف ورق حراري', '感熱ロール紙') },
        ],
      },
    ],
  },
];

export const seedCategories: SeedCategory[] = tree.flatMap((top, i): SeedCategory[] => [
  { id: top.id, parentId: null, level: 1, name: top.name, icon: categoryImg(top.slug), image: categoryImg(top.slug), sort: i + 1 },
  ...top.children.flatMap((group, j): SeedCategory[] => [
    { id: group.id, parentId: top.id, level: 2, name: group.name, icon: goodsImg(group.img), image: goodsImg(group.img), sort: j + 1 },
    ...group.children.map(
      (leaf, k): SeedCategory => ({
        id: leaf.id,
        parentId: group.id,
        level: 3,
        name: leaf.name,
        icon: goodsImg(leaf.img),
        image: goodsImg(leaf.img),
        sort: k + 1,
      }),
    ),
  ]),
]);

const link = (path: string, params: Record<string, number> = {}): string => JSON.stringify({ path, params });

/** Promo images (310×216) beside a first-level category in the mega-menu. */
export const seedCategoryExt: SeedCategoryExt[] = [
  { categoryId: 10, image: promoImg('business-cards'), url: link('/custom', { id: 101 }), sort: 1 },
  { categoryId: 10, image: promoImg('member-day'), url: link('/equity'), sort: 2 },
  { categoryId: 12, image: promoImg('flyers'), url: link('/custom', { id: 110 }), sort: 1 },
  { categoryId: 12, image: promoImg('member-day'), url: link('/equity'), sort: 2 },
  { categoryId: 14, image: promoImg('flyers'), url: link('/goods_list', { category_id: 14 }), sort: 1 },
  { categoryId: 16, image: promoImg('member-day'), url: link('/equity'), sort: 1 },
  { categoryId: 18, image: promoImg('member-day'), url: link('/equity'), sort: 1 },
  { categoryId: 20, image: promoImg('business-cards'), url: link('/custom', { id: 101 }), sort: 1 },
  { categoryId: 22, image: promoImg('packaging'), url: link('/custom', { id: 143 }), sort: 1 },
  { categoryId: 22, image: promoImg('member-day'), url: link('/equity'), sort: 2 },
  { categoryId: 24, image: promoImg('packaging'), url: link('/goods_list', { category_id: 22 }), sort: 1 },
  { categoryId: 26, image: promoImg('stickers'), url: link('/custom', { id: 154 }), sort: 1 },
  { categoryId: 26, image: promoImg('member-day'), url: link('/equity'), sort: 2 },
  { categoryId: 28, image: promoImg('large-format'), url: link('/goods_list', { category_id: 28 }), sort: 1 },
  { categoryId: 28, image: promoImg('ready-stock'), url: link('/category', { id: 76 }), sort: 2 },
  { categoryId: 30, image: promoImg('large-format'), url: link('/custom', { id: 162 }), sort: 1 },
  { categoryId: 34, image: promoImg('ready-stock'), url: link('/category', { id: 76 }), sort: 1 },
  { categoryId: 76, image: promoImg('ready-stock'), url: link('/category', { id: 76 }), sort: 1 },
  { categoryId: 76, image: promoImg('member-day'), url: link('/equity'), sort: 2 },
];

interface GoodsRow {
  id: number;
  cat: number;
  code: string | null;
  img: GoodsFamily;
  /** "From" price of the minimal order, in fils. */
  from: number;
  name: LocalizedText;
  desc: LocalizedText;
}

/** Goods priced by a quote page: one row per product code of catalogue.md (ids 101–188). */
const customRows: GoodsRow[] = [
  // Business cards & PVC cards
  {
    id: 101, cat: 1011, code: 'bc_standard', img: 'business-cards', from: 4500,
    name: t('Standard business cards', '标准名片', 'بطاقات عمل قياسية', 'スタンダード名刺'),
    desc: t(
      'Classic 90×54 mm cards on 350 gsm matt or gloss art board, printed full colour on one or both sides. Add lamination or round corners; ready in 2–3 working days.',
      '经典 90×54 毫米名片，采用 350 克哑粉或亮光铜版卡纸，单面或双面全彩印刷。可加覆膜或圆角，2–3 个工作日出货。',
      'بطاقات كلاسيكية بمقاس 90×54 ملم على ورق آرت مطفي أو لامع بوزن 350 غ/م²، مطبوعة بالألوان الكاملة على وجه واحد أو وجهين. يمكن إضافة التغليف الحراري أو الزوايا الدائرية، وتكون جاهزة خلال 2–3 أيام عمل.',
      '350g/m²のマットまたはグロスアート紙を使った定番の90×54mm名刺です。片面・両面フルカラー印刷に対応し、ラミネートや角丸加工も追加できます。2〜3営業日で出荷します。',
    ),
  },
  {
    id: 102, cat: 1012, code: 'bc_premium', img: 'business-cards', from: 12000,
    name: t('Premium business cards (foil & spot UV)', '高端名片（烫金及局部UV）', 'بطاقات عمل فاخرة (ختم رقائقي وUV موضعي)', '高級名刺（箔押し・スポットUV）'),
    desc: t(
      '400 gsm cards with soft-touch lamination, hot-foil stamping in gold, silver or rose gold, and raised spot UV. Allow 4–5 working days for finishing.',
      '400 克卡纸，覆触感膜，可烫金、烫银或烫玫瑰金，并可做凸起局部 UV。后道工艺需 4–5 个工作日。',
      'بطاقات بوزن 400 غ/م² مع تغليف مخملي الملمس، وختم حراري بالرقائق الذهبية أو الفضية أو الذهبية الوردية، وطلاء UV موضعي بارز. تحتاج التشطيبات إلى 4–5 أيام عمل.',
      '400g/m²の厚手カードにソフトタッチラミネートを施し、金・銀・ローズゴールドの箔押しや盛り上げスポットUVを加えられます。加工には4〜5営業日かかります。',
    ),
  },
  {
    id: 103, cat: 1013, code: 'bc_special_paper', img: 'business-cards', from: 8500,
    name: t('Special paper business cards', '特种纸名片', 'بطاقات عمل على ورق خاص', '特殊紙名刺'),
    desc: t(
      'Textured, linen, pearl and kraft 300 gsm stocks for cards with a distinctive feel. Printed 4/0 or 4/4; embossing and foil available.',
      '采用 300 克纹理纸、布纹纸、珠光纸和牛皮纸，手感独特。可单面或双面四色印刷，支持压凸和烫金。',
      'أوراق بوزن 300 غ/م² بملمس محبب أو كتاني أو لؤلؤي أو من ورق الكرافت لبطاقات ذات طابع مميز. طباعة 4/0 أو 4/4 مع إمكانية النقش البارز والختم الرقائقي.',
      'エンボス紙、リネン紙、パール紙、クラフト紙など300g/m²の特殊紙で、印象に残る手触りの名刺を作れます。4/0・4/4印刷、浮き出し加工や箔押しにも対応します。',
    ),
  },
  {
    id: 104, cat: 1014, code: 'bc_square', img: 'business-cards', from: 5500,
    name: t('Square business cards', '方形名片', 'بطاقات عمل مربعة', '正方形名刺'),
    desc: t(
      '65×65 mm square cards on 350 gsm art board, a modern format for designers and boutiques. Optional matt lamination and round corners.',
      '65×65 毫米方形名片，350 克铜版卡纸，深受设计师与精品店喜爱的时尚规格。可选哑膜和圆角。',
      'بطاقات مربعة بمقاس 65×65 ملم على ورق آرت بوزن 350 غ/م²، بتصميم عصري يناسب المصممين والمتاجر الراقية. يمكن إضافة تغليف مطفي وزوايا دائرية.',
      '65×65mmの正方形名刺で、350g/m²のアート紙を使用。デザイナーやブティックに人気のモダンなサイズです。マットラミネートや角丸も選べます。',
    ),
  },
  {
    id: 105, cat: 1014, code: 'bc_folded', img: 'business-cards', from: 9500,
    name: t('Folded business cards', '折叠名片', 'بطاقات عمل مطوية', '二つ折り名刺'),
    desc: t(
      'Cards that fold to 90×54 mm, giving four panels for services, maps or loyalty stamps. 350 gsm board with a machine crease.',
      '折叠后为 90×54 毫米，四个版面可印服务项目、地图或集章卡。350 克卡纸，机器压痕。',
      'بطاقات تُطوى إلى مقاس 90×54 ملم وتوفر أربع واجهات لعرض الخدمات أو الخرائط أو أختام الولاء. مطبوعة على ورق مقوى بوزن 350 غ/م² مع خط طيّ آلي.',
      '折り上がり90×54mmで、4面をサービス紹介や地図、スタンプカードに使えます。350g/m²の用紙にスジ入れ加工をして仕上げます。',
    ),
  },
  {
    id: 106, cat: 1021, code: 'pvc_card', img: 'pvc-cards', from: 25000,
    name: t('PVC plastic cards', 'PVC塑料卡', 'بطاقات بلاستيكية PVC', 'PVCプラスチックカード'),
    desc: t(
      'Durable CR80 cards (85.6×53.98×0.76 mm) printed full colour on both sides with a gloss or matt finish. Ideal for ID, gift and loyalty cards.',
      '耐用的 CR80 标准卡（85.6×53.98×0.76 毫米），双面全彩印刷，亮面或哑面。适用于工作证、礼品卡和积分卡。',
      'بطاقات متينة بمقاس CR80 ‏(85.6×53.98×0.76 ملم) مطبوعة بالألوان الكاملة على الوجهين بلمسة لامعة أو مطفية. مثالية لبطاقات الهوية والهدايا والولاء.',
      '耐久性の高いCR80規格（85.6×53.98×0.76mm）のカードに両面フルカラー印刷。光沢またはマット仕上げで、IDカードやギフトカード、ポイントカードに最適です。',
    ),
  },
  {
    id: 107, cat: 1022, code: 'pvc_card_data', img: 'pvc-cards', from: 32000,
    name: t('Membership & data cards', '会员卡与数据卡', 'بطاقات العضوية والبيانات', '会員カード・データカード'),
    desc: t(
      'PVC cards personalised with names, sequential numbers, magnetic strips or barcodes (Code 39 / Code 128). Send your data as an Excel file.',
      'PVC 卡可个性化打印姓名、流水号，并可加磁条或条码（39 码 / 128 码）。数据请以 Excel 文件提供。',
      'بطاقات PVC مخصصة بالأسماء أو الأرقام المتسلسلة أو الشريط الممغنط أو الباركود (Code 39 / Code 128). أرسل بياناتك في ملف Excel.',
      '氏名や連番、磁気ストライプ、バーコード（Code 39／Code 128）でパーソナライズするPVCカードです。データはExcelファイルでお送りください。',
    ),
  },
  {
    id: 108, cat: 1021, code: 'pvc_card_clear', img: 'pvc-cards', from: 29000,
    name: t('Clear & frosted PVC cards', '透明及磨砂PVC卡', 'بطاقات PVC شفافة ومصنفرة', '透明・フロストPVCカード'),
    desc: t(
      'Transparent or frosted CR80 cards with a white ink underprint for vivid colour. A striking option for VIP and invitation cards.',
      '透明或磨砂 CR80 卡，先印白墨打底，色彩更鲜艳，适合 VIP 卡和邀请卡。',
      'بطاقات CR80 شفافة أو مصنفرة مع طبقة حبر أبيض أسفل الألوان لإبرازها. خيار لافت لبطاقات كبار الشخصيات والدعوات.',
      '透明またはフロスト加工のCR80カードに白インキの下刷りを入れ、鮮やかな発色を実現します。VIPカードや招待状におすすめです。',
    ),
  },
  {
    id: 109, cat: 1023, code: 'pvc_key_tag', img: 'pvc-cards', from: 22000,
    name: t('PVC key tags', 'PVC钥匙扣卡', 'بطاقات مفاتيح PVC', 'PVCキータグ'),
    desc: t(
      'Small PVC tags, single or in break-out sets with a card, punched for a key ring. Barcodes and numbering available.',
      '小尺寸 PVC 钥匙扣卡，可单独制作，也可与主卡连体、可掰开，带挂孔。可加条码和编号。',
      'بطاقات PVC صغيرة مفردة أو ضمن مجموعة قابلة للفصل مع بطاقة رئيسية، مثقوبة لتعليقها في حلقة المفاتيح. يتوفر الباركود والترقيم.',
      'キーリング用の穴が開いた小型PVCタグで、単品またはカードと一体の切り離しタイプを選べます。バーコードやナンバリングにも対応します。',
    ),
  },
  // Flyers & leaflets
  {
    id: 110, cat: 1211, code: 'flyer_digital', img: 'flyers', from: 5000,
    name: t('Digital flyers', '数码传单', 'منشورات بالطباعة الرقمية', 'デジタル印刷チラシ'),
    desc: t(
      'Short runs from 50 copies in A6, A5, A4 or DL on 128–350 gsm art paper. Printed on our digital presses in 2–3 working days, next day on request.',
      '50 张起印，A6、A5、A4 或 DL 规格，128–350 克铜版纸。数码印刷 2–3 个工作日出货，可加急次日出货。',
      'كميات صغيرة تبدأ من 50 نسخة بمقاسات A6 أو A5 أو A4 أو DL على ورق آرت من 128 إلى 350 غ/م². تُطبع على مطابعنا الرقمية خلال 2–3 أيام عمل، أو في اليوم التالي عند الطلب.',
      '50部からの小ロットに対応し、A6・A5・A4・DLサイズ、128〜350g/m²のアート紙で印刷します。通常2〜3営業日、翌日仕上げも可能です。',
    ),
  },
  {
    id: 111, cat: 1212, code: 'flyer_offset', img: 'flyers', from: 42000,
    name: t('Offset flyers', '胶印传单', 'منشورات بطباعة الأوفست', 'オフセット印刷チラシ'),
    desc: t(
      'Economical from 500 copies, printed on Heidelberg offset presses on 128–250 gsm gloss or matt art paper. Ready in 5–7 working days.',
      '500 张起更经济，海德堡胶印机印刷，128–250 克亮光或哑粉铜版纸。5–7 个工作日出货。',
      'خيار اقتصادي بدءاً من 500 نسخة، يُطبع على مطابع أوفست هايدلبرغ على ورق آرت لامع أو مطفي من 128 إلى 250 غ/م². جاهز خلال 5–7 أيام عمل.',
      '500部以上なら割安なオフセット印刷。ハイデルベルグ機で128〜250g/m²のグロス・マットアート紙に印刷し、5〜7営業日で仕上げます。',
    ),
  },
  {
    id: 112, cat: 1221, code: 'postcard', img: 'flyers', from: 5000,
    name: t('Postcards', '明信片', 'بطاقات بريدية', 'ポストカード'),
    desc: t(
      'A6 (148×105 mm) and DL (210×99 mm) postcards on 350 gsm board with an uncoated back that is easy to write on. Optional matt lamination on the front.',
      'A6（148×105 毫米）和 DL（210×99 毫米）明信片，350 克卡纸，背面非涂布，便于书写。正面可选哑膜。',
      'بطاقات بريدية بمقاس A6 ‏(148×105 ملم) وDL ‏(210×99 ملم) على ورق مقوى بوزن 350 غ/م² بظهر غير مطلي تسهل الكتابة عليه. يمكن إضافة تغليف مطفي للوجه الأمامي.',
      'A6（148×105mm）とDL（210×99mm）のポストカードを350g/m²の用紙で制作します。裏面は書きやすい非塗工仕様で、表面にマットラミネートも追加できます。',
    ),
  },
  {
    id: 113, cat: 1221, code: 'greeting_card', img: 'flyers', from: 9000,
    name: t('Greeting cards', '贺卡', 'بطاقات التهنئة', 'グリーティングカード'),
    desc: t(
      'Folded A6, A5 or square cards on 300–350 gsm board, supplied with white or kraft envelopes. Foil and spot UV available for Eid and corporate seasons.',
      'A6、A5 或方形折卡，300–350 克卡纸，配白色或牛皮纸信封。可烫金或局部 UV，适合开斋节及企业节庆。',
      'بطاقات مطوية بمقاس A6 أو A5 أو مربعة على ورق مقوى من 300 إلى 350 غ/م²، تُسلَّم مع أظرف بيضاء أو من الكرافت. يتوفر الختم الرقائقي وطلاء UV الموضعي لمواسم الأعياد والمناسبات المؤسسية.',
      'A6・A5・正方形の二つ折りカードを300〜350g/m²の用紙で制作し、白またはクラフトの封筒をお付けします。イードや企業の季節のご挨拶向けに箔押し・スポットUVも可能です。',
    ),
  },
  {
    id: 114, cat: 1222, code: 'door_hanger', img: 'hang-tags', from: 18000,
    name: t('Door hangers', '门挂卡', 'علّاقات الأبواب', 'ドアハンガー'),
    desc: t(
      'Die-cut door hangers on 350 gsm board with a hook cut-out, printed on both sides. Popular with hotels, real estate agents and delivery menus.',
      '350 克卡纸模切门挂，带挂钩开口，双面印刷。常用于酒店、房产推广和外卖菜单。',
      'علّاقات أبواب مقصوصة بالقالب على ورق مقوى بوزن 350 غ/م² مع فتحة للتعليق، مطبوعة على الوجهين. شائعة لدى الفنادق ووكلاء العقارات وقوائم التوصيل.',
      '350g/m²の用紙を型抜きしたフック穴付きのドアハンガーで、両面印刷です。ホテルや不動産会社、デリバリーメニューに広く使われています。',
    ),
  },
  {
    id: 115, cat: 1222, code: 'hang_tag', img: 'hang-tags', from: 15000,
    name: t('Hang tags', '吊牌', 'بطاقات التعليق', '下げ札（タグ）'),
    desc: t(
      'Swing tags for clothing and gifts on 350–400 gsm board with a punched hole and optional string or ribbon in the colour of your choice.',
      '服装及礼品吊牌，350–400 克卡纸，打孔，可选配各色吊绳或丝带。',
      'بطاقات تعليق للملابس والهدايا على ورق مقوى من 350 إلى 400 غ/م² مع ثقب، ويمكن إضافة خيط أو شريط باللون الذي تختاره.',
      'アパレルやギフト用の下げ札を350〜400g/m²の用紙で制作します。穴あけ加工付きで、お好みの色の紐やリボンも追加できます。',
    ),
  },
  {
    id: 116, cat: 1231, code: 'leaflet_half_fold', img: 'leaflets', from: 7500,
    name: t('Half-fold leaflets', '对折页', 'مطويات بطيّة واحدة', '二つ折りリーフレット'),
    desc: t(
      'A4 or A3 sheets folded in half to A5 or A4, on 128–200 gsm art paper. Stocks from 170 gsm are creased before folding to prevent cracking.',
      'A4 或 A3 对折成 A5 或 A4，128–200 克铜版纸。170 克及以上先压痕再折，防止折痕爆裂。',
      'أوراق A4 أو A3 تُطوى من المنتصف إلى A5 أو A4، على ورق آرت من 128 إلى 200 غ/م². تُخطَّط الأوراق من 170 غ/م² فأكثر قبل الطي لمنع التشقق.',
      'A4またはA3を半分に折ってA5・A4に仕上げます。用紙は128〜200g/m²のアート紙で、170g/m²以上はひび割れ防止のためスジ入れしてから折ります。',
    ),
  },
  {
    id: 117, cat: 1231, code: 'leaflet_tri_fold', img: 'leaflets', from: 8500,
    name: t('Tri-fold leaflets', '三折页', 'مطويات ثلاثية', '三つ折りリーフレット'),
    desc: t(
      'A4 folded into three DL panels (roll or Z fold), the classic menu and brochure format. Printed 4/4 on 128–200 gsm.',
      'A4 折成三个 DL 版面（卷折或 Z 折），是菜单与宣传册的经典规格。128–200 克纸，双面四色印刷。',
      'ورقة A4 تُطوى إلى ثلاث واجهات بمقاس DL (طيّ ملفوف أو على شكل Z)، وهو الشكل الكلاسيكي للقوائم والكتيبات. طباعة 4/4 على ورق من 128 إلى 200 غ/م².',
      'A4をDLサイズの3面に折る（巻き三つ折りまたはZ折り）、メニューやパンフレットの定番です。128〜200g/m²の用紙に両面4色で印刷します。',
    ),
  },
  {
    id: 118, cat: 1232, code: 'leaflet_multi_fold', img: 'leaflets', from: 16000,
    name: t('Multi-fold leaflets', '多折页', 'مطويات متعددة الطيّات', '多面折りリーフレット'),
    desc: t(
      'Gate, double gate, double parallel, accordion and cross folds for maps, price lists and product guides. Flat sizes up to A3.',
      '关门折、双关门折、双平行折、风琴折和十字折，适合地图、价目表和产品指南。展开尺寸最大 A3。',
      'طيّ بوابي ومزدوج البوابة ومتوازٍ مزدوج وأكورديون ومتقاطع، مناسب للخرائط وقوائم الأسعار وأدلة المنتجات. مقاس الورقة المفرودة حتى A3.',
      '観音開き折り、両観音折り、平行四つ折り、じゃばら折り、十字折りに対応し、地図や価格表、製品ガイドに最適です。展開サイズはA3までです。',
    ),
  },
  // Posters
  {
    id: 119, cat: 1411, code: 'poster_digital', img: 'posters', from: 5000,
    name: t('Digital posters (up to A3+)', '数码海报（A3+以内）', 'بوسترات رقمية (حتى A3+)', 'デジタル印刷ポスター（A3+まで）'),
    desc: t(
      'A4, A3 and SRA3 posters on 135–250 gsm gloss or satin paper, printed in sharp digital colour from a single copy. Ready the next working day.',
      'A4、A3 及 SRA3 海报，135–250 克亮光或缎面纸，数码印刷色彩清晰，1 张起印。下一个工作日即可出货。',
      'بوسترات بمقاس A4 وA3 وSRA3 على ورق لامع أو ساتان من 135 إلى 250 غ/م²، بطباعة رقمية حادة الألوان بدءاً من نسخة واحدة. جاهزة في يوم العمل التالي.',
      'A4・A3・SRA3のポスターを135〜250g/m²のグロスまたはサテン紙に、1枚から鮮明なデジタル印刷で制作します。翌営業日に仕上がります。',
    ),
  },
  {
    id: 120, cat: 1412, code: 'poster_offset', img: 'posters', from: 65000,
    name: t('Offset posters (A2/A1)', '胶印海报（A2/A1）', 'بوسترات أوفست (A2/A1)', 'オフセット印刷ポスター（A2/A1）'),
    desc: t(
      'A2 and A1 posters up to 620×860 mm printed offset on 135–250 gsm art paper, the best value for runs of 500 and more.',
      'A2、A1 海报，最大 620×860 毫米，135–250 克铜版纸胶印，500 张以上最划算。',
      'بوسترات بمقاس A2 وA1 حتى 620×860 ملم مطبوعة بالأوفست على ورق آرت من 135 إلى 250 غ/م²، وهي الأوفر للكميات من 500 نسخة فأكثر.',
      '最大620×860mmのA2・A1ポスターを135〜250g/m²のアート紙にオフセット印刷します。500部以上で最もお得です。',
    ),
  },
  {
    id: 121, cat: 1421, code: 'poster_wide', img: 'posters', from: 6000,
    name: t('Wide-format posters (A0 & custom)', '宽幅海报（A0及自定义）', 'بوسترات عريضة (A0 ومقاسات مخصصة)', '大判ポスター（A0・自由サイズ）'),
    desc: t(
      'A0 or any custom size on wide-format printers, on photo paper or matt poster paper. Priced by the square metre, minimum 1 m² per order line.',
      'A0 或任意尺寸，宽幅打印机输出，可选相纸或哑面海报纸。按平方米计价，每个订单行最少 1 平方米。',
      'بمقاس A0 أو أي مقاس مخصص على طابعات عريضة باستخدام ورق الصور أو ورق البوستر المطفي. السعر بالمتر المربع، وبحد أدنى 1 م² لكل بند في الطلب.',
      'A0または自由サイズで、大判プリンターにより写真用紙やマットポスター紙に出力します。平方メートル単位の料金で、1明細あたり最低1m²です。',
    ),
  },
  // Booklets & books
  {
    id: 122, cat: 1611, code: 'booklet_saddle_stitch', img: 'booklets', from: 12000,
    name: t('Saddle-stitched booklets', '骑马钉画册', 'كتيبات بتدبيس سلكي', '中綴じ冊子'),
    desc: t(
      'A6 to A4 booklets of 8–32 pages stapled on the spine, with a self cover or a heavier cover. Above 32 pages we recommend perfect binding.',
      'A6 至 A4，8–32 页，书脊骑马钉装订，可用同纸或加厚封面。超过 32 页建议改为胶装。',
      'كتيبات من A6 إلى A4 من 8 إلى 32 صفحة مدبّسة على الكعب، بغلاف من نفس الورق أو أثقل. لأكثر من 32 صفحة ننصح بالتجليد الحراري.',
      'A6〜A4、8〜32ページの冊子を背でホチキス留めします。表紙は本文共紙または厚手の用紙を選べます。32ページを超える場合は無線綴じをおすすめします。',
    ),
  },
  {
    id: 123, cat: 1612, code: 'catalogue_perfect_bind', img: 'booklets', from: 35000,
    name: t('Perfect-bound catalogues', '胶装目录册', 'كتالوجات بتجليد حراري', '無線綴じカタログ'),
    desc: t(
      'Glued square-spine catalogues from 40 pages, with a 250–350 gsm laminated cover. Ideal for product catalogues, reports and magazines.',
      '40 页起的无线胶装方脊目录册，封面 250–350 克并覆膜。适合产品目录、报告和杂志。',
      'كتالوجات بكعب مربع ملصوق تبدأ من 40 صفحة، بغلاف من 250 إلى 350 غ/م² مع تغليف حراري. مثالية لكتالوجات المنتجات والتقارير والمجلات.',
      '40ページからの背表紙付き無線綴じで、250〜350g/m²のラミネート表紙を使用します。製品カタログやレポート、雑誌に最適です。',
    ),
  },
  {
    id: 124, cat: 1621, code: 'book_thread_sewn', img: 'books', from: 48000,
    name: t('Thread-sewn books', '锁线装书籍', 'كتب مخيطة بالخيط', '糸かがり綴じ書籍'),
    desc: t(
      'Sections sewn with thread and glued into the cover, so the book opens flat and lasts. Page counts are rounded up to 16-page sections.',
      '书帖以线缝合后上胶包封，书本可平摊且经久耐用。页数按 16 页一帖向上取整。',
      'ملازم مخيطة بالخيط وملصوقة داخل الغلاف، فيُفتح الكتاب بشكل مسطح ويدوم طويلاً. يُقرَّب عدد الصفحات إلى ملازم من 16 صفحة.',
      '折丁を糸でかがってから表紙にくるむ製本で、本が平らに開き長持ちします。ページ数は16ページ単位の折丁に切り上げます。',
    ),
  },
  {
    id: 125, cat: 1622, code: 'book_hardcover', img: 'books', from: 65000,
    name: t('Hardcover books', '精装书', 'كتب بغلاف مقوّى', '上製本（ハードカバー）'),
    desc: t(
      'Case-bound books with printed or cloth-covered boards, head bands and an optional ribbon marker. Allow 10–12 working days.',
      '硬壳精装，封面可印刷或裱布，带堵头布，可选书签丝带。制作周期 10–12 个工作日。',
      'كتب بتجليد فني بأغلفة كرتونية مطبوعة أو مكسوّة بالقماش، مع شريط رأسي وشريط علامة اختياري. تحتاج إلى 10–12 يوم عمل.',
      '印刷紙またはクロス貼りの厚表紙に花布を付けた上製本で、しおり紐も追加できます。納期は10〜12営業日です。',
    ),
  },
  {
    id: 126, cat: 1613, code: 'booklet_wire_o', img: 'booklets', from: 18000,
    name: t('Wire-O bound booklets', '双线圈装画册', 'كتيبات بتجليد حلزوني معدني', 'ダブルリング製本冊子'),
    desc: t(
      'Metal double-loop binding that lies flat and folds back on itself, great for manuals, menus and notebooks. Binds up to 25 mm thick.',
      '金属双线圈装订，可平摊并 360° 翻折，适合手册、菜单和笔记本。装订厚度最大 25 毫米。',
      'تجليد معدني مزدوج الحلقات يُفتح بشكل مسطح ويمكن طيّه للخلف، مثالي للأدلة والقوائم والدفاتر. سماكة التجليد حتى 25 ملم.',
      '金属製ダブルリングで綴じるため、平らに開いて裏側まで折り返せます。マニュアルやメニュー、ノートに最適で、厚さ25mmまで製本できます。',
    ),
  },
  {
    id: 127, cat: 1623, code: 'binder_loose_leaf', img: 'books', from: 25000,
    name: t('Ring binders & loose-leaf sets', '活页夹及活页套装', 'ملفات بحلقات وأوراق منفصلة', 'リングバインダー・ルーズリーフ'),
    desc: t(
      'Printed board or PVC binders with 2 or 4 rings, supplied on request with printed loose-leaf pages and tab dividers.',
      '印刷纸板或 PVC 活页夹，2 孔或 4 孔，可按需搭配印刷活页内页和分页索引。',
      'ملفات من الكرتون المطبوع أو PVC بحلقتين أو أربع حلقات، تُسلَّم عند الطلب مع أوراق داخلية مطبوعة وفواصل مبوّبة.',
      '印刷した板紙またはPVC製の2穴・4穴リングバインダーです。ご希望に応じて、印刷したルーズリーフやインデックス仕切りもセットにします。',
    ),
  },
  {
    id: 128, cat: 1631, code: 'calendar_wall', img: 'calendars', from: 26000,
    name: t('Wall calendars', '挂历', 'تقويمات حائط', '壁掛けカレンダー'),
    desc: t(
      '12- or 13-page wall calendars in A4 or A3, wire-bound with a hanger, on 170–250 gsm art paper.',
      'A4 或 A3，12 或 13 页，双线圈装订带挂钩，170–250 克铜版纸。',
      'تقويمات حائط من 12 أو 13 صفحة بمقاس A4 أو A3، بتجليد حلقي معدني مع علّاقة، على ورق آرت من 170 إلى 250 غ/م².',
      'A4・A3サイズ、12枚または13枚綴りの壁掛けカレンダーです。170〜250g/m²のアート紙を使い、吊り金具付きのリング綴じで仕上げます。',
    ),
  },
  {
    id: 129, cat: 1632, code: 'calendar_desk', img: 'calendars', from: 22000,
    name: t('Desk calendars', '台历', 'تقويمات مكتبية', '卓上カレンダー'),
    desc: t(
      'Tent-style desk calendars on a rigid grey-board stand with Wire-O binding: a year-round reminder of your brand on clients’ desks.',
      '三角形台历，硬质灰板底座，双线圈装订，全年在客户桌面上展示您的品牌。',
      'تقويمات مكتبية على شكل خيمة بقاعدة من الكرتون الرمادي الصلب وتجليد حلقي معدني، تذكّر عملاءك بعلامتك التجارية طوال العام.',
      '硬いグレーボードの台座にダブルリング綴じをした三角型の卓上カレンダーです。お客様のデスクで一年中ブランドをアピールします。',
    ),
  },
  // Albums & photo
  {
    id: 130, cat: 1811, code: 'album_layflat', img: 'albums', from: 18000,
    name: t('Layflat photo albums', '平铺相册', 'ألبومات صور مسطّحة الفتح', 'フラット見開きアルバム'),
    desc: t(
      'Pages mounted on board so every spread opens completely flat with no gutter. 10–40 spreads with printed or linen covers.',
      '内页裱板，每个跨页都能完全平摊，无中缝。10–40 个跨页，封面可印刷或用亚麻布。',
      'صفحات مثبتة على ورق مقوى بحيث تنفتح كل صفحتين متقابلتين بشكل مسطح تماماً دون فاصل. من 10 إلى 40 صفحة مزدوجة بغلاف مطبوع أو من الكتان.',
      'ページを台紙に貼り合わせ、見開きがノドまで完全に平らに開きます。10〜40見開きで、表紙は印刷またはリネン張りから選べます。',
    ),
  },
  {
    id: 131, cat: 1812, code: 'album_wedding', img: 'albums', from: 45000,
    name: t('Wedding albums', '婚礼相册', 'ألبومات الزفاف', 'ウェディングアルバム'),
    desc: t(
      'Premium layflat albums with leather-look or fabric covers, a personalised name plate and an optional presentation gift box.',
      '高档平铺相册，仿皮或布面封面，配个性化名牌，可选礼盒包装。',
      'ألبومات فاخرة مسطّحة الفتح بأغلفة من الجلد الصناعي أو القماش، مع لوحة اسم مخصصة وعلبة هدايا اختيارية للتقديم.',
      'レザー調または布張り表紙の高級フラットアルバムに、名入れプレートを添えます。化粧箱もオプションでお付けできます。',
    ),
  },
  {
    id: 132, cat: 1821, code: 'photo_print', img: 'photo-prints', from: 2000,
    name: t('Photo prints', '照片冲印', 'طباعة الصور', '写真プリント'),
    desc: t(
      'Photo prints from 10×15 cm to A4 on lustre or gloss photo paper, with true photographic colour.',
      '10×15 厘米至 A4 照片，绒面或亮面相纸，色彩还原真实。',
      'صور مطبوعة من 10×15 سم حتى A4 على ورق صور لامع أو نصف لامع، بألوان فوتوغرافية حقيقية.',
      '10×15cmからA4までの写真を、ラスターまたはグロスの写真用紙に本格的な色再現でプリントします。',
    ),
  },
  {
    id: 133, cat: 1822, code: 'photo_enlargement', img: 'photo-prints', from: 3500,
    name: t('Photo enlargements', '照片放大', 'تكبير الصور', '写真引き伸ばし'),
    desc: t(
      'Enlargements from A3 to A0 on photo paper, optionally mounted on 5 mm foam board for display.',
      'A3 至 A0 放大照片，相纸输出，可选裱 5 毫米 KT 板便于展示。',
      'تكبير الصور من A3 حتى A0 على ورق الصور، مع إمكانية تثبيتها على لوح فوم بسماكة 5 ملم للعرض.',
      'A3〜A0の写真を写真用紙に引き伸ばします。展示用に5mm厚の発泡ボードへのパネル加工も可能です。',
    ),
  },
  {
    id: 134, cat: 1823, code: 'photo_canvas', img: 'photo-prints', from: 12000,
    name: t('Canvas prints', '油画布装饰画', 'طباعة على الكانفاس', 'キャンバスプリント'),
    desc: t(
      'Photos and artwork printed on poly-cotton canvas and stretched over a 38 mm pine frame, ready to hang.',
      '照片与艺术作品印在涤棉油画布上，绷于 38 毫米松木框，可直接悬挂。',
      'صور وأعمال فنية مطبوعة على قماش كانفاس من البوليستر والقطن ومشدودة على إطار من خشب الصنوبر بعمق 38 ملم، جاهزة للتعليق.',
      '写真やアート作品をポリコットンキャンバスにプリントし、38mm厚のパイン材フレームに張り込みます。届いてすぐに飾れます。',
    ),
  },
  // NCR & stationery
  {
    id: 135, cat: 2011, code: 'ncr_book', img: 'ncr-forms', from: 18000,
    name: t('NCR books', '无碳复写本', 'دفاتر مكربنة', '複写伝票ブック'),
    desc: t(
      'Carbonless invoice and receipt books in 2, 3 or 4 parts, 50 sets per book, numbered and perforated, with a card cover.',
      '二联、三联或四联无碳复写发票与收据本，每本 50 套，带编号和撕线，配卡纸封面。',
      'دفاتر فواتير وإيصالات بورق ذاتي النسخ من 2 أو 3 أو 4 نسخ، 50 مجموعة في كل دفتر، مرقّمة ومثقّبة للقطع، بغلاف من الورق المقوى.',
      '2枚・3枚・4枚複写のノーカーボン請求書・領収書ブックです。1冊50組、ナンバリングとミシン目入りで、厚紙の表紙を付けます。',
    ),
  },
  {
    id: 136, cat: 2011, code: 'ncr_sets', img: 'ncr-forms', from: 16000,
    name: t('NCR sets', '无碳复写散套联单', 'مجموعات مكربنة منفصلة', '複写伝票セット（バラ）'),
    desc: t(
      'Loose carbonless sets glued along the top edge, for delivery notes and job cards used in printers and filing systems.',
      '顶部上胶的散装无碳复写联单，适用于送货单和工单，可直接放入打印机或归档。',
      'مجموعات منفصلة بورق ذاتي النسخ ملصوقة من الحافة العلوية، لإشعارات التسليم وبطاقات العمل المستخدمة في الطابعات وأنظمة الحفظ.',
      '天のりで綴じたバラの複写伝票セットで、納品書や作業伝票としてプリンターやファイリングに使えます。',
    ),
  },
  {
    id: 137, cat: 2012, code: 'notepad', img: 'ncr-forms', from: 12000,
    name: t('Notepads', '便签本', 'مفكرات', 'メモパッド'),
    desc: t(
      'Branded A4, A5 or A6 pads of 25, 50 or 100 sheets, glued at the top with a grey-board back.',
      '印有品牌标识的 A4、A5 或 A6 便签本，每本 25、50 或 100 张，顶部上胶，灰板底。',
      'مفكرات تحمل علامتك التجارية بمقاس A4 أو A5 أو A6 من 25 أو 50 أو 100 ورقة، ملصوقة من الأعلى بظهر من الكرتون الرمادي.',
      'ロゴ入りのA4・A5・A6メモパッドで、25枚・50枚・100枚綴り。天のり製本でグレーボードの台紙付きです。',
    ),
  },
  {
    id: 138, cat: 2013, code: 'voucher_book', img: 'ncr-forms', from: 20000,
    name: t('Voucher & ticket books', '票券本', 'دفاتر القسائم والتذاكر', 'チケット・クーポン綴り'),
    desc: t(
      'Books of numbered vouchers, coupons or raffle tickets with a perforated stub. Numbering up to 7 digits.',
      '带编号的代金券、优惠券或抽奖券本，附撕线存根。编号最多 7 位。',
      'دفاتر قسائم أو كوبونات أو تذاكر سحب مرقّمة مع أرومة مثقّبة. ترقيم حتى 7 خانات.',
      'ミシン目付きの控えがある、番号入りの金券・クーポン・抽選券の綴りです。ナンバリングは7桁まで対応します。',
    ),
  },
  {
    id: 139, cat: 2021, code: 'letterhead', img: 'stationery', from: 6000,
    name: t('Letterheads', '信纸', 'ورق الترويسة', 'レターヘッド'),
    desc: t(
      'A4 letterheads on 100 or 120 gsm uncoated bond that works in laser and inkjet printers. Printed 4/0 or 4/4.',
      'A4 信纸，100 或 120 克胶版纸，适用于激光和喷墨打印机。单面或双面四色印刷。',
      'ورق ترويسة بمقاس A4 على ورق غير مطلي بوزن 100 أو 120 غ/م² يناسب الطابعات الليزرية والنافثة للحبر. طباعة 4/0 أو 4/4.',
      'レーザー・インクジェットプリンターで使える100または120g/m²の上質紙に印刷したA4レターヘッドです。4/0・4/4印刷に対応します。',
    ),
  },
  {
    id: 140, cat: 2022, code: 'envelope', img: 'stationery', from: 9000,
    name: t('Envelopes', '信封', 'أظرف', '封筒'),
    desc: t(
      'Printed DL, C6, C5 and C4 envelopes, with or without a window, with peel-and-seal closure.',
      '印刷 DL、C6、C5 和 C4 信封，可选开窗，撕膜自粘封口。',
      'أظرف مطبوعة بمقاسات DL وC6 وC5 وC4، بنافذة أو بدونها، مع إغلاق لاصق بشريط قابل للنزع.',
      'DL・C6・C5・C4サイズの印刷封筒で、窓付き・窓なしを選べます。封かんははくり紙付きのテープタイプです。',
    ),
  },
  {
    id: 141, cat: 2023, code: 'presentation_folder', img: 'stationery', from: 35000,
    name: t('Presentation folders', '企业文件夹', 'ملفات العرض', 'プレゼンテーションフォルダー'),
    desc: t(
      'A4 folders on 300–350 gsm board with one or two glued pockets and a business card slot, laminated for durability.',
      'A4 文件夹，300–350 克卡纸，带一个或两个粘合口袋和名片插槽，覆膜更耐用。',
      'ملفات بمقاس A4 على ورق مقوى من 300 إلى 350 غ/م² بجيب أو جيبين ملصوقين وفتحة لبطاقة العمل، مغلّفة لتدوم أطول.',
      '300〜350g/m²の用紙で作るA4フォルダーで、ポケット1〜2か所と名刺差し込み口付き。ラミネート加工で丈夫に仕上げます。',
    ),
  },
  {
    id: 142, cat: 2021, code: 'compliment_slip', img: 'stationery', from: 5000,
    name: t('Compliment slips', '便笺条', 'بطاقات المجاملة', '送付状（コンプリメントスリップ）'),
    desc: t(
      'DL (210×99 mm) slips on 100–120 gsm uncoated paper, designed to match your letterhead.',
      'DL（210×99 毫米）便笺条，100–120 克胶版纸，与信纸风格统一。',
      'بطاقات مجاملة بمقاس DL ‏(210×99 ملم) على ورق غير مطلي من 100 إلى 120 غ/م²، بتصميم يتناسق مع ورق الترويسة.',
      'レターヘッドとおそろいのデザインで、100〜120g/m²の上質紙にDL（210×99mm）サイズで印刷します。',
    ),
  },
  // Boxes & packaging
  {
    id: 143, cat: 2211, code: 'box_kh', img: 'boxes', from: 38000,
    name: t('Folding cartons (tuck end)', '折叠纸盒（插舌盒）', 'علب كرتون قابلة للطي (بلسان)', '組立式紙箱（差し込み式）'),
    desc: t(
      'Printed tuck-end cartons for cosmetics, food and retail, made to your inside L×W×H from 300–400 gsm board. Minimum 100 pieces; 10–15 working days.',
      '按内尺寸长×宽×高定制的印刷插舌纸盒，300–400 克卡纸，适用于化妆品、食品和零售。100 个起订，10–15 个工作日。',
      'علب مطبوعة بلسان إدخال لمستحضرات التجميل والأغذية والتجزئة، تُصنع وفق مقاساتك الداخلية (الطول×العرض×الارتفاع) من ورق مقوى بوزن 300–400 غ/م². الحد الأدنى 100 قطعة، خلال 10–15 يوم عمل.',
      '化粧品・食品・小売向けの差し込み式印刷箱を、内寸（縦×横×高さ）に合わせて300〜400g/m²の板紙で製作します。最小100個、納期は10〜15営業日です。',
    ),
  },
  {
    id: 144, cat: 2212, code: 'box_cx', img: 'gift-boxes', from: 95000,
    name: t('Drawer boxes (tray & sleeve)', '抽屉盒（内盒＋外套）', 'علب بدرج منزلق (صينية وغلاف)', 'スライド式箱（トレー＋スリーブ）'),
    desc: t(
      'A rigid tray that slides into a printed sleeve, with an optional ribbon pull and foam or card insert. Minimum 100 pieces.',
      '硬质内盒滑入印刷外套，可加丝带拉手及海绵或卡纸内托。100 个起订。',
      'صينية صلبة تنزلق داخل غلاف مطبوع، مع شريط سحب اختياري وحشوة داخلية من الفوم أو الورق المقوى. الحد الأدنى 100 قطعة.',
      '丈夫なトレーを印刷スリーブに差し込むスライド式の箱で、引き出し用のリボンやウレタン・紙製の中仕切りも追加できます。最小100個です。',
    ),
  },
  {
    id: 145, cat: 2221, code: 'box_lh', img: 'gift-boxes', from: 90000,
    name: t('Rigid lid-and-base gift boxes', '天地盖礼盒', 'علب هدايا صلبة بغطاء وقاعدة', '天地蓋式ギフトボックス（貼り箱）'),
    desc: t(
      'Hand-made rigid boxes of grey board wrapped in printed or specialty paper, with optional foil, magnets and inserts. Minimum 50 pieces.',
      '手工制作的硬质灰板礼盒，外裱印刷纸或特种纸，可加烫金、磁铁和内托。50 个起订。',
      'علب صلبة مصنوعة يدوياً من الكرتون الرمادي ومكسوّة بورق مطبوع أو ورق خاص، مع ختم رقائقي ومغناطيس وحشوات اختيارية. الحد الأدنى 50 قطعة.',
      'グレーボードに印刷紙や特殊紙を手貼りした貼り箱で、箔押しやマグネット、中仕切りも追加できます。最小50個です。',
    ),
  },
  {
    id: 146, cat: 2222, code: 'box_px', img: 'boxes', from: 62000,
    name: t('Corrugated mailer boxes', '瓦楞飞机盒', 'علب شحن بريدية مضلّعة', '段ボールメーラーボックス'),
    desc: t(
      'E-flute mailer boxes with self-locking flaps, printed inside and out. Perfect for e-commerce and subscription boxes.',
      'E 楞瓦楞飞机盒，自锁翻盖，内外均可印刷，非常适合电商和订阅礼盒。',
      'علب شحن من الكرتون المضلّع (E-flute) بألسنة ذاتية القفل، مطبوعة من الداخل والخارج. مثالية للتجارة الإلكترونية وصناديق الاشتراك.',
      'Eフルート段ボールを使った差し込みロック式の箱で、内側・外側とも印刷できます。ECやサブスクリプションボックスに最適です。',
    ),
  },
  // Bags & cups
  {
    id: 147, cat: 2411, code: 'bag_art_paper', img: 'bags', from: 75000,
    name: t('Art paper bags', '铜版纸手提袋', 'أكياس من ورق الآرت', 'アート紙手提げ袋'),
    desc: t(
      'Laminated 210–250 gsm art paper bags with rope or ribbon handles, made to your width, gusset and height.',
      '210–250 克覆膜铜版纸手提袋，绳子或丝带提手，按宽度、侧边和高度定制。',
      'أكياس من ورق آرت مغلّف بوزن 210–250 غ/م² بمقابض من الحبال أو الشرائط، تُصنع حسب العرض والجانب والارتفاع التي تحددها.',
      'ラミネートした210〜250g/m²のアート紙で作る手提げ袋です。ロープまたはリボンの持ち手で、幅・マチ・高さを指定して製作します。',
    ),
  },
  {
    id: 148, cat: 2411, code: 'bag_kraft', img: 'bags', from: 52000,
    name: t('Kraft paper bags', '牛皮纸袋', 'أكياس ورق كرافت', 'クラフト紙袋'),
    desc: t(
      'Brown or white kraft bags with twisted or flat paper handles, printed in 1–2 spot colours or full colour.',
      '棕色或白色牛皮纸袋，纸绳或扁纸提手，1–2 个专色或四色印刷。',
      'أكياس كرافت بنية أو بيضاء بمقابض ورقية ملتوية أو مسطحة، مطبوعة بلون أو لونين خاصين أو بالألوان الكاملة.',
      '茶または白のクラフト紙袋で、持ち手は紙の丸紐または平紐です。特色1〜2色またはフルカラーで印刷します。',
    ),
  },
  {
    id: 149, cat: 2412, code: 'bag_nonwoven', img: 'bags', from: 45000,
    name: t('Non-woven bags', '无纺布袋', 'أكياس غير منسوجة', '不織布バッグ'),
    desc: t(
      'Reusable 80–100 gsm non-woven bags screen-printed with your logo, in a wide choice of colours.',
      '可重复使用的 80–100 克无纺布袋，丝印 Logo，颜色选择丰富。',
      'أكياس قابلة لإعادة الاستخدام من قماش غير منسوج بوزن 80–100 غ/م²، مطبوعة بشعارك بالشاشة الحريرية وبألوان متعددة.',
      '80〜100g/m²の繰り返し使える不織布バッグに、シルク印刷でロゴを入れます。カラーバリエーションも豊富です。',
    ),
  },
  {
    id: 150, cat: 2412, code: 'bag_cotton_tote', img: 'bags', from: 60000,
    name: t('Cotton tote bags', '棉布托特包', 'حقائب قطنية', 'コットントートバッグ'),
    desc: t(
      'Natural 140–220 gsm cotton totes with long or short handles, screen-printed or DTF-printed in full colour.',
      '140–220 克天然棉布托特包，长或短提手，丝印或 DTF 全彩印刷。',
      'حقائب قطنية طبيعية بوزن 140–220 غ/م² بمقابض طويلة أو قصيرة، مطبوعة بالشاشة الحريرية أو بتقنية DTF بالألوان الكاملة.',
      '140〜220g/m²の生成りコットントートで、持ち手は長め・短めから選べます。シルク印刷またはDTFでフルカラー印刷します。',
    ),
  },
  {
    id: 151, cat: 2421, code: 'cup_single_wall', img: 'cups', from: 55000,
    name: t('Single-wall paper cups', '单层纸杯', 'أكواب ورقية أحادية الجدار', 'シングルウォール紙コップ'),
    desc: t(
      'Printed 4, 6, 8, 12 or 16 oz cups for hot and cold drinks, in 1–2 spot colours or CMYK. From 1,000 cups; matching lids available.',
      '4、6、8、12 或 16 盎司印刷纸杯，冷热饮皆宜，1–2 个专色或 CMYK 印刷。1,000 个起订，可配杯盖。',
      'أكواب مطبوعة بسعات 4 و6 و8 و12 و16 أونصة للمشروبات الساخنة والباردة، بلون أو لونين خاصين أو CMYK. تبدأ من 1,000 كوب، مع أغطية مناسبة.',
      '4・6・8・12・16ozの印刷紙コップで、温かい飲み物にも冷たい飲み物にも使えます。特色1〜2色またはCMYK印刷で1,000個から、専用のフタもご用意しています。',
    ),
  },
  {
    id: 152, cat: 2422, code: 'cup_double_wall', img: 'cups', from: 88000,
    name: t('Double-wall paper cups', '双层纸杯', 'أكواب ورقية مزدوجة الجدار', 'ダブルウォール紙コップ'),
    desc: t(
      'Insulated double-wall cups that stay comfortable to hold with hot coffee, no sleeve needed. 8, 12 and 16 oz.',
      '双层隔热纸杯，装热咖啡也不烫手，无需杯套。8、12、16 盎司可选。',
      'أكواب عازلة بجدار مزدوج تبقى مريحة في اليد مع القهوة الساخنة دون الحاجة إلى غلاف. بسعات 8 و12 و16 أونصة.',
      '断熱性のある二重構造で、熱いコーヒーを入れても持ちやすく、スリーブが不要です。8・12・16ozをご用意しています。',
    ),
  },
  {
    id: 153, cat: 2422, code: 'cup_ripple', img: 'cups', from: 95000,
    name: t('Ripple-wall paper cups', '瓦楞纸杯', 'أكواب ورقية مضلّعة الجدار', 'リップルウォール紙コップ'),
    desc: t(
      'Cups with a fluted outer wall for the best grip and heat insulation, printed in full colour.',
      '外壁为波纹瓦楞，握感最佳且隔热，全彩印刷。',
      'أكواب بجدار خارجي مضلّع يمنح أفضل قبضة وعزل حراري، مطبوعة بالألوان الكاملة.',
      '外側が波状の断熱層になったカップで、しっかり持てて断熱性にも優れています。フルカラー印刷に対応します。',
    ),
  },
  // Stickers & labels
  {
    id: 154, cat: 2611, code: 'sticker_die_cut', img: 'stickers', from: 6000,
    name: t('Die-cut stickers', '异形模切贴纸', 'ستيكرات مقصوصة حسب الشكل', '型抜きステッカー'),
    desc: t(
      'Stickers cut to any shape from 20×20 mm on white, silver or kraft paper or PP, with gloss or matt lamination.',
      '最小 20×20 毫米，可切任意形状，材质有白色、银色、牛皮纸或 PP，可覆亮膜或哑膜。',
      'ستيكرات تُقص بأي شكل بدءاً من 20×20 ملم على ورق أبيض أو فضي أو كرافت أو على PP، مع تغليف لامع أو مطفي.',
      '20×20mmから自由な形にカットできるステッカーで、白・シルバー・クラフト紙またはPP素材に、グロスかマットのラミネートを施します。',
    ),
  },
  {
    id: 155, cat: 2612, code: 'sticker_kiss_cut_sheet', img: 'stickers', from: 5500,
    name: t('Kiss-cut sticker sheets', '半切贴纸页', 'أوراق ستيكرات بقص نصفي', 'ハーフカットステッカーシート'),
    desc: t(
      'Several stickers on one A4, A5 or A6 sheet, cut through the face only so they peel off easily.',
      '一张 A4、A5 或 A6 纸上排多个贴纸，只切面纸不切底纸，方便撕取。',
      'عدة ستيكرات على ورقة واحدة بمقاس A4 أو A5 أو A6، يُقص الوجه فقط دون الورقة الخلفية لسهولة النزع.',
      'A4・A5・A6の1枚のシートに複数のステッカーを配置し、台紙を残して表面だけをカットするので簡単にはがせます。',
    ),
  },
  {
    id: 156, cat: 2613, code: 'sticker_clear', img: 'stickers', from: 7500,
    name: t('Clear stickers', '透明贴纸', 'ستيكرات شفافة', '透明ステッカー'),
    desc: t(
      'Transparent PP stickers with an optional white ink layer, perfect for glass, bottles and packaging.',
      '透明 PP 贴纸，可加印白墨，适合玻璃、瓶子和包装。',
      'ستيكرات PP شفافة مع طبقة حبر أبيض اختيارية، مثالية للزجاج والزجاجات والتغليف.',
      '白インキを重ねて印刷できる透明PPステッカーで、ガラスやボトル、パッケージに最適です。',
    ),
  },
  {
    id: 157, cat: 2621, code: 'sticker_vinyl_outdoor', img: 'stickers', from: 5500,
    name: t('Outdoor vinyl stickers', '户外乙烯基贴纸', 'ستيكرات فينيل خارجية', '屋外用ビニールステッカー'),
    desc: t(
      'Weatherproof laminated vinyl for vehicles, windows and signs, rated for 3–5 years outdoors. Priced per square metre.',
      '防水覆膜乙烯基贴纸，适用于车身、橱窗和标牌，户外可用 3–5 年。按平方米计价。',
      'فينيل مغلّف مقاوم للعوامل الجوية للمركبات والنوافذ واللوحات، يدوم من 3 إلى 5 سنوات في الخارج. السعر بالمتر المربع.',
      '車両・窓・看板に使える耐候性のあるラミネート済みビニールで、屋外で3〜5年の耐久性があります。平方メートル単位の料金です。',
    ),
  },
  {
    id: 158, cat: 2622, code: 'sticker_cut_lettering', img: 'stickers', from: 8000,
    name: t('Cut vinyl lettering', '电脑刻字', 'حروف فينيل مقصوصة', 'カッティングシート文字'),
    desc: t(
      'Plotter-cut letters and logos in solid-colour vinyl, weeded and supplied on application tape for a clean install.',
      '用纯色乙烯基膜电脑刻绘的文字与标志，已排废并附转移膜，便于干净施工。',
      'حروف وشعارات مقصوصة بالبلوتر من فينيل أحادي اللون، تُزال منها الزوائد وتُسلَّم على شريط نقل لتركيب نظيف.',
      '単色のカッティングシートをプロッターで切り出した文字やロゴを、カス取り済みでアプリケーションシートに貼って納品します。きれいに施工できます。',
    ),
  },
  {
    id: 159, cat: 2631, code: 'label_roll', img: 'labels', from: 18000,
    name: t('Roll labels', '卷装标签', 'ملصقات على لفائف', 'ロールラベル'),
    desc: t(
      'Labels on rolls for hand or machine application, with your choice of core size and wind direction. Paper, PP or vinyl.',
      '卷装标签，可手贴或机贴，纸芯尺寸和出标方向可选。材质有纸、PP 或乙烯基。',
      'ملصقات على لفائف للتطبيق اليدوي أو الآلي، مع اختيار قطر البكرة واتجاه اللف. من الورق أو PP أو الفينيل.',
      '手貼り・機械貼りに対応するロール巻きラベルで、紙管サイズや巻き方向を選べます。素材は紙・PP・ビニールから選べます。',
    ),
  },
  {
    id: 160, cat: 2632, code: 'label_product', img: 'labels', from: 9000,
    name: t('Product labels', '产品标签', 'ملصقات المنتجات', '商品ラベル'),
    desc: t(
      'Labels for jars, bottles and boxes on water-resistant paper or PP, with gloss, matt or foil finishes.',
      '用于罐、瓶和盒子的标签，防水纸或 PP 材质，可亮面、哑面或烫金。',
      'ملصقات للبرطمانات والزجاجات والعلب على ورق مقاوم للماء أو PP، بلمسة لامعة أو مطفية أو بختم رقائقي.',
      '瓶やボトル、箱に貼る商品ラベルを耐水紙またはPPで制作します。グロス・マット・箔押し仕上げに対応します。',
    ),
  },
  {
    id: 161, cat: 2633, code: 'label_barcode', img: 'labels', from: 15000,
    name: t('Barcode labels', '条码标签', 'ملصقات الباركود', 'バーコードラベル'),
    desc: t(
      'Sequential barcode and asset labels in Code 39 or Code 128, printed from your data and checked for scanning.',
      '39 码或 128 码连续条码及资产标签，按您的数据打印并经扫描检验。',
      'ملصقات باركود وأصول متسلسلة بترميز Code 39 أو Code 128، تُطبع من بياناتك ويُتحقق من قابليتها للمسح.',
      'Code 39またはCode 128の連番バーコード・資産管理ラベルを、お客様のデータから印刷し、読み取り検証を行います。',
    ),
  },
  // Banners & roll-ups
  {
    id: 162, cat: 2811, code: 'banner_flex_frontlit', img: 'banners', from: 4500,
    name: t('PVC flex banners (frontlit)', 'PVC喷绘布横幅（正喷）', 'لافتات فليكس PVC (إضاءة أمامية)', 'PVCターポリンバナー（表面照明用）'),
    desc: t(
      '440 gsm frontlit flex banners with welded hems and eyelets every 50 cm. Any size, priced per square metre; next-day service available.',
      '440 克正喷灯布横幅，热合包边，每 50 厘米打一个扣眼。尺寸任意，按平方米计价，可次日出货。',
      'لافتات فليكس بوزن 440 غ/م² للإضاءة الأمامية بحواف ملحومة وحلقات معدنية كل 50 سم. بأي مقاس، والسعر بالمتر المربع، مع إمكانية التسليم في اليوم التالي.',
      '440g/m²のフロントリット・ターポリンに、溶着による縁処理と50cm間隔のハトメ加工を施します。サイズ自由・平方メートル単位の料金で、翌日仕上げも可能です。',
    ),
  },
  {
    id: 163, cat: 2811, code: 'banner_backlit_flex', img: 'banners', from: 6000,
    name: t('Backlit flex banners', '背喷灯布', 'لافتات فليكس للإضاءة الخلفية', 'バックライト用ターポリン'),
    desc: t(
      'Translucent backlit flex for light boxes and illuminated billboards, printed with extra ink density for an even glow.',
      '半透明背喷灯布，用于灯箱和发光广告牌，加大墨量打印，透光均匀。',
      'فليكس شفاف جزئياً للصناديق المضيئة واللوحات الإعلانية المضاءة، يُطبع بكثافة حبر أعلى لإضاءة متجانسة.',
      'ライトボックスや電飾看板に使う半透明のバックリットターポリンで、インキ濃度を高めて印刷し、ムラなく光らせます。',
    ),
  },
  {
    id: 164, cat: 2812, code: 'banner_mesh', img: 'banners', from: 5500,
    name: t('Mesh banners', '网格布横幅', 'لافتات شبكية', 'メッシュバナー'),
    desc: t(
      'Wind-permeable mesh for building wraps, fences and scaffolding, with reinforced hems and eyelets.',
      '透风网格布，适用于楼体包覆、围挡和脚手架，加固包边并打扣眼。',
      'قماش شبكي يسمح بمرور الرياح لتغطية المباني والأسوار والسقالات، بحواف مقوّاة وحلقات معدنية.',
      '風を通すメッシュ素材で、建物の壁面や工事フェンス、足場に最適です。縁の補強とハトメ加工を施します。',
    ),
  },
  {
    id: 165, cat: 2813, code: 'banner_fabric', img: 'banners', from: 8500,
    name: t('Fabric banners', '布料横幅', 'لافتات قماشية', '布バナー'),
    desc: t(
      'Dye-sublimated polyester banners that resist creasing and can be washed, finished with pole pockets or silicone edges.',
      '热升华印刷涤纶横幅，抗皱可水洗，可做穿杆套或硅胶边。',
      'لافتات بوليستر مطبوعة بالتسامي الحراري، مقاومة للتجعد وقابلة للغسل، مع جيوب للعمود أو حواف سيليكون.',
      '昇華転写で印刷するポリエステル製バナーで、シワになりにくく洗濯もできます。ポール袋加工やシリコンエッジ仕上げに対応します。',
    ),
  },
  {
    id: 166, cat: 2821, code: 'rollup_economy', img: 'rollups', from: 18000,
    name: t('Economy roll-up banner (85×200 cm)', '经济型易拉宝（85×200厘米）', 'رول أب اقتصادي (85×200 سم)', 'エコノミーロールアップバナー（85×200cm）'),
    desc: t(
      'Aluminium roll-up stand with a printed anti-curl PVC graphic and a carry bag. Sets up in under a minute.',
      '铝合金易拉宝架，配防卷边 PVC 印刷画面和手提袋，一分钟内即可展开。',
      'حامل رول أب من الألمنيوم مع رسومات PVC مطبوعة مقاومة للالتفاف وحقيبة حمل. يُركَّب في أقل من دقيقة.',
      'アルミ製ロールアップスタンドに、カールしにくいPVC印刷シートと収納バッグが付きます。1分以内に設置できます。',
    ),
  },
  {
    id: 167, cat: 2821, code: 'rollup_premium', img: 'rollups', from: 32000,
    name: t('Premium roll-up banner', '高档易拉宝', 'رول أب فاخر', 'プレミアムロールアップバナー'),
    desc: t(
      'Wide-base premium stand in 100, 120 or 150 cm widths, with a replaceable cassette and a padded bag.',
      '宽底座高档展架，宽度 100、120 或 150 厘米，画面卷轴可更换，配加厚背包。',
      'حامل فاخر بقاعدة عريضة بعرض 100 أو 120 أو 150 سم مع كاسيت قابل للاستبدال وحقيبة مبطّنة.',
      '幅100・120・150cmから選べるワイドベースの高級スタンドで、交換可能なカセットとクッション入りバッグが付きます。',
    ),
  },
  {
    id: 168, cat: 2822, code: 'x_banner', img: 'rollups', from: 9500,
    name: t('X-banner stands', 'X展架', 'حوامل لافتات X', 'Xバナースタンド'),
    desc: t(
      'Lightweight X-frame stands with a printed PVC or PP graphic, 60×160 or 80×180 cm.',
      '轻便 X 型展架，配 PVC 或 PP 印刷画面，60×160 或 80×180 厘米。',
      'حوامل خفيفة على شكل X مع رسومات مطبوعة على PVC أو PP، بمقاس 60×160 أو 80×180 سم.',
      'PVCまたはPPの印刷シートを張る軽量なX型スタンドで、60×160cmと80×180cmをご用意しています。',
    ),
  },
  {
    id: 169, cat: 2823, code: 'popup_wall', img: 'rollups', from: 145000,
    name: t('Pop-up display walls', '拉网展架', 'جدران عرض منبثقة', 'ポップアップディスプレイウォール'),
    desc: t(
      'Tension-fabric pop-up walls for exhibitions, straight or curved, 3×3 or 3×4 panels, with a wheeled case that converts into a counter.',
      '展会用张拉布拉网背景墙，直面或弧面，3×3 或 3×4 规格，配可改装成前台的拉杆箱。',
      'جدران عرض قماشية مشدودة للمعارض، مستقيمة أو مقوّسة، بمقاس 3×3 أو 3×4 وحدات، مع حقيبة بعجلات تتحول إلى منضدة استقبال.',
      '展示会用のテンションファブリック式ポップアップウォールで、ストレートまたはカーブ、3×3・3×4パネルから選べます。カウンターになるキャスター付きケースが付属します。',
    ),
  },
  // Boards, light boxes & signage
  {
    id: 170, cat: 3011, code: 'board_foam', img: 'boards', from: 9000,
    name: t('Foam boards', 'KT板', 'ألواح الفوم', '発泡ボード'),
    desc: t(
      'Lightweight 3–10 mm foam boards with direct UV print or a mounted print, ideal for indoor signs and event displays.',
      '轻质 3–10 毫米 KT 板，UV 直喷或裱贴画面，适合室内标识和活动展示。',
      'ألواح فوم خفيفة بسماكة 3–10 ملم مع طباعة UV مباشرة أو مطبوعات ملصقة، مثالية للافتات الداخلية وعروض الفعاليات.',
      '3〜10mm厚の軽量な発泡ボードに、UV直接印刷または出力紙の貼り込みで仕上げます。屋内サインやイベント展示に最適です。',
    ),
  },
  {
    id: 171, cat: 3011, code: 'board_pvc_forex', img: 'boards', from: 11000,
    name: t('PVC (Forex) boards', 'PVC雪弗板', 'ألواح PVC (فوركس)', 'PVCボード（フォレックス）'),
    desc: t(
      'Rigid foam PVC boards from 3 to 10 mm, water-resistant for indoor and sheltered outdoor use, with contour cutting.',
      '3 至 10 毫米硬质 PVC 发泡板，防水，适用于室内及有遮挡的户外环境，可异形切割。',
      'ألواح PVC رغوية صلبة من 3 إلى 10 ملم، مقاومة للماء للاستخدام الداخلي والخارجي المحمي، مع قص حسب الشكل.',
      '3〜10mm厚の硬質発泡PVCボードで、耐水性があり屋内や軒下の屋外でも使えます。輪郭カットにも対応します。',
    ),
  },
  {
    id: 172, cat: 3012, code: 'board_acp', img: 'boards', from: 18000,
    name: t('ACP (aluminium composite) boards', '铝塑板', 'ألواح ACP (ألمنيوم مركّب)', 'アルミ複合板（ACP）'),
    desc: t(
      '3 or 4 mm aluminium composite panels with UV print, for durable outdoor signs up to 1220×2440 mm.',
      '3 或 4 毫米铝塑复合板 UV 打印，制作耐用的户外标牌，最大 1220×2440 毫米。',
      'ألواح ألمنيوم مركّب بسماكة 3 أو 4 ملم مع طباعة UV، للافتات خارجية متينة حتى 1220×2440 ملم.',
      '3mmまたは4mm厚のアルミ複合板にUV印刷し、最大1220×2440mmの耐久性ある屋外看板を制作します。',
    ),
  },
  {
    id: 173, cat: 3012, code: 'board_corrugated', img: 'boards', from: 7500,
    name: t('Corrugated plastic boards', '中空板', 'ألواح بلاستيك مضلّعة', 'プラダン看板'),
    desc: t(
      'Light, waterproof 4–5 mm fluted PP boards for real-estate, event and site signs, with optional H-stakes.',
      '轻质防水 4–5 毫米 PP 中空板，适用于房产、活动和工地标牌，可配 H 型地插。',
      'ألواح PP مضلّعة خفيفة ومقاومة للماء بسماكة 4–5 ملم للافتات العقارات والفعاليات ومواقع العمل، مع أوتاد H اختيارية.',
      '軽くて防水性のある4〜5mm厚のプラスチック段ボールで、不動産・イベント・工事現場の看板に使えます。H型スタンドも追加できます。',
    ),
  },
  {
    id: 174, cat: 3021, code: 'lightbox_snap_frame', img: 'lightboxes', from: 28000,
    name: t('Snap-frame LED light boxes', '开启式LED灯箱', 'صناديق مضيئة LED بإطار سريع الفتح', 'スナップフレーム式LEDライトボックス'),
    desc: t(
      'Slim LED light boxes with click-open aluminium frames for quick poster changes, A4 to A0 or custom, one or two sided.',
      '超薄 LED 灯箱，铝合金开启式边框，可快速更换画面，A4 至 A0 或定制尺寸，单面或双面。',
      'صناديق مضيئة رفيعة بإضاءة LED وإطارات ألمنيوم تُفتح بنقرة لتغيير البوستر بسرعة، من A4 إلى A0 أو بمقاس مخصص، بوجه واحد أو وجهين.',
      'ワンタッチで開くアルミフレームでポスターを素早く交換できる薄型LEDライトボックスです。A4〜A0または特注サイズ、片面・両面に対応します。',
    ),
  },
  {
    id: 175, cat: 3022, code: 'lightbox_fabric_seg', img: 'lightboxes', from: 95000,
    name: t('Fabric SEG light boxes', '拉布灯箱（SEG）', 'صناديق مضيئة قماشية (SEG)', '布製ライトボックス（SEG）'),
    desc: t(
      'Frameless-look light boxes: a silicone-edged fabric graphic pushed into an aluminium profile, with even LED backlighting.',
      '硅胶边布画面嵌入铝型材，呈无边框效果，LED 背光均匀。',
      'صناديق مضيئة بمظهر دون إطار، تُثبَّت فيها رسومات قماشية بحواف سيليكون داخل مقطع ألمنيوم، مع إضاءة LED خلفية متجانسة.',
      'シリコンエッジ付きの布グラフィックをアルミフレームにはめ込む、フレームレス調のライトボックスです。LEDで背面から均一に照らします。',
    ),
  },
  {
    id: 176, cat: 3031, code: 'sign_3d_letters', img: 'signage', from: 60000,
    name: t('3D letters', '立体字', 'حروف ثلاثية الأبعاد', '立体文字'),
    desc: t(
      'Built-up letters in acrylic, stainless steel or aluminium, lit or unlit, priced by letter height and count. Installation is quoted separately.',
      '亚克力、不锈钢或铝制立体字，发光或不发光，按字高和字数计价。安装另行报价。',
      'حروف بارزة من الأكريليك أو الستانلس ستيل أو الألمنيوم، مضاءة أو غير مضاءة، يُحسب سعرها حسب ارتفاع الحرف وعدد الحروف. يُسعَّر التركيب بشكل منفصل.',
      'アクリル・ステンレス・アルミ製の立体文字で、発光・非発光から選べます。料金は文字の高さと文字数で決まり、取付工事は別途お見積りです。',
    ),
  },
  {
    id: 177, cat: 3031, code: 'sign_shopfront_acp', img: 'signage', from: 180000,
    name: t('ACP shopfront signs', '铝塑板门头招牌', 'لافتات واجهات المحلات من ACP', 'ACP店舗看板'),
    desc: t(
      'Aluminium composite fascia signs with vinyl graphics or 3D letters, built to the width of your shop.',
      '铝塑板门头招牌，配乙烯基画面或立体字，按店面宽度制作。',
      'لافتات واجهة من ألواح الألمنيوم المركّب مع رسومات فينيل أو حروف ثلاثية الأبعاد، تُصنع حسب عرض محلك.',
      'アルミ複合板のファサード看板に、カッティングシートや立体文字を組み合わせ、店舗の幅に合わせて製作します。',
    ),
  },
  {
    id: 178, cat: 3032, code: 'sign_wayfinding', img: 'signage', from: 12000,
    name: t('Wayfinding signs', '导视标识', 'لوحات إرشادية', '案内サイン'),
    desc: t(
      'Directional, door and safety signs in acrylic, ACP or PVC, with matching fixings for offices, malls and hospitals.',
      '亚克力、铝塑板或 PVC 制作的指示牌、门牌和安全标识，配相应安装件，适用于办公室、商场和医院。',
      'لوحات اتجاهات وأبواب وسلامة من الأكريليك أو ACP أو PVC مع أدوات التثبيت المناسبة للمكاتب والمراكز التجارية والمستشفيات.',
      'アクリル・ACP・PVCで作る誘導サイン、室名サイン、安全標識を、オフィス・商業施設・病院向けに取付金具付きでお届けします。',
    ),
  },
  {
    id: 179, cat: 3033, code: 'sign_window_graphics', img: 'signage', from: 6500,
    name: t('Window graphics', '橱窗贴', 'ملصقات الواجهات الزجاجية', 'ウィンドウグラフィック'),
    desc: t(
      'Printed window films in one-way vision, frosted, clear and opaque vinyl, priced per square metre with optional installation.',
      '橱窗印刷膜：单透膜、磨砂膜、透明及不透明乙烯基，按平方米计价，可选安装服务。',
      'أفلام نوافذ مطبوعة: رؤية من جهة واحدة ومصنفرة وفينيل شفاف ومعتم، السعر بالمتر المربع مع تركيب اختياري.',
      'ワンウェイビジョン、すりガラス調、透明・不透明ビニールの印刷ウィンドウフィルムです。平方メートル単位の料金で、施工も承ります。',
    ),
  },
  // Acrylic & plates
  {
    id: 180, cat: 3211, code: 'acrylic_panel', img: 'acrylic', from: 30000,
    name: t('UV-printed acrylic panels', 'UV打印亚克力板', 'ألواح أكريليك بطباعة UV', 'UV印刷アクリルパネル'),
    desc: t(
      '3, 5 or 8 mm clear or white acrylic with direct UV print, polished edges and optional stand-off fixings.',
      '3、5 或 8 毫米透明或白色亚克力，UV 直喷，边缘抛光，可配广告钉。',
      'أكريليك شفاف أو أبيض بسماكة 3 أو 5 أو 8 ملم مع طباعة UV مباشرة وحواف مصقولة ومسامير تثبيت بارزة اختيارية.',
      '3・5・8mm厚の透明または白アクリルにUV直接印刷し、エッジを磨いて仕上げます。化粧ビスによる取り付けも選べます。',
    ),
  },
  {
    id: 181, cat: 3212, code: 'acrylic_stand', img: 'acrylic', from: 25000,
    name: t('Acrylic stands', '亚克力展示架', 'حوامل أكريليك', 'アクリルスタンド'),
    desc: t(
      'Printed acrylic display stands, menu holders and standees with slot-in bases for counters and shelves.',
      '印刷亚克力展示架、菜单架和人形立牌，插槽式底座，适合柜台与货架。',
      'حوامل عرض وحوامل قوائم ومجسّمات أكريليك مطبوعة بقواعد تركيب للكاونترات والرفوف.',
      'カウンターや棚に置ける、差し込み式台座付きの印刷アクリルディスプレイ、メニュースタンド、アクリルスタンドです。',
    ),
  },
  {
    id: 182, cat: 3213, code: 'acrylic_cut_shapes', img: 'acrylic', from: 18000,
    name: t('Laser-cut acrylic shapes', '激光切割亚克力', 'أشكال أكريليك مقصوصة بالليزر', 'レーザーカットアクリル'),
    desc: t(
      'Custom shapes, logos and keyrings laser-cut from clear, coloured or mirror acrylic, printed or plain.',
      '透明、彩色或镜面亚克力激光切割的异形件、Logo 和钥匙扣，可印刷或不印刷。',
      'أشكال وشعارات وميداليات مفاتيح مخصصة مقصوصة بالليزر من أكريليك شفاف أو ملوّن أو عاكس، مطبوعة أو سادة.',
      '透明・カラー・ミラーアクリルをレーザーでカットしたオリジナル形状、ロゴ、キーホルダーです。印刷ありでもなしでも作れます。',
    ),
  },
  {
    id: 183, cat: 3221, code: 'plate_name', img: 'plates', from: 8500,
    name: t('Name plates', '门牌铭牌', 'لوحات الأسماء', 'ネームプレート'),
    desc: t(
      'Engraved or printed door and desk name plates in brass, brushed aluminium or stainless steel.',
      '黄铜、拉丝铝或不锈钢门牌与桌牌，可雕刻或印刷。',
      'لوحات أسماء للأبواب والمكاتب محفورة أو مطبوعة من النحاس الأصفر أو الألمنيوم المصقول أو الستانلس ستيل.',
      '真鍮・ヘアラインアルミ・ステンレス製のドア用・卓上用ネームプレートを、彫刻または印刷で仕上げます。',
    ),
  },
  {
    id: 184, cat: 3222, code: 'plate_plaque', img: 'plates', from: 22000,
    name: t('Plaques', '纪念奖牌', 'دروع ولوحات تذكارية', '記念・表彰プレート'),
    desc: t(
      'Commemorative and award plaques with engraved metal plates on a wood or acrylic backing, supplied in a gift box.',
      '纪念及颁奖奖牌，雕刻金属牌配木质或亚克力底板，附礼盒。',
      'دروع تذكارية وتكريمية بلوحات معدنية محفورة على قاعدة من الخشب أو الأكريليك، تُسلَّم في علبة هدايا.',
      '彫刻した金属プレートを木製またはアクリル台座に取り付けた記念・表彰用の盾で、化粧箱入りでお届けします。',
    ),
  },
  {
    id: 185, cat: 3223, code: 'plate_asset_tag', img: 'plates', from: 15000,
    name: t('Asset tags', '资产标签', 'بطاقات الأصول', '資産管理タグ'),
    desc: t(
      'Anodised aluminium or polyester asset tags with sequential numbers and barcodes and a strong adhesive backing.',
      '阳极氧化铝或聚酯资产标签，带流水号和条码，强力背胶。',
      'بطاقات أصول من الألمنيوم المؤكسد أو البوليستر بأرقام متسلسلة وباركود، مع ظهر لاصق قوي.',
      '連番とバーコード入りのアルマイト加工アルミまたはポリエステル製の資産管理タグで、強力な粘着剤付きです。',
    ),
  },
  // Office paper
  {
    id: 186, cat: 3411, code: 'paper_copy', img: 'office-paper', from: 2200,
    name: t('Copy paper', '复印纸', 'ورق النسخ', 'コピー用紙'),
    desc: t(
      'A4 and A3 copy paper in 70, 75 and 80 gsm, sold by the ream or by the box of 5 reams.',
      'A4 与 A3 复印纸，70、75 和 80 克，按包或按箱（每箱 5 包）出售。',
      'ورق نسخ بمقاس A4 وA3 بأوزان 70 و75 و80 غ/م²، يُباع بالرزمة أو بالكرتونة من 5 رزم.',
      'A4・A3のコピー用紙（70・75・80g/m²）を、1連単位または5連入りの箱単位で販売します。',
    ),
  },
  {
    id: 187, cat: 3421, code: 'paper_thermal_roll', img: 'thermal-rolls', from: 6500,
    name: t('Thermal paper rolls', '热敏收银纸', 'لفائف ورق حراري', '感熱ロール紙'),
    desc: t(
      'BPA-free thermal rolls for POS and card terminals in 57×40 and 80×80 mm, plain or printed on the back.',
      '不含双酚 A 的热敏纸卷，适用于 POS 机与刷卡机，规格 57×40 和 80×80 毫米，可空白或背面印刷。',
      'لفائف ورق حراري خالية من BPA لأجهزة نقاط البيع وأجهزة البطاقات بمقاسي 57×40 و80×80 ملم، سادة أو مطبوعة من الخلف.',
      'POSレジやカード端末用のBPAフリー感熱ロール紙で、57×40mmと80×80mmをご用意しています。無地または裏面印刷に対応します。',
    ),
  },
  {
    id: 188, cat: 3412, code: 'paper_plotter_roll', img: 'office-paper', from: 5500,
    name: t('Plotter paper rolls', '绘图仪卷纸', 'لفائف ورق البلوتر', 'プロッター用ロール紙'),
    desc: t(
      '80 and 90 gsm bond rolls for CAD plotters in 610, 841 and 914 mm widths, 50 m long.',
      '80 和 90 克绘图纸卷，适用于 CAD 绘图仪，宽 610、841 和 914 毫米，长 50 米。',
      'لفائف ورق بوزن 80 و90 غ/م² لأجهزة رسم CAD بعرض 610 و841 و914 ملم وطول 50 متراً.',
      'CADプロッター用の80・90g/m²の普通紙ロールで、幅610・841・914mm、長さ50mです。',
    ),
  },
];

/** Ready-stock goods under category 76, sold as-is (ids 201–221). */
const readyStockRows: GoodsRow[] = [
  {
    id: 201, cat: 7611, code: null, img: 'boxes', from: 9500,
    name: t(
      'Plain kraft mailer boxes, 250×180×60 mm (pack of 25)',
      '空白牛皮纸飞机盒 250×180×60 毫米（25 个装）',
      'علب شحن كرافت سادة 250×180×60 ملم (عبوة 25 قطعة)',
      '無地クラフトメーラーボックス 250×180×60mm（25個入り）',
    ),
    desc: t(
      'Unprinted E-flute kraft mailer boxes with self-locking flaps, delivered flat. In stock for same-day dispatch.',
      '无印刷 E 楞牛皮纸飞机盒，自锁翻盖，平板交付。现货，当天发出。',
      'علب شحن كرافت مضلّعة (E-flute) غير مطبوعة بألسنة ذاتية القفل، تُسلَّم مسطّحة. متوفرة في المخزون للشحن في نفس اليوم.',
      '差し込みロック式の無地Eフルートクラフト箱で、平たい状態でお届けします。在庫品のため当日出荷できます。',
    ),
  },
  {
    id: 202, cat: 7611, code: null, img: 'boxes', from: 8500,
    name: t(
      'Plain white tuck-end boxes, 100×100×100 mm (pack of 50)',
      '空白白色插舌盒 100×100×100 毫米（50 个装）',
      'علب بيضاء سادة بلسان 100×100×100 ملم (عبوة 50 قطعة)',
      '無地白差し込み箱 100×100×100mm（50個入り）',
    ),
    desc: t(
      'White 350 gsm folding cartons, unprinted and ready to fold. Ideal for samples, candles and small gifts.',
      '350 克白卡折叠纸盒，无印刷，折好即用。适合样品、蜡烛和小礼品。',
      'علب كرتون بيضاء بوزن 350 غ/م² غير مطبوعة وجاهزة للطي. مثالية للعينات والشموع والهدايا الصغيرة.',
      '350g/m²の白板紙で作った無地の組立式箱で、折るだけですぐ使えます。サンプルやキャンドル、小さなギフトに最適です。',
    ),
  },
  {
    id: 203, cat: 7611, code: null, img: 'boxes', from: 11000,
    name: t(
      'Corrugated shipping cartons, 400×300×300 mm (pack of 20)',
      '瓦楞运输纸箱 400×300×300 毫米（20 个装）',
      'كراتين شحن مضلّعة 400×300×300 ملم (عبوة 20 قطعة)',
      '段ボール配送箱 400×300×300mm（20枚入り）',
    ),
    desc: t(
      'Double-wall brown shipping cartons for moving and warehouse storage, supplied flat.',
      '双层瓦楞牛皮纸运输箱，适用于搬家和仓储，平板交付。',
      'كراتين شحن بنية مزدوجة الجدار للنقل والتخزين في المستودعات، تُسلَّم مسطّحة.',
      '引っ越しや倉庫保管に使える茶色の複両面段ボール箱で、組み立て前の状態でお届けします。',
    ),
  },
  {
    id: 204, cat: 7612, code: null, img: 'bags', from: 7500,
    name: t(
      'Kraft paper bags with twisted handles, 260×120×350 mm (pack of 50)',
      '纸绳手提牛皮纸袋 260×120×350 毫米（50 个装）',
      'أكياس ورق كرافت بمقابض ملتوية 260×120×350 ملم (عبوة 50 كيساً)',
      '丸紐付きクラフト紙袋 260×120×350mm（50枚入り）',
    ),
    desc: t(
      'Brown 120 gsm kraft carrier bags, unprinted, for retail and takeaway.',
      '120 克棕色牛皮纸手提袋，无印刷，适用于零售和外带。',
      'أكياس حمل من ورق الكرافت البني بوزن 120 غ/م²، غير مطبوعة، للمتاجر والطلبات الخارجية.',
      '無地の120g/m²茶クラフト手提げ袋で、小売やテイクアウトに使えます。',
    ),
  },
  {
    id: 205, cat: 7612, code: null, img: 'cups', from: 1200,
    name: t('Plain white paper cups, 8 oz (sleeve of 50)', '白色空白纸杯 8 盎司（50 个装）', 'أكواب ورقية بيضاء سادة 8 أونصة (عبوة 50 كوباً)', '無地白紙コップ 8oz（50個入り）'),
    desc: t(
      'Single-wall white cups with a food-grade PE lining, for hot and cold drinks.',
      '单层白色纸杯，食品级 PE 淋膜，冷热饮皆宜。',
      'أكواب بيضاء أحادية الجدار مبطّنة بطبقة PE صالحة لملامسة الأغذية، للمشروبات الساخنة والباردة.',
      '食品用PEラミネートを施したシングルウォールの白い紙コップで、ホット・コールドどちらにも使えます。',
    ),
  },
  {
    id: 206, cat: 7612, code: null, img: 'cups', from: 1500,
    name: t('Lids for 8 oz cups (sleeve of 100)', '8 盎司杯盖（100 个装）', 'أغطية لأكواب 8 أونصة (عبوة 100 غطاء)', '8ozカップ用フタ（100個入り）'),
    desc: t(
      'White PS sip lids that fit our 8 oz single- and double-wall cups.',
      '白色 PS 饮用口杯盖，适配本店 8 盎司单层和双层纸杯。',
      'أغطية بيضاء من PS بفتحة للشرب تناسب أكوابنا أحادية ومزدوجة الجدار بسعة 8 أونصة.',
      '当店の8ozシングル・ダブルウォールカップに合う、飲み口付きの白いPS製フタです。',
    ),
  },
  {
    id: 207, cat: 7621, code: null, img: 'rollups', from: 12000,
    name: t('Roll-up stand 85×200 cm, hardware only', '易拉宝架 85×200 厘米（仅支架）', 'حامل رول أب 85×200 سم (الهيكل فقط)', 'ロールアップスタンド 85×200cm（本体のみ）'),
    desc: t(
      'Aluminium roll-up stand with top rail and carry bag, without graphic. Takes our roll-up prints as replacements.',
      '铝合金易拉宝架，含顶杆和手提袋，不含画面。可搭配本店易拉宝画面更换使用。',
      'حامل رول أب من الألمنيوم مع قضيب علوي وحقيبة حمل، دون رسومات. يناسب مطبوعات الرول أب لدينا عند الاستبدال.',
      '上部バーと収納バッグ付きのアルミ製ロールアップスタンドで、印刷シートは含みません。当店のロールアップ用シートと交換して使えます。',
    ),
  },
  {
    id: 208, cat: 7621, code: null, img: 'rollups', from: 4500,
    name: t('X-banner stand 60×160 cm', 'X展架 60×160 厘米', 'حامل لافتة X بمقاس 60×160 سم', 'Xバナースタンド 60×160cm'),
    desc: t(
      'Fibreglass X-frame with eyelet hooks and a carry bag; graphic not included.',
      '玻璃纤维 X 型支架，带挂钩和手提袋，不含画面。',
      'إطار X من الألياف الزجاجية مع خطافات للحلقات وحقيبة حمل، دون الرسومات.',
      'ハトメ用フック付きのグラスファイバー製X型フレームと収納バッグのセットです。印刷シートは付属しません。',
    ),
  },
  {
    id: 209, cat: 7621, code: null, img: 'posters', from: 9500,
    name: t('A1 aluminium snap frame, 25 mm', 'A1 铝合金开启式画框（25 毫米）', 'إطار ألمنيوم سريع الفتح A1 بعرض 25 ملم', 'A1アルミスナップフレーム（25mm）'),
    desc: t(
      'Silver anodised poster frame with click-open edges and an anti-glare PET cover; wall-mountable.',
      '银色阳极氧化海报框，四边翻开式，配防眩光 PET 面板，可挂墙安装。',
      'إطار بوستر من الألمنيوم المؤكسد الفضي بحواف تُفتح بنقرة وغطاء PET مضاد للوهج، قابل للتثبيت على الجدار.',
      'ワンタッチで開閉できるシルバーアルマイトのポスターフレームで、反射防止PETカバー付き。壁掛けできます。',
    ),
  },
  {
    id: 210, cat: 7622, code: null, img: 'acrylic', from: 1800,
    name: t('Acrylic sign holder A4 (T-shape)', 'A4 亚克力台卡（T 型）', 'حامل لافتات أكريليك A4 (على شكل T)', 'アクリルサインスタンド A4（T型）'),
    desc: t(
      'Clear 2 mm acrylic T-stand for A4 portrait inserts, for counters and tables.',
      '2 毫米透明亚克力 T 型台卡，可放 A4 竖版插页，适合柜台和桌面。',
      'حامل أكريليك شفاف بسماكة 2 ملم على شكل T لأوراق A4 عمودية، للكاونترات والطاولات.',
      'A4縦の用紙を差し込める2mm厚の透明アクリル製T型スタンドで、カウンターやテーブルに置けます。',
    ),
  },
  {
    id: 211, cat: 7622, code: null, img: 'acrylic', from: 1200,
    name: t('Acrylic sign holder A5 (T-shape)', 'A5 亚克力台卡（T 型）', 'حامل لافتات أكريليك A5 (على شكل T)', 'アクリルサインスタンド A5（T型）'),
    desc: t(
      'Clear acrylic T-stand for A5 menus, price lists and table numbers.',
      '透明亚克力 T 型台卡，用于 A5 菜单、价目表和桌号。',
      'حامل أكريليك شفاف على شكل T لقوائم الطعام وقوائم الأسعار وأرقام الطاولات بمقاس A5.',
      'A5のメニューや価格表、テーブル番号に使える透明アクリルのT型スタンドです。',
    ),
  },
  {
    id: 212, cat: 7622, code: null, img: 'acrylic', from: 1400,
    name: t('Acrylic brochure holder, DL', 'DL 亚克力资料架', 'حامل كتيبات أكريليك بمقاس DL', 'アクリルパンフレットスタンド（DL）'),
    desc: t(
      'Free-standing or wall-mounted clear holder for DL leaflets (99×210 mm).',
      '透明亚克力资料架，可桌面摆放或挂墙，适用于 DL 折页（99×210 毫米）。',
      'حامل شفاف قائم بذاته أو مثبت على الجدار لمطويات DL ‏(99×210 ملم).',
      'DLサイズ（99×210mm）のリーフレット用の透明スタンドで、卓上置きと壁掛けの両方に対応します。',
    ),
  },
  {
    id: 213, cat: 7631, code: null, img: 'pvc-cards', from: 6500,
    name: t('Blank white PVC cards, CR80 (pack of 100)', '空白白色 PVC 卡 CR80（100 张装）', 'بطاقات PVC بيضاء فارغة CR80 (عبوة 100 بطاقة)', '無地白PVCカード CR80（100枚入り）'),
    desc: t(
      '0.76 mm glossy white cards for desktop ID card printers such as Evolis, Zebra and Fargo.',
      '0.76 毫米亮面白卡，适用于 Evolis、Zebra、Fargo 等桌面证卡打印机。',
      'بطاقات بيضاء لامعة بسماكة 0.76 ملم لطابعات بطاقات الهوية المكتبية مثل Evolis وZebra وFargo.',
      'Evolis、Zebra、Fargoなどの卓上IDカードプリンターに使える、厚さ0.76mmの光沢白カードです。',
    ),
  },
  {
    id: 214, cat: 7631, code: null, img: 'lanyards', from: 4000,
    name: t('Clear name badge holders (pack of 50)', '透明证件卡套（50 个装）', 'حوامل شارات أسماء شفافة (عبوة 50 قطعة)', '透明名札ホルダー（50個入り）'),
    desc: t(
      'Horizontal soft PVC holders for CR80 cards, with a slot for a lanyard clip.',
      '横版软 PVC 卡套，适用于 CR80 卡，带挂绳扣孔。',
      'حوامل أفقية من PVC اللين لبطاقات CR80، مع فتحة لمشبك شريط التعليق.',
      'CR80カード用の横型ソフトPVCホルダーで、ストラップ用クリップの穴が付いています。',
    ),
  },
  {
    id: 215, cat: 7631, code: null, img: 'plates', from: 5500,
    name: t('Magnetic name badges, blank 76×25 mm (pack of 10)', '磁吸胸牌空白牌 76×25 毫米（10 个装）', 'شارات أسماء مغناطيسية فارغة 76×25 ملم (عبوة 10 قطع)', 'マグネット式名札 無地 76×25mm（10個入り）'),
    desc: t(
      'Gold or silver metal badges with a strong magnetic back that does not damage clothing. Engraving is available as a custom order.',
      '金色或银色金属胸牌，强力磁铁背扣，不损伤衣物。如需雕刻可另行定制。',
      'شارات معدنية ذهبية أو فضية بظهر مغناطيسي قوي لا يُتلف الملابس. يمكن طلب الحفر عليها كطلب مخصص.',
      '服を傷めない強力マグネット付きの金色・銀色の金属製名札です。彫刻は別途オーダーで承ります。',
    ),
  },
  {
    id: 216, cat: 7632, code: null, img: 'lanyards', from: 6000,
    name: t('Plain polyester lanyards, 15 mm (pack of 50)', '素色涤纶挂绳 15 毫米（50 条装）', 'أشرطة تعليق بوليستر سادة بعرض 15 ملم (عبوة 50 شريطاً)', '無地ポリエステルネックストラップ 15mm（50本入り）'),
    desc: t(
      'Plain lanyards with a metal lobster clip and a safety breakaway, in green, black, navy or red.',
      '素色挂绳，配金属龙虾扣和安全断开扣，有绿色、黑色、藏青色和红色可选。',
      'أشرطة تعليق سادة بمشبك معدني ومشبك أمان قابل للفصل، بالألوان الأخضر والأسود والكحلي والأحمر.',
      '金属製ナスカンと安全パーツ付きの無地ストラップで、グリーン・ブラック・ネイビー・レッドから選べます。',
    ),
  },
  {
    id: 217, cat: 7632, code: null, img: 'lanyards', from: 5000,
    name: t('Retractable badge reels (pack of 20)', '伸缩易拉扣（20 个装）', 'بكرات شارات قابلة للسحب (عبوة 20 قطعة)', 'カード用伸縮リール（20個入り）'),
    desc: t(
      'Round badge reels with a belt clip and a 60 cm retractable cord, for access cards.',
      '圆形伸缩易拉扣，带腰夹和 60 厘米伸缩绳，适用于门禁卡。',
      'بكرات دائرية مع مشبك للحزام وحبل قابل للسحب بطول 60 سم لبطاقات الدخول.',
      'ベルトクリップ付きの丸型リールで、60cmまで伸びるコードで入館カードを使えます。',
    ),
  },
  {
    id: 218, cat: 7641, code: null, img: 'office-paper', from: 9500,
    name: t('A4 copy paper 80 gsm, box of 5 reams', 'A4 复印纸 80 克（每箱 5 包）', 'ورق نسخ A4 بوزن 80 غ/م² (كرتونة من 5 رزم)', 'A4コピー用紙 80g/m²（5連入り1箱）'),
    desc: t(
      '2,500 sheets of bright white 80 gsm A4 paper for copiers, laser and inkjet printers.',
      '2,500 张高白 80 克 A4 纸，适用于复印机、激光和喷墨打印机。',
      '2,500 ورقة A4 شديدة البياض بوزن 80 غ/م² لآلات النسخ والطابعات الليزرية والنافثة للحبر.',
      'コピー機、レーザー・インクジェットプリンターに使える高白色80g/m²のA4用紙2,500枚です。',
    ),
  },
  {
    id: 219, cat: 7641, code: null, img: 'office-paper', from: 3800,
    name: t('A3 copy paper 80 gsm, ream of 500', 'A3 复印纸 80 克（500 张/包）', 'ورق نسخ A3 بوزن 80 غ/م² (رزمة 500 ورقة)', 'A3コピー用紙 80g/m²（500枚入り）'),
    desc: t(
      '500 sheets of A3 80 gsm paper for drawings, spreadsheets and posters.',
      '500 张 A3 80 克纸，适合打印图纸、表格和海报。',
      '500 ورقة بمقاس A3 ووزن 80 غ/م² للرسومات والجداول والبوسترات.',
      '図面や表計算の出力、ポスターに使えるA3・80g/m²の用紙500枚です。',
    ),
  },
  {
    id: 220, cat: 7642, code: null, img: 'thermal-rolls', from: 11500,
    name: t('Thermal rolls 80×80 mm (pack of 50)', '热敏纸卷 80×80 毫米（50 卷装）', 'لفائف ورق حراري 80×80 ملم (عبوة 50 لفافة)', '感熱ロール紙 80×80mm（50巻入り）'),
    desc: t(
      'BPA-free 80 mm thermal receipt rolls, about 80 m per roll, for POS printers.',
      '不含双酚 A 的 80 毫米热敏小票纸，每卷约 80 米，适用于 POS 打印机。',
      'لفائف إيصالات حرارية خالية من BPA بعرض 80 ملم وطول نحو 80 متراً لكل لفافة، لطابعات نقاط البيع.',
      'POSプリンター用のBPAフリー80mm幅感熱レシートロールで、1巻あたり約80mです。',
    ),
  },
  {
    id: 221, cat: 7642, code: null, img: 'thermal-rolls', from: 8500,
    name: t('Thermal rolls 57×40 mm (pack of 100)', '热敏纸卷 57×40 毫米（100 卷装）', 'لفائف ورق حراري 57×40 ملم (عبوة 100 لفافة)', '感熱ロール紙 57×40mm（100巻入り）'),
    desc: t(
      'Compact BPA-free rolls for card machines and mobile printers.',
      '小尺寸热敏纸卷，适用于刷卡机和便携打印机，不含双酚 A。',
      'لفائف صغيرة خالية من BPA لأجهزة البطاقات والطابعات المحمولة.',
      'カード決済端末やモバイルプリンター用の、BPAフリーのコンパクトなロールです。',
    ),
  },
];

const toGoods = (rows: GoodsRow[]): SeedGoods[] => {
  const perCategory = new Map<number, number>();
  return rows.map((row) => {
    const sort = (perCategory.get(row.cat) ?? 0) + 1;
    perCategory.set(row.cat, sort);
    const image = goodsImg(row.img);
    return {
      id: row.id,
      categoryId: row.cat,
      name: row.name,
      description: row.desc,
      image,
      images: [image],
      isCustom: row.code === null ? 0 : 1,
      customCode: row.code,
      priceFromFils: row.from,
      sort,
    };
  });
};

export const seedGoods: SeedGoods[] = [...toGoods(customRows), ...toGoods(readyStockRows)];

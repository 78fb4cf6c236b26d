/**
 * Demo catalogue seed: the category tree and the quote products' goods rows come from schemas/ through the generated
 * registry (schemas/categories.json; each product file's x-category, x-image, x-texts, x-goods); this file adds the
 * mega-menu promo images and the ready-stock goods of category 76 (spec §9), which are not quote products.
 * Category 26 is the grouped, collapsible one in the side menu (spec §2 "Category panel and side menu"). The first
 * 12 level-1 categories by `sort` feed the side menu's quote list. Image paths are relative to the shop's image host
 * (no leading slash).
 */
import { categories } from '../../../generated/quote/categories';
import { quoteGoods } from '../../../generated/quote/goods';
import { fromPriceFils } from '../../../domain/quote';
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
  /** VAT included, like every "from" price the shop shows. */
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

type PromoName = 'business-cards' | 'flyers' | 'packaging' | 'large-format' | 'stickers' | 'member-day' | 'ready-stock';

const goodsImg = (family: GoodsFamily): string => `img/goods/${family}.svg`;
const promoImg = (name: PromoName): string => `img/promo/${name}.svg`;

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

/** Ready-stock goods under category 76, sold as-is (ids 201–224); their variants, prices and stock: ./stock.ts. */
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
  {
    id: 222, cat: 7643, code: null, img: 'stationery', from: 2500,
    name: t('Ballpoint pens, click type (pack of 50)', '按动圆珠笔（50 支装）', 'أقلام حبر جاف بزر ضغط (عبوة 50 قلماً)', 'ノック式ボールペン（50本入り）'),
    desc: t(
      'Smooth 1.0 mm ballpoint pens with a white barrel and a clip, ready for meetings, hotels and events.',
      '1.0 毫米顺滑圆珠笔，白色笔杆带笔夹，适合会议、酒店和活动使用。',
      'أقلام حبر جاف سلسة برأس 1.0 ملم وجسم أبيض مع مشبك، مناسبة للاجتماعات والفنادق والفعاليات.',
      '白い軸にクリップが付いた書き味なめらかな1.0mmボールペンです。会議やホテル、イベントにどうぞ。',
    ),
  },
  {
    id: 223, cat: 7643, code: null, img: 'stationery', from: 4500,
    name: t('A5 notebooks, ruled, 80 sheets (pack of 10)', 'A5 横线笔记本 80 页（10 本装）', 'دفاتر A5 مسطّرة، 80 ورقة (عبوة 10 دفاتر)', 'A5罫線ノート 80枚（10冊入り）'),
    desc: t(
      'Stitched A5 notebooks with 80 gsm ruled pages and a plain card cover, ready for a sticker or a stamp.',
      '锁线装订 A5 笔记本，80 克横线内页，素色卡纸封面，可贴标签或盖章。',
      'دفاتر A5 مخيطة بصفحات مسطّرة بوزن 80 غ/م² وغلاف كرتوني سادة جاهز لملصق أو ختم.',
      '80g/m²の罫線ページと無地の表紙の糸綴じA5ノートです。ステッカーやスタンプで仕上げられます。',
    ),
  },
  {
    id: 224, cat: 7612, code: null, img: 'cups', from: 13000,
    name: t('Ceramic mugs 11 oz, sublimation blanks (box of 36)', '11 盎司陶瓷马克杯热转印坯（36 个装）', 'أكواب سيراميك 11 أونصة فارغة للطباعة بالتسامي (صندوق 36 كوباً)', '11ozセラミックマグ 昇華転写用無地（36個入り）'),
    desc: t(
      'AAA-grade coated ceramic mugs for sublimation printing, dishwasher safe, packed in single boxes.',
      'AAA 级涂层陶瓷马克杯，适用于热转印，可用洗碗机清洗，单个盒装。',
      'أكواب سيراميك مطلية من الدرجة AAA للطباعة بالتسامي، آمنة في غسالة الأطباق، معبأة في علب فردية.',
      '昇華転写用のAAAグレードのコーティング済みセラミックマグで、食洗機に対応し、1個ずつ箱に入っています。',
    ),
  },
];

/** The level-3 categories and their goods, from the generated registry (schemas/categories.json). */
export const seedCategories: SeedCategory[] = categories.map((c) => ({ id: c.id, parentId: c.parentId, level: c.level, name: c.name, icon: c.image, image: c.image, sort: c.sort }));

/**
 * Quote products' goods rows (from their product files). A product whose file gives no `x-goods` id gets the next
 * id after the highest one; one without a sort goes last in its category.
 */
export function quoteGoodsRows(takenIds: ReadonlySet<number>, lastSort: (categoryId: number) => number): SeedGoods[] {
  let next = Math.max(0, ...takenIds, ...quoteGoods.flatMap((g) => (g.id === undefined ? [] : [g.id])));
  const sorts = new Map<number, number>();
  return quoteGoods.map((g) => {
    const sort = g.sort ?? (sorts.get(g.categoryId) ?? lastSort(g.categoryId)) + 1;
    sorts.set(g.categoryId, Math.max(sort, sorts.get(g.categoryId) ?? 0));
    return {
      id: g.id ?? ++next,
      categoryId: g.categoryId,
      name: g.name,
      description: g.description,
      image: g.image,
      images: [g.image],
      isCustom: 1,
      customCode: g.code,
      // the shop shows the engine's own "from" price for quote products; this is the row's copy of it
      priceFromFils: fromPriceFils(g.code) ?? 0,
      sort,
    };
  });
}

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

const readyStock = toGoods(readyStockRows);
const readyStockSorts = (categoryId: number) => Math.max(0, ...readyStock.filter((g) => g.categoryId === categoryId).map((g) => g.sort));
export const seedGoods: SeedGoods[] = [...quoteGoodsRows(new Set(readyStock.map((g) => g.id)), readyStockSorts), ...readyStock];

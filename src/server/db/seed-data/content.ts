/**
 * Help articles (footer links /news_list/detail?id=N, spec §2: ids 1–11 and 13; 12 does not exist) and shop notices.
 *
 * Bodies are plain text: paragraphs separated by a blank line, bullet lines starting with "- ". The facts repeat
 * the shop's rules (spec §5, §6, §9): working hours Mon–Sat 09:00–19:00, VAT 5%, orders over AED 1,000 paid only
 * by bank transfer or balance, one basic freight charge on the first order of each day, file rules and tolerances,
 * membership levels and member day.
 */
import type { LocalizedText } from '../schema';

export interface SeedArticle {
  id: number;
  title: LocalizedText;
  body: LocalizedText;
  sort: number;
}

export interface SeedNotice {
  id: number;
  title: LocalizedText;
  body: LocalizedText;
  /** ISO 8601 timestamp. */
  publishedAt: string;
}

const t = (en: string, zh: string, ar: string, ja: string): LocalizedText => ({ en, zh, ar, ja });

/** Joins blocks into a body: a block is a paragraph, or a list of items rendered as "- " bullet lines. */
const doc = (...blocks: (string | string[])[]): string =>
  blocks.map((block) => (typeof block === 'string' ? block : block.map((item) => `- ${item}`).join('\n'))).join('\n\n');

export const seedArticles: SeedArticle[] = [
  {
    id: 1,
    sort: 1,
    title: t('Company profile', '公司简介', 'نبذة عن الشركة', '会社概要'),
    body: t(
      doc(
        'printfront is a Dubai-based printing and advertising-products company. From our production site in Al Quoz Industrial Area 3 we print business cards, flyers, booklets, packaging, stickers, banners, signage and much more for businesses across the UAE and the wider Gulf region.',
        'Our workshop combines digital presses for fast short runs, Heidelberg offset presses for volume work, wide-format and UV printers for large-format and rigid media, and a full finishing department for lamination, foil, spot UV, die-cutting, binding and box making.',
        'This online store lets you get an exact price instantly, upload your artwork, pay and track every order in one place. Prices are shown in AED, and VAT at 5% is added as its own line at checkout.',
        'What we stand for:',
        [
          'Quality: our pre-press team checks every file before it goes to press.',
          'Timeliness: we show you a delivery date, not a vague number of days.',
          'After-sales: if something is wrong, we reprint or refund.',
          'Ten thousand templates, so you can start your design in minutes.',
        ],
        'Our team works Monday to Saturday, 09:00–19:00. We look forward to printing for you.',
      ),
      doc(
        'printfront 是一家总部位于迪拜的印刷与广告制品公司。我们位于阿尔库兹第三工业区（Al Quoz Industrial Area 3）的生产基地，为阿联酋及整个海湾地区的企业印制名片、传单、画册、包装、贴纸、横幅、标识等各类产品。',
        '我们的车间配备用于快速短版印刷的数码印刷机、用于大批量印刷的海德堡胶印机、用于大幅面及硬质材料的宽幅打印机和 UV 打印机，以及完整的后道工艺部门，可完成覆膜、烫金、局部 UV、模切、装订和制盒。',
        '在本网店，您可以即时获得准确报价、上传设计文件、在线付款，并在同一处跟踪所有订单。价格以迪拉姆（AED）显示，结算时单独列出 5% 增值税。',
        '我们的承诺：',
        [
          '品质：每个文件在上机印刷前都由印前团队检查。',
          '时效：我们显示明确的交货日期，而不是模糊的天数。',
          '售后：如有问题，我们负责重印或退款。',
          '上万套模板，几分钟即可开始您的设计。',
        ],
        '我们的工作时间为周一至周六 09:00–19:00，期待为您服务。',
      ),
      doc(
        'printfront شركة متخصصة في الطباعة والمنتجات الإعلانية مقرها دبي. من موقع الإنتاج لدينا في منطقة القوز الصناعية 3 نطبع بطاقات العمل والمنشورات والكتيبات والعلب والستيكرات واللافتات واللوحات وغيرها الكثير للشركات في جميع أنحاء الإمارات ومنطقة الخليج.',
        'تضم ورشتنا مطابع رقمية للكميات الصغيرة السريعة، ومطابع أوفست هايدلبرغ للكميات الكبيرة، وطابعات عريضة وطابعات UV للمطبوعات كبيرة الحجم والمواد الصلبة، إضافة إلى قسم تشطيب متكامل للتغليف الحراري والختم الرقائقي وطلاء UV الموضعي والقص بالقالب والتجليد وصناعة العلب.',
        'يتيح لك هذا المتجر الإلكتروني الحصول على سعر دقيق فوراً، ورفع تصاميمك، والدفع، وتتبع جميع طلباتك في مكان واحد. تُعرض الأسعار بالدرهم الإماراتي، وتُضاف ضريبة القيمة المضافة بنسبة 5% في سطر مستقل عند إتمام الطلب.',
        'ما نلتزم به:',
        [
          'الجودة: يراجع فريق ما قبل الطباعة كل ملف قبل طباعته.',
          'الالتزام بالمواعيد: نعرض لك تاريخ تسليم واضحاً بدلاً من عدد أيام تقريبي.',
          'خدمة ما بعد البيع: إذا حدث خطأ، نعيد الطباعة أو نرد المبلغ.',
          'عشرة آلاف قالب جاهز لتبدأ تصميمك خلال دقائق.',
        ],
        'يعمل فريقنا من الاثنين إلى السبت، من 09:00 إلى 19:00. يسعدنا أن نطبع لك.',
      ),
      doc(
        'printfrontは、ドバイを拠点とする印刷・広告製品の会社です。アル・クオズ工業地区3（Al Quoz Industrial Area 3）の生産拠点から、名刺、チラシ、冊子、パッケージ、ステッカー、バナー、サインなどを、UAEおよび湾岸地域の企業へお届けしています。',
        '工場には、小ロットを素早く刷るデジタル印刷機、大量印刷向けのハイデルベルグ製オフセット印刷機、大判・硬質素材向けの大判プリンターとUVプリンターがあり、ラミネート、箔押し、スポットUV、型抜き、製本、製函までを一貫して行う加工部門も備えています。',
        'このオンラインストアでは、正確な価格をすぐに確認し、データを入稿し、支払いからすべての注文の追跡までを一か所で行えます。価格はAED（UAEディルハム）で表示され、5%のVATはご注文手続きの際に別行で加算されます。',
        '私たちの約束：',
        [
          '品質：すべてのデータを印刷前にプリプレスチームが確認します。',
          '納期：あいまいな日数ではなく、お届け日を明示します。',
          'アフターサービス：不具合があれば、再印刷または返金で対応します。',
          '1万点のテンプレートで、数分でデザインを始められます。',
        ],
        '営業時間は月曜日から土曜日の9:00〜19:00です。皆さまのご注文を心よりお待ちしております。',
      ),
    ),
  },
  {
    id: 2,
    sort: 2,
    title: t('Contact us', '联系我们', 'اتصل بنا', 'お問い合わせ'),
    body: t(
      doc(
        'Our customer service team is available Monday to Saturday, 09:00–19:00 (UAE time). Messages sent outside these hours are answered on the next working day.',
        'Phone lines by service:',
        [
          'Print quotes (offset, books, packaging): +971 4 338 1200',
          'Digital quotes (short runs, stickers, cards): +971 4 338 1201',
          'Advertising quotes (banners, signage, displays): +971 4 338 1202',
          'After-sales: +971 4 338 1203',
          'Order tracking: +971 4 338 1204',
        ],
        'Email:',
        [
          'General enquiries: hello@printfront.ae',
          'Quotes and artwork: quotes@printfront.ae',
          'After-sales and refunds: aftersales@printfront.ae',
          'Accounts, invoices and bank transfers: accounts@printfront.ae',
        ],
        'Visit us: printfront Printing & Advertising LLC, Warehouse 14, Street 6B, Al Quoz Industrial Area 3, Dubai, United Arab Emirates. Factory pickup orders can be collected at the same address during working hours; please bring your order number.',
        'For the fastest answer about an existing order, include your order number in your message.',
      ),
      doc(
        '客服团队的服务时间为周一至周六 09:00–19:00（阿联酋时间）。非工作时间发送的消息，将在下一个工作日回复。',
        '各业务电话：',
        [
          '印刷报价（胶印、书刊、包装）：+971 4 338 1200',
          '数码报价（短版、贴纸、卡片）：+971 4 338 1201',
          '广告报价（横幅、标识、展架）：+971 4 338 1202',
          '售后服务：+971 4 338 1203',
          '订单查询：+971 4 338 1204',
        ],
        '电子邮箱：',
        [
          '一般咨询：hello@printfront.ae',
          '报价与设计文件：quotes@printfront.ae',
          '售后与退款：aftersales@printfront.ae',
          '账户、发票与银行转账：accounts@printfront.ae',
        ],
        '公司地址：printfront Printing & Advertising LLC，阿联酋迪拜阿尔库兹第三工业区 6B 街 14 号仓库。选择工厂自提的订单可在工作时间到上述地址提货，请携带订单号。',
        '如咨询已有订单，请在消息中注明订单号，以便我们更快答复。',
      ),
      doc(
        'فريق خدمة العملاء متاح من الاثنين إلى السبت، من 09:00 إلى 19:00 (بتوقيت الإمارات). نرد على الرسائل المرسلة خارج هذه الأوقات في يوم العمل التالي.',
        'أرقام الهاتف حسب الخدمة:',
        [
          'عروض أسعار الطباعة (أوفست، كتب، تغليف): ‎+971 4 338 1200',
          'عروض أسعار الطباعة الرقمية (كميات صغيرة، ستيكرات، بطاقات): ‎+971 4 338 1201',
          'عروض أسعار الإعلانات (لافتات، لوحات، أنظمة عرض): ‎+971 4 338 1202',
          'خدمة ما بعد البيع: ‎+971 4 338 1203',
          'تتبع الطلبات: ‎+971 4 338 1204',
        ],
        'البريد الإلكتروني:',
        [
          'الاستفسارات العامة: hello@printfront.ae',
          'عروض الأسعار والتصاميم: quotes@printfront.ae',
          'خدمة ما بعد البيع والمبالغ المستردة: aftersales@printfront.ae',
          'الحسابات والفواتير والتحويلات البنكية: accounts@printfront.ae',
        ],
        'العنوان: printfront Printing & Advertising LLC، المستودع 14، الشارع 6B، منطقة القوز الصناعية 3، دبي، الإمارات العربية المتحدة. يمكن استلام طلبات الاستلام من المصنع من العنوان نفسه خلال ساعات العمل، مع إحضار رقم الطلب.',
        'للحصول على أسرع رد بخصوص طلب قائم، اذكر رقم الطلب في رسالتك.',
      ),
      doc(
        'カスタマーサービスの受付時間は、月曜日から土曜日の9:00〜19:00（UAE時間）です。時間外にいただいたメッセージには、翌営業日に返信いたします。',
        'サービス別の電話番号：',
        [
          '印刷のお見積り（オフセット、書籍、パッケージ）：+971 4 338 1200',
          'デジタル印刷のお見積り（小ロット、ステッカー、カード）：+971 4 338 1201',
          '広告物のお見積り（バナー、サイン、展示什器）：+971 4 338 1202',
          'アフターサービス：+971 4 338 1203',
          'ご注文状況の確認：+971 4 338 1204',
        ],
        'メール：',
        [
          '一般的なお問い合わせ：hello@printfront.ae',
          'お見積り・入稿データ：quotes@printfront.ae',
          'アフターサービス・返金：aftersales@printfront.ae',
          'アカウント・請求書・銀行振込：accounts@printfront.ae',
        ],
        '所在地：printfront Printing & Advertising LLC、Warehouse 14, Street 6B, Al Quoz Industrial Area 3, Dubai, United Arab Emirates。工場引き取りのご注文は、営業時間内に同じ住所でお受け取りいただけます。注文番号をご持参ください。',
        'ご注文に関するお問い合わせは、メッセージに注文番号を記載いただくと、より早くご案内できます。',
      ),
    ),
  },
  {
    id: 3,
    sort: 3,
    title: t('Join us', '加入我们', 'انضم إلينا', '採用情報'),
    body: t(
      doc(
        'printfront is growing, and we are always glad to meet people who care about good print. Our multinational team works at the Al Quoz production site Monday to Saturday, 09:00–19:00, with paid overtime during peak seasons such as National Day, Ramadan and the year end.',
        'Roles we hire for regularly:',
        [
          'Pre-press operators who know CMYK, bleed, imposition and colour management',
          'Digital and offset press operators',
          'Finishing and packaging technicians (lamination, die-cutting, box making, binding)',
          'Large-format and signage installers with a valid UAE driving licence',
          'Customer service and sales coordinators fluent in English and Arabic; Chinese or another language is a plus',
          'Graphic designers for our template library and design service',
        ],
        'We offer an employment visa and medical insurance, annual leave and air tickets in line with UAE labour law, on-the-job training on modern equipment, and a clear path to senior and supervisor roles.',
        'To apply, email your CV to careers@printfront.ae with the job title in the subject line; for design roles, add a portfolio of up to 10 pages. Attachments must be under 5 MB. We reply to shortlisted candidates within two weeks.',
      ),
      doc(
        'printfront 正在不断发展，我们始终欢迎热爱印刷品质的人才加入。我们的多国籍团队在阿尔库兹生产基地工作，工作时间为周一至周六 09:00–19:00；国庆日、斋月和年底等旺季加班均有加班费。',
        '我们常年招聘以下岗位：',
        [
          '印前操作员：熟悉 CMYK、出血、拼版和色彩管理',
          '数码及胶印机长',
          '后道与包装技术员（覆膜、模切、制盒、装订）',
          '大幅面及标识安装工，需持有有效的阿联酋驾照',
          '客服及销售协调员：英语和阿拉伯语流利，会中文或其他语言者优先',
          '平面设计师：负责模板库和设计服务',
        ],
        '我们提供工作签证和医疗保险，按阿联酋劳动法享有年假和机票，提供现代化设备的在岗培训，以及清晰的资深岗位和主管晋升通道。',
        '应聘请将简历发送至 careers@printfront.ae，邮件主题注明应聘职位；设计岗位请附不超过 10 页的作品集。附件须小于 5 MB。我们会在两周内回复入围候选人。',
      ),
      doc(
        'تنمو printfront باستمرار، ويسعدنا دائماً التعرّف على أشخاص يهتمون بجودة الطباعة. يعمل فريقنا متعدد الجنسيات في موقع الإنتاج بمنطقة القوز من الاثنين إلى السبت، من 09:00 إلى 19:00، مع أجر إضافي عن ساعات العمل الإضافية في مواسم الذروة مثل اليوم الوطني ورمضان ونهاية العام.',
        'الوظائف التي نوظّف لها بانتظام:',
        [
          'فنيو ما قبل الطباعة ممن يتقنون CMYK والهوامش الزائدة وترتيب الصفحات وإدارة الألوان',
          'مشغلو المطابع الرقمية ومطابع الأوفست',
          'فنيو التشطيب والتغليف (التغليف الحراري، القص بالقالب، صناعة العلب، التجليد)',
          'فنيو تركيب المطبوعات الكبيرة واللوحات ممن يحملون رخصة قيادة إماراتية سارية',
          'منسقو خدمة العملاء والمبيعات ممن يجيدون الإنجليزية والعربية، وتُعد الصينية أو أي لغة أخرى ميزة إضافية',
          'مصممون جرافيكيون لمكتبة القوالب وخدمة التصميم',
        ],
        'نوفر تأشيرة عمل وتأميناً صحياً، وإجازة سنوية وتذاكر سفر وفقاً لقانون العمل الإماراتي، وتدريباً أثناء العمل على معدات حديثة، ومساراً واضحاً للترقي إلى وظائف أقدم ومناصب إشرافية.',
        'للتقديم، أرسل سيرتك الذاتية إلى careers@printfront.ae مع ذكر المسمى الوظيفي في عنوان الرسالة، وأضف لوظائف التصميم ملف أعمال لا يتجاوز 10 صفحات. يجب أن يكون حجم المرفقات أقل من 5 ميغابايت. نرد على المرشحين المختارين خلال أسبوعين.',
      ),
      doc(
        'printfrontは成長を続けており、良い印刷物づくりに情熱を持つ方との出会いをいつでも歓迎しています。多国籍のチームがアル・クオズの生産拠点で月曜日から土曜日の9:00〜19:00に勤務しており、ナショナルデー、ラマダン、年末などの繁忙期には残業手当を支給します。',
        '定期的に募集している職種：',
        [
          'CMYK、塗り足し、面付け、カラーマネジメントを理解しているプリプレスオペレーター',
          'デジタル印刷機・オフセット印刷機のオペレーター',
          '加工・パッケージ技術者（ラミネート、型抜き、製函、製本）',
          '有効なUAE運転免許をお持ちの大判出力物・サインの施工スタッフ',
          '英語とアラビア語が堪能なカスタマーサービス・営業コーディネーター（中国語などほかの言語ができれば尚可）',
          'テンプレートライブラリとデザインサービスを担当するグラフィックデザイナー',
        ],
        '就労ビザと医療保険、UAE労働法に基づく年次休暇と航空券を用意し、最新設備でのOJT研修や、シニア職・監督職への明確なキャリアパスを提供しています。',
        '応募は、件名に職種名を記載のうえ、履歴書を careers@printfront.ae までお送りください。デザイン職の方は10ページ以内のポートフォリオも添付してください。添付ファイルは5MB未満でお願いします。書類選考を通過された方には2週間以内にご連絡します。',
      ),
    ),
  },
  {
    id: 4,
    sort: 4,
    title: t('Ordering tutorial', '下单教程', 'دليل تقديم الطلب', 'ご注文ガイド'),
    body: t(
      doc(
        'Ordering online takes only a few minutes. Follow these steps from quote to delivery:',
        [
          'Choose a product from the category menu, or type its name in the search box.',
          'Configure it on the quote page: size, paper, colours, finishing, quantity and turnaround. The price updates instantly and shows the delivery date.',
          'Add it to the cart. You can combine several products in one order.',
          'Log in or register, then confirm the order: pick a delivery address and method, upload your print file, leave a note for our team and choose a coupon if you have one.',
          'Pay by card, balance, bank transfer, credit or cash on delivery. Orders over AED 1,000 can be paid only by bank transfer or balance.',
          'Approve the proof. Our pre-press team checks your file and sends a proof when needed; production starts once payment and proof approval are complete.',
          'Track the order under My orders until it is shipped and delivered.',
        ],
        'Tips: the file name must contain the finished size, for example card90x54. An order that is already in production cannot be cancelled online, so please contact customer service if you need to change it. Members get an extra 30 minutes before the daily order deadline.',
      ),
      doc(
        '在线下单只需几分钟。从报价到收货，请按以下步骤操作：',
        [
          '从分类菜单中选择产品，或在搜索框中输入产品名称。',
          '在报价页面设置尺寸、纸张、颜色、后道工艺、数量和交期。价格即时更新，并显示交货日期。',
          '加入购物车。一个订单可以包含多个产品。',
          '登录或注册后确认订单：选择收货地址和配送方式，上传印刷文件，给我们的团队留言，如有优惠券可一并选择。',
          '可使用银行卡、余额、银行转账、信用额度或货到付款支付。金额超过 1,000 迪拉姆的订单只能通过银行转账或余额支付。',
          '确认校样。印前团队会检查您的文件，必要时发送校样；付款和校样确认完成后即开始生产。',
          '在“我的订单”中跟踪订单，直至发货和签收。',
        ],
        '小提示：文件名必须包含成品尺寸，例如 card90x54。已进入生产的订单无法在线取消，如需修改请联系客服。会员每天的下单截止时间可延长 30 分钟。',
      ),
      doc(
        'لا يستغرق الطلب عبر الإنترنت سوى بضع دقائق. اتبع هذه الخطوات من عرض السعر حتى التسليم:',
        [
          'اختر منتجاً من قائمة الفئات، أو اكتب اسمه في مربع البحث.',
          'اضبط خياراته في صفحة عرض السعر: المقاس والورق والألوان والتشطيبات والكمية ومدة التنفيذ. يتحدث السعر فوراً ويظهر تاريخ التسليم.',
          'أضفه إلى السلة. يمكنك الجمع بين عدة منتجات في طلب واحد.',
          'سجّل الدخول أو أنشئ حساباً، ثم أكّد الطلب: اختر عنوان التسليم وطريقته، وارفع ملف الطباعة، واترك ملاحظة لفريقنا، واختر قسيمة خصم إن وُجدت.',
          'ادفع بالبطاقة أو من الرصيد أو بالتحويل البنكي أو بالائتمان أو نقداً عند التسليم. الطلبات التي تزيد على 1,000 درهم لا يمكن دفعها إلا بالتحويل البنكي أو من الرصيد.',
          'وافق على البروفة. يراجع فريق ما قبل الطباعة ملفك ويرسل بروفة عند الحاجة، ويبدأ الإنتاج بعد اكتمال الدفع والموافقة على البروفة.',
          'تابع الطلب من قسم "طلباتي" حتى شحنه وتسليمه.',
        ],
        'نصائح: يجب أن يتضمن اسم الملف المقاس النهائي، مثل card90x54. لا يمكن إلغاء الطلب عبر الإنترنت بعد دخوله مرحلة الإنتاج، لذا يُرجى التواصل مع خدمة العملاء إذا احتجت إلى تعديله. يحصل الأعضاء على 30 دقيقة إضافية قبل الموعد النهائي اليومي لتقديم الطلبات.',
      ),
      doc(
        'オンラインでのご注文は数分で完了します。お見積りからお届けまで、次の手順で進めてください。',
        [
          'カテゴリーメニューから商品を選ぶか、検索ボックスに商品名を入力します。',
          'お見積りページでサイズ、用紙、色数、加工、数量、納期を設定します。価格はその場で更新され、お届け日も表示されます。',
          'カートに入れます。1回の注文で複数の商品をまとめられます。',
          'ログインまたは会員登録をして注文内容を確認します。お届け先と配送方法を選び、印刷データをアップロードし、スタッフへの備考を入力し、クーポンがあれば選択します。',
          'カード、残高、銀行振込、与信（掛け払い）、代金引換でお支払いいただけます。1,000 AEDを超えるご注文は、銀行振込または残高でのみお支払いいただけます。',
          '校正を承認します。プリプレスチームがデータを確認し、必要に応じて校正をお送りします。お支払いと校正承認が完了すると製作を開始します。',
          '「注文履歴」で発送からお届けまでの状況を確認できます。',
        ],
        'ヒント：ファイル名には仕上がりサイズを含めてください（例：card90x54）。製作に入った注文はオンラインでキャンセルできませんので、変更が必要な場合はカスタマーサービスにご連絡ください。会員の方は、毎日の注文締め切りが30分延長されます。',
      ),
    ),
  },
  {
    id: 5,
    sort: 5,
    title: t('Pre-press file specification', '印前文件规范', 'مواصفات ملفات ما قبل الطباعة', '入稿データの仕様'),
    body: t(
      doc(
        'Following these rules lets your job go to press without delay. Files that do not meet them are returned for correction, which moves the delivery date.',
        'Artwork requirements:',
        [
          'Colour mode CMYK. RGB files are converted automatically and colours may shift.',
          'Convert all fonts to curves (outlines).',
          'Add bleed on every side: 1 mm for digital printing, 3 mm for offset printing.',
          'Images at 300 dpi at the final printed size.',
          'Keep text and important elements at least 3 mm inside the trim line.',
          'Preferred format: print-ready PDF; AI, CDR, PSD and high-resolution JPG or TIFF are also accepted.',
        ],
        'Uploading:',
        [
          'The file name must contain the finished size and use only letters and digits, for example card90x54 or poster420x594.',
          'Each file must be under 5 MB. For larger files, compress the images or ask us for a transfer link.',
          'The same file cannot be uploaded twice on the same day; give a revised file a new name, for example card90x54v2.',
        ],
        'Production tolerances: printed colour may differ from your screen or from an earlier run by about 10%; paper may shrink by 1–3%; cutting may vary by up to 5 mm. Design with these tolerances in mind and avoid thin borders close to the trim.',
      ),
      doc(
        '遵守以下规范，您的订单即可顺利上机印刷。不符合规范的文件将退回修改，交货日期会相应顺延。',
        '设计文件要求：',
        [
          '颜色模式为 CMYK。RGB 文件会被自动转换，颜色可能出现偏差。',
          '所有文字须转曲（转为轮廓）。',
          '四边均须留出血：数码印刷 1 毫米，胶印 3 毫米。',
          '图片在最终印刷尺寸下分辨率须达到 300 dpi。',
          '文字和重要元素距裁切线至少 3 毫米。',
          '首选可直接印刷的 PDF；也接受 AI、CDR、PSD 以及高分辨率 JPG 或 TIFF 文件。',
        ],
        '上传文件：',
        [
          '文件名必须包含成品尺寸，且只能使用字母和数字，例如 card90x54 或 poster420x594。',
          '每个文件须小于 5 MB。文件较大时，请压缩图片或联系我们获取传输链接。',
          '同一文件同一天不能重复上传；修改后的文件请重新命名，例如 card90x54v2。',
        ],
        '生产误差：印刷颜色与屏幕显示或以往批次相比可能有约 10% 的差异；纸张尺寸可能收缩 1–3%；裁切误差最多 5 毫米。设计时请考虑这些误差，避免在裁切线附近使用细边框。',
      ),
      doc(
        'الالتزام بهذه القواعد يتيح طباعة عملك دون تأخير. تُعاد الملفات غير المطابقة إليك لتصحيحها، مما يؤخر تاريخ التسليم.',
        'متطلبات التصميم:',
        [
          'نظام الألوان CMYK. تُحوَّل ملفات RGB تلقائياً وقد تتغير الألوان.',
          'حوّل جميع الخطوط إلى منحنيات (مسارات).',
          'أضف هامشاً زائداً (bleed) من كل جانب: 1 ملم للطباعة الرقمية و3 ملم لطباعة الأوفست.',
          'دقة الصور 300 نقطة في البوصة بالمقاس النهائي للطباعة.',
          'اترك النصوص والعناصر المهمة على بعد 3 ملم على الأقل داخل خط القص.',
          'الصيغة المفضلة: ملف PDF جاهز للطباعة، كما نقبل ملفات AI وCDR وPSD وJPG أو TIFF عالية الدقة.',
        ],
        'رفع الملفات:',
        [
          'يجب أن يتضمن اسم الملف المقاس النهائي وأن يحتوي على أحرف وأرقام فقط، مثل card90x54 أو poster420x594.',
          'يجب أن يكون حجم كل ملف أقل من 5 ميغابايت. للملفات الأكبر، اضغط الصور أو اطلب منا رابطاً للنقل.',
          'لا يمكن رفع الملف نفسه مرتين في اليوم نفسه، لذا امنح الملف المعدّل اسماً جديداً، مثل card90x54v2.',
        ],
        'تفاوتات الإنتاج: قد يختلف لون الطباعة عن شاشتك أو عن دفعة سابقة بنحو 10%، وقد ينكمش الورق بنسبة 1–3%، وقد يصل تفاوت القص إلى 5 ملم. راعِ هذه التفاوتات في تصميمك وتجنب الإطارات الرفيعة القريبة من خط القص.',
      ),
      doc(
        '以下のルールに沿ってデータを作成いただくと、遅れなく印刷工程に進めます。仕様に合わないデータは修正のために差し戻しとなり、お届け日が後ろにずれます。',
        'データ作成の条件：',
        [
          'カラーモードはCMYKにしてください。RGBデータは自動変換されるため、色が変わることがあります。',
          'フォントはすべてアウトライン化（曲線化）してください。',
          '四辺に塗り足しを付けてください。デジタル印刷は1mm、オフセット印刷は3mmです。',
          '画像は実寸で300dpiにしてください。',
          '文字や重要な要素は、仕上がり線から3mm以上内側に配置してください。',
          '推奨形式は印刷用PDFです。AI、CDR、PSD、高解像度のJPG・TIFFも受け付けます。',
        ],
        'アップロードについて：',
        [
          'ファイル名には仕上がりサイズを含め、英字と数字のみを使用してください（例：card90x54、poster420x594）。',
          '1ファイルあたり5MB未満にしてください。大きなファイルは画像を圧縮するか、転送用リンクをお問い合わせください。',
          '同じファイルを同じ日に2回アップロードすることはできません。修正版は card90x54v2 のように名前を変えてください。',
        ],
        '製作上の許容差：印刷の色味は画面や前回の印刷物と比べて10%程度異なる場合があり、用紙は1〜3%縮むことがあり、断裁は最大5mmずれることがあります。これらを考慮してデザインし、仕上がり線の近くに細いフチを入れるのは避けてください。',
      ),
    ),
  },
  {
    id: 6,
    sort: 6,
    title: t('Claiming and using coupons', '优惠券领取与使用', 'الحصول على القسائم واستخدامها', 'クーポンの受け取りと使い方'),
    body: t(
      doc(
        'Coupons reduce the amount you pay for an order. Claim them on the Get coupons page and find them later under My account › Coupons, sorted into usable, used and expired.',
        'Who can claim: members with a valid membership level, and accounts that have completed tax certification with a UAE Tax Registration Number. Each coupon has a claim limit per account; once it is reached, or when a batch has run out, the claim is declined.',
        'Coupons to look out for:',
        [
          'Trial vouchers: valid members receive 5 trial vouchers of AED 10 each.',
          'Member day: from the 1st to the 5th of every month, claim a AED 50 coupon for orders of AED 1,000 or more.',
          'Seasonal and product coupons announced in our notices.',
        ],
        'Using a coupon: choose it on the order confirmation page. Each coupon shows its amount, its threshold (the minimum order value), its validity period and its scope: all products, specified products or limited categories. Coupons that do not match the products in your cart are greyed out. Coupons cannot be exchanged for cash, and the discount is applied before 5% VAT is added.',
      ),
      doc(
        '优惠券可以抵减订单的支付金额。您可以在“领取优惠券”页面领取，之后在“我的账户 › 优惠券”中查看，分为可使用、已使用和已过期三类。',
        '领取资格：持有有效会员等级的会员，以及已通过税务认证（阿联酋税号 TRN）的账户。每张优惠券都有每个账户的领取上限；达到上限或该批次已领完时，将无法领取。',
        '值得关注的优惠券：',
        [
          '体验券：有效会员可获得 5 张面值 10 迪拉姆的体验券。',
          '会员日：每月 1 日至 5 日，可领取满 1,000 迪拉姆可用的 50 迪拉姆优惠券。',
          '在公告中发布的节日券和产品专享券。',
        ],
        '使用方法：在确认订单页面选择优惠券。每张优惠券都标明金额、使用门槛（最低订单金额）、有效期和适用范围：全部商品、指定商品或限定分类。与购物车商品不匹配的优惠券将显示为灰色。优惠券不可兑换现金，折扣在加收 5% 增值税之前抵扣。',
      ),
      doc(
        'تخفّض القسائم المبلغ الذي تدفعه مقابل الطلب. احصل عليها من صفحة "احصل على القسائم"، وستجدها لاحقاً في "حسابي › القسائم" مصنفة إلى قابلة للاستخدام ومستخدمة ومنتهية الصلاحية.',
        'من يحق له الحصول عليها: الأعضاء ذوو مستوى العضوية الساري، والحسابات التي أكملت التوثيق الضريبي برقم التسجيل الضريبي الإماراتي. لكل قسيمة حد أقصى للحصول عليها لكل حساب، وعند بلوغه أو نفاد الدفعة يُرفض الطلب.',
        'قسائم تستحق المتابعة:',
        [
          'قسائم التجربة: يحصل الأعضاء الساريون على 5 قسائم تجربة بقيمة 10 دراهم لكل منها.',
          'يوم الأعضاء: من اليوم الأول إلى الخامس من كل شهر، احصل على قسيمة بقيمة 50 درهماً للطلبات بقيمة 1,000 درهم فأكثر.',
          'قسائم موسمية وقسائم للمنتجات نعلن عنها في إشعاراتنا.',
        ],
        'استخدام القسيمة: اخترها في صفحة تأكيد الطلب. تعرض كل قسيمة قيمتها والحد الأدنى لقيمة الطلب ومدة صلاحيتها ونطاقها: جميع المنتجات أو منتجات محددة أو فئات محددة. تظهر القسائم التي لا تنطبق على منتجات سلتك باللون الرمادي. لا يمكن استبدال القسائم نقداً، ويُطبَّق الخصم قبل إضافة ضريبة القيمة المضافة بنسبة 5%.',
      ),
      doc(
        'クーポンを使うと、ご注文のお支払い金額が割引されます。「クーポン受け取り」ページで受け取ったクーポンは、「マイアカウント › クーポン」で「利用可能」「使用済み」「期限切れ」に分けて確認できます。',
        '受け取れる方：有効な会員レベルをお持ちの会員様、およびUAEの税務登録番号（TRN）による税務認証を完了したアカウントです。クーポンごとに1アカウントあたりの受け取り上限があり、上限に達した場合や配布枚数がなくなった場合は受け取れません。',
        '注目のクーポン：',
        [
          'お試しクーポン：有効な会員様には10 AEDのお試しクーポンを5枚お贈りします。',
          '会員デー：毎月1日〜5日に、1,000 AED以上のご注文で使える50 AEDクーポンを受け取れます。',
          'お知らせで告知する季節限定クーポンや商品別クーポン。',
        ],
        '使い方：注文確認ページでクーポンを選択します。各クーポンには金額、利用条件（最低注文金額）、有効期間、対象範囲（全商品、指定商品、指定カテゴリー）が表示されます。カート内の商品に使えないクーポンはグレー表示になります。クーポンは現金に交換できず、割引は5%のVATを加算する前の金額に適用されます。',
      ),
    ),
  },
  {
    id: 7,
    sort: 7,
    title: t('Dedicated delivery', '专车配送', 'التوصيل المخصص', '専用便配送'),
    body: t(
      doc(
        'Dedicated delivery is our own van service for customers in Dubai, Sharjah and Ajman, and for large or fragile items such as signage, light boxes and display stands anywhere in the UAE.',
        'How it works:',
        [
          'Choose door delivery at checkout and select a saved address, or add a new one with a contact phone number.',
          'Our driver calls before arriving. Deliveries run Monday to Saturday, 09:00–19:00.',
          'Check the parcels on receipt and report any visible damage to the driver before you sign.',
          'Cash on delivery is available for orders up to AED 1,000.',
        ],
        'Charges: the basic freight charge is paid once a day. Only your first order of the day carries it; further orders placed the same day are delivered without another basic charge. Bulky items, remote areas and timed deliveries may add a surcharge, which is always shown before you pay.',
        'Members at higher levels also receive three free rush deliveries a year; see the member benefits page for details.',
        'Prefer to collect? Choose factory pickup and collect your order from our Al Quoz site during working hours, bringing your order number.',
      ),
      doc(
        '专车配送是我们自营的货车配送服务，覆盖迪拜、沙迦和阿治曼的客户；对于标识、灯箱和展架等大件或易碎物品，可配送至阿联酋全境。',
        '服务流程：',
        [
          '结算时选择送货上门，并选择已保存的地址，或添加带联系电话的新地址。',
          '司机会在到达前致电。配送时间为周一至周六 09:00–19:00。',
          '收货时请检查包裹，如有明显损坏，请在签收前告知司机。',
          '1,000 迪拉姆以内的订单可选择货到付款。',
        ],
        '费用：基础运费每天只收一次。仅当天的第一笔订单收取基础运费，同一天之后下的订单配送时不再重复收取。大件物品、偏远地区和指定时间配送可能产生附加费，付款前都会明确显示。',
        '较高等级的会员每年还可享受三次免费加急配送，详情请参阅会员权益页面。',
        '想自己取货？请选择工厂自提，在工作时间凭订单号到阿尔库兹工厂提货。',
      ),
      doc(
        'التوصيل المخصص هو خدمة التوصيل بشاحناتنا الخاصة للعملاء في دبي والشارقة وعجمان، وللمنتجات الكبيرة أو القابلة للكسر مثل اللوحات والصناديق المضيئة وحوامل العرض في أي مكان داخل الإمارات.',
        'كيف تعمل الخدمة:',
        [
          'اختر التوصيل إلى الباب عند إتمام الطلب، وحدد عنواناً محفوظاً أو أضف عنواناً جديداً مع رقم هاتف للتواصل.',
          'يتصل بك السائق قبل الوصول. يتم التوصيل من الاثنين إلى السبت، من 09:00 إلى 19:00.',
          'افحص الطرود عند الاستلام وأبلغ السائق بأي ضرر ظاهر قبل التوقيع.',
          'يتوفر الدفع نقداً عند التسليم للطلبات حتى 1,000 درهم.',
        ],
        'الرسوم: تُدفع رسوم الشحن الأساسية مرة واحدة في اليوم. يتحملها طلبك الأول في اليوم فقط، وتُسلَّم الطلبات الأخرى المقدمة في اليوم نفسه دون رسوم أساسية إضافية. قد تُضاف رسوم إضافية للمنتجات الضخمة أو المناطق البعيدة أو التوصيل في وقت محدد، وتظهر دائماً قبل الدفع.',
        'يحصل الأعضاء في المستويات الأعلى أيضاً على ثلاث عمليات توصيل عاجل مجانية سنوياً، ولمزيد من التفاصيل راجع صفحة مزايا الأعضاء.',
        'تفضّل الاستلام بنفسك؟ اختر الاستلام من المصنع واستلم طلبك من موقعنا في القوز خلال ساعات العمل مع إحضار رقم الطلب.',
      ),
      doc(
        '専用便配送は、ドバイ・シャルジャ・アジュマーンのお客様向けの自社バンによる配送サービスです。サイン、ライトボックス、展示スタンドなどの大型品や壊れやすい商品は、UAE全域にお届けします。',
        'ご利用の流れ：',
        [
          'ご注文手続きで「宅配（ドア・ツー・ドア）」を選び、登録済みの住所を選択するか、連絡先電話番号付きの新しい住所を追加します。',
          'ドライバーが到着前にお電話します。配送は月曜日から土曜日の9:00〜19:00です。',
          '受け取り時に荷物を確認し、目に見える破損があればサインする前にドライバーにお知らせください。',
          '1,000 AED以下のご注文は代金引換をご利用いただけます。',
        ],
        '料金：基本送料は1日1回のお支払いです。その日の最初のご注文にのみ基本送料がかかり、同じ日に追加されたご注文には基本送料がかかりません。大型品、遠隔地、時間指定の配送には追加料金がかかる場合があり、必ずお支払い前に表示されます。',
        '上位レベルの会員様は、年3回まで特急配送を無料でご利用いただけます。詳しくは会員特典ページをご覧ください。',
        'ご自身で受け取りたい場合は「工場引き取り」を選び、営業時間内に注文番号をお持ちのうえ、アル・クオズの工場でお受け取りください。',
      ),
    ),
  },
  {
    id: 8,
    sort: 8,
    title: t('Partner couriers', '合作快递', 'شركات الشحن الشريكة', '提携配送業者'),
    body: t(
      doc(
        'Outside our dedicated delivery area, and for shipments abroad, we hand orders to partner couriers and freight forwarders. You choose the method at checkout, and the delivery date shown already includes the transit time.',
        'Available methods:',
        [
          'Door delivery by courier: all seven emirates, usually the next working day after dispatch.',
          'Air freight: GCC countries and international destinations, usually 3–7 working days; best for urgent and lighter parcels.',
          'Sea freight: economical for heavy or bulky orders such as paper, boxes and display stands; transit times are confirmed with your quote.',
          'Factory pickup: collect from our Al Quoz site at no freight cost.',
          'Cash on delivery: available with door delivery in the UAE for orders up to AED 1,000.',
        ],
        'Tracking: once your order is shipped, the courier name and tracking number appear in the order details and we send you a message.',
        'Customs and duties: for shipments outside the UAE, import duties and taxes in the destination country are paid by the receiver unless agreed otherwise in writing.',
        'Damage in transit: photograph the parcel and its contents and apply for after-sales within 48 hours of delivery, so that we can file a claim with the courier and reprint your job.',
      ),
      doc(
        '在专车配送范围以外的地区以及国际运输，我们会将订单交由合作快递和货运代理承运。您可在结算时选择配送方式，页面显示的交货日期已包含运输时间。',
        '可选配送方式：',
        [
          '快递送货上门：覆盖阿联酋全部七个酋长国，通常在发货后的下一个工作日送达。',
          '空运：海湾国家及国际目的地，通常需 3–7 个工作日，适合急件和较轻的包裹。',
          '海运：适合纸张、纸箱和展架等重货或大件订单，费用经济，运输时间在报价时确认。',
          '工厂自提：到阿尔库兹工厂提货，免运费。',
          '货到付款：在阿联酋境内选择送货上门时可用，适用于 1,000 迪拉姆以内的订单。',
        ],
        '物流跟踪：订单发货后，快递公司名称和运单号会显示在订单详情中，我们也会给您发送消息。',
        '关税与税费：阿联酋境外的货件，目的地国家的进口关税和税费由收件人承担，另有书面约定的除外。',
        '运输损坏：请拍摄包裹及内件照片，并在签收后 48 小时内申请售后，以便我们向快递公司索赔并为您重印。',
      ),
      doc(
        'خارج نطاق التوصيل المخصص، وللشحنات إلى الخارج، نسلّم الطلبات إلى شركات شحن وشركات وساطة شحن شريكة. تختار طريقة الشحن عند إتمام الطلب، ويشمل تاريخ التسليم المعروض مدة النقل.',
        'طرق الشحن المتاحة:',
        [
          'التوصيل إلى الباب عبر شركة الشحن: جميع الإمارات السبع، وعادةً في يوم العمل التالي للشحن.',
          'الشحن الجوي: دول مجلس التعاون الخليجي والوجهات الدولية، وعادةً خلال 3–7 أيام عمل، وهو الأنسب للطرود العاجلة والخفيفة.',
          'الشحن البحري: خيار اقتصادي للطلبات الثقيلة أو الضخمة مثل الورق والعلب وحوامل العرض، وتُؤكَّد مدة النقل مع عرض السعر.',
          'الاستلام من المصنع: استلم طلبك من موقعنا في القوز دون رسوم شحن.',
          'الدفع عند التسليم: متاح مع التوصيل إلى الباب داخل الإمارات للطلبات حتى 1,000 درهم.',
        ],
        'التتبع: بمجرد شحن طلبك، يظهر اسم شركة الشحن ورقم التتبع في تفاصيل الطلب، ونرسل إليك رسالة بذلك.',
        'الجمارك والرسوم: بالنسبة للشحنات خارج الإمارات، يدفع المستلم رسوم الاستيراد والضرائب في بلد الوجهة ما لم يُتفق على غير ذلك كتابياً.',
        'الأضرار أثناء النقل: صوّر الطرد ومحتوياته وقدّم طلب خدمة ما بعد البيع خلال 48 ساعة من التسليم، حتى نتمكن من تقديم مطالبة لدى شركة الشحن وإعادة طباعة طلبك.',
      ),
      doc(
        '専用便の配送エリア外や海外への発送は、提携している配送業者・フォワーダーに委託します。配送方法はご注文手続きの際に選択でき、表示されるお届け日には輸送日数が含まれています。',
        '選べる配送方法：',
        [
          '配送業者による宅配：7首長国すべてに対応し、通常は発送の翌営業日にお届けします。',
          '航空便：GCC諸国および海外向けで、通常3〜7営業日。お急ぎの荷物や軽い荷物に最適です。',
          '船便：用紙、箱、展示スタンドなど重い荷物やかさばる荷物に経済的です。輸送日数はお見積りの際にご案内します。',
          '工場引き取り：アル・クオズの工場でお受け取りいただけ、送料はかかりません。',
          '代金引換：UAE国内の宅配で、1,000 AED以下のご注文にご利用いただけます。',
        ],
        '追跡：発送後、注文詳細に配送業者名と追跡番号が表示され、メッセージでもお知らせします。',
        '関税・税金：UAE国外への発送では、書面で別途合意した場合を除き、仕向地の輸入関税や税金は受取人のご負担となります。',
        '輸送中の破損：荷物と中身の写真を撮り、お届けから48時間以内にアフターサービスをお申し込みください。配送業者への請求手続きを行い、再印刷いたします。',
      ),
    ),
  },
  {
    id: 9,
    sort: 9,
    title: t('Payment help', '支付帮助', 'المساعدة في الدفع', 'お支払いについて'),
    body: t(
      doc(
        'All prices are in AED, and VAT at 5% is shown as a separate line on every order. You can pay in the following ways:',
        [
          'Online card payment: Visa and Mastercard, confirmed instantly.',
          'Account balance: top up by bank transfer in advance, then pay with one click.',
          'Bank transfer: transfer the amount due, then upload the remittance voucher (a photo or PDF of the receipt) on the payment page together with the last six digits of the transfer reference. We confirm it during working hours, usually within two hours.',
          'Credit: approved business accounts with a credit limit can pay on credit and settle their statement monthly.',
          'Cash on delivery: pay the driver when the order arrives.',
        ],
        'Important rules:',
        [
          'Orders over AED 1,000 can be paid only by bank transfer or account balance.',
          'The payment amount cannot be zero, and a payment method must be chosen.',
          'Production starts after payment is confirmed and the proof is approved.',
        ],
        'Our bank details are shown on the payment page when you choose bank transfer or top up your balance.',
        'Tax invoices can be requested under My account › Invoices, per order or as a summary, once your Tax Registration Number or membership certification has been verified.',
      ),
      doc(
        '所有价格均以迪拉姆（AED）计价，每笔订单都会单独列出 5% 增值税。您可以通过以下方式付款：',
        [
          '在线刷卡：支持 Visa 和 Mastercard，即时确认。',
          '账户余额：提前通过银行转账充值，之后一键付款。',
          '银行转账：转账应付金额后，在付款页面上传汇款凭证（收据照片或 PDF），并填写转账参考号的后六位。我们会在工作时间内确认，通常在两小时以内。',
          '信用额度：经审核并获得信用额度的企业账户可赊账支付，按月结算。',
          '货到付款：订单送达时向司机付款。',
        ],
        '重要规则：',
        [
          '金额超过 1,000 迪拉姆的订单只能通过银行转账或账户余额支付。',
          '支付金额不能为零，且必须选择支付方式。',
          '付款确认且校样确认后才开始生产。',
        ],
        '选择银行转账或余额充值时，付款页面会显示我们的银行账户信息。',
        '税号（TRN）或会员认证通过审核后，可在“我的账户 › 发票”中按订单或汇总申请税务发票。',
      ),
      doc(
        'جميع الأسعار بالدرهم الإماراتي، وتظهر ضريبة القيمة المضافة بنسبة 5% في سطر مستقل في كل طلب. يمكنك الدفع بالطرق التالية:',
        [
          'الدفع بالبطاقة عبر الإنترنت: فيزا وماستركارد، مع تأكيد فوري.',
          'رصيد الحساب: اشحن رصيدك مسبقاً بالتحويل البنكي، ثم ادفع بنقرة واحدة.',
          'التحويل البنكي: حوّل المبلغ المستحق، ثم ارفع إيصال التحويل (صورة أو ملف PDF) في صفحة الدفع مع آخر ستة أرقام من مرجع التحويل. نؤكد الدفع خلال ساعات العمل، وعادةً خلال ساعتين.',
          'الائتمان: يمكن لحسابات الشركات المعتمدة التي لديها حد ائتماني الدفع بالآجل وتسوية كشف الحساب شهرياً.',
          'الدفع نقداً عند التسليم: ادفع للسائق عند وصول الطلب.',
        ],
        'قواعد مهمة:',
        [
          'الطلبات التي تزيد على 1,000 درهم لا يمكن دفعها إلا بالتحويل البنكي أو من رصيد الحساب.',
          'لا يمكن أن يكون مبلغ الدفع صفراً، ويجب اختيار طريقة دفع.',
          'يبدأ الإنتاج بعد تأكيد الدفع والموافقة على البروفة.',
        ],
        'تظهر بياناتنا البنكية في صفحة الدفع عند اختيار التحويل البنكي أو شحن الرصيد.',
        'يمكن طلب الفواتير الضريبية من "حسابي › الفواتير" لكل طلب على حدة أو كفاتورة مجمّعة، بعد التحقق من رقم التسجيل الضريبي أو توثيق العضوية.',
      ),
      doc(
        '価格はすべてAED表示で、5%のVATはすべてのご注文で別行に表示されます。お支払い方法は次のとおりです。',
        [
          'オンラインカード決済：VisaとMastercardに対応し、即時に確認されます。',
          'アカウント残高：事前に銀行振込でチャージしておけば、ワンクリックでお支払いいただけます。',
          '銀行振込：ご請求額をお振り込みのうえ、お支払いページで振込控え（写真またはPDF）をアップロードし、振込番号の下6桁を入力してください。営業時間内に、通常2時間以内に確認します。',
          '与信（掛け払い）：与信枠の承認を受けた法人アカウントは、掛けでお支払いいただき、月ごとに精算できます。',
          '代金引換：商品のお届け時にドライバーへお支払いください。',
        ],
        '重要なルール：',
        [
          '1,000 AEDを超えるご注文は、銀行振込またはアカウント残高でのみお支払いいただけます。',
          'お支払い金額を0にすることはできず、支払い方法の選択が必要です。',
          '製作はお支払いの確認と校正の承認が済んでから開始します。',
        ],
        '振込先の口座情報は、銀行振込または残高チャージを選択した際にお支払いページに表示されます。',
        '税務登録番号または会員認証の確認が済むと、「マイアカウント › 請求書」から注文ごと、またはまとめて適格請求書（タックスインボイス）を申請できます。',
      ),
    ),
  },
  {
    id: 10,
    sort: 10,
    title: t('Beginner guide', '新手指南', 'دليل المبتدئين', 'はじめての方へ'),
    body: t(
      doc(
        'New to printfront? This guide covers the basics in five minutes.',
        'Getting started:',
        [
          'Register a personal or enterprise account with your mobile number and a password of at least 6 characters that mixes letters and digits.',
          'Add your delivery addresses and, for business purchases, your Tax Registration Number, so that you can claim coupons and request tax invoices.',
          'Browse by category or search by product name. Ready-stock items are sold as they are; custom items open a quote page with an instant price.',
          'Not sure about your artwork? Start from one of our ten thousand templates, or read the pre-press file specification before uploading.',
        ],
        'Membership levels: your level rises with growth points earned from orders over the latest 90 days. Lv1 starts at 10 points, Lv2 at 200, Lv3 at 500 and Lv4 at 1,000. Lv5 is the annual membership, at AED 10,000 for 12 months. Upgrades take effect immediately; downgrades are assessed on the 1st of each month.',
        'Depending on your level, benefits include an online self-service discount of 5% or 15%, an order deadline extended by 30 minutes, three free rush deliveries a year and member day coupons from the 1st to the 5th of each month.',
        'Need help? Call us Monday to Saturday, 09:00–19:00, or read the FAQ.',
      ),
      doc(
        '初次使用 printfront？这份指南帮您在五分钟内了解基础知识。',
        '快速入门：',
        [
          '使用手机号注册个人或企业账户，密码至少 6 位，须同时包含字母和数字。',
          '添加收货地址；如为企业采购，请填写税号（TRN），以便领取优惠券和申请税务发票。',
          '按分类浏览或按产品名称搜索。现货商品直接购买；定制商品会打开报价页面，即时显示价格。',
          '对设计文件没有把握？可以从上万套模板开始，或在上传前阅读印前文件规范。',
        ],
        '会员等级：等级根据最近 90 天订单累积的成长值提升。Lv1 需 10 点，Lv2 需 200 点，Lv3 需 500 点，Lv4 需 1,000 点。Lv5 为年费会员，12 个月 10,000 迪拉姆。升级即时生效；降级于每月 1 日评估。',
        '根据等级不同，权益包括 5% 或 15% 的在线自助下单折扣、下单截止时间延长 30 分钟、每年三次免费加急配送，以及每月 1 日至 5 日的会员日优惠券。',
        '需要帮助？请在周一至周六 09:00–19:00 致电我们，或查看常见问题。',
      ),
      doc(
        'هل أنت جديد في printfront؟ يشرح لك هذا الدليل الأساسيات في خمس دقائق.',
        'البدء:',
        [
          'سجّل حساباً شخصياً أو حساب شركة برقم هاتفك المتحرك وكلمة مرور لا تقل عن 6 أحرف تجمع بين الحروف والأرقام.',
          'أضف عناوين التسليم، وللمشتريات التجارية أضف رقم التسجيل الضريبي لتتمكن من الحصول على القسائم وطلب الفواتير الضريبية.',
          'تصفّح حسب الفئة أو ابحث باسم المنتج. تُباع المنتجات الجاهزة كما هي، بينما تفتح المنتجات المخصصة صفحة عرض سعر بسعر فوري.',
          'غير متأكد من تصميمك؟ ابدأ بأحد قوالبنا العشرة آلاف، أو اقرأ مواصفات ملفات ما قبل الطباعة قبل الرفع.',
        ],
        'مستويات العضوية: يرتفع مستواك بنقاط النمو التي تكسبها من الطلبات خلال آخر 90 يوماً. يبدأ Lv1 من 10 نقاط، وLv2 من 200، وLv3 من 500، وLv4 من 1,000. أما Lv5 فهو العضوية السنوية بقيمة 10,000 درهم لمدة 12 شهراً. تسري الترقية فوراً، ويُقيَّم خفض المستوى في اليوم الأول من كل شهر.',
        'بحسب مستواك، تشمل المزايا خصماً على الطلب الذاتي عبر الإنترنت بنسبة 5% أو 15%، وتمديد الموعد النهائي للطلب 30 دقيقة، وثلاث عمليات توصيل عاجل مجانية سنوياً، وقسائم يوم الأعضاء من اليوم الأول إلى الخامس من كل شهر.',
        'هل تحتاج إلى مساعدة؟ اتصل بنا من الاثنين إلى السبت، من 09:00 إلى 19:00، أو اطّلع على الأسئلة الشائعة.',
      ),
      doc(
        'printfrontを初めてご利用の方へ。このガイドで基本を5分でご紹介します。',
        'はじめに：',
        [
          '携帯電話番号と、英字と数字を組み合わせた6文字以上のパスワードで、個人または法人アカウントを登録します。',
          'お届け先住所を登録します。法人でのご購入の場合は税務登録番号（TRN）も登録すると、クーポンの受け取りや請求書の申請ができます。',
          'カテゴリーから探すか、商品名で検索します。在庫品はそのまま購入でき、オーダー商品はお見積りページで価格がすぐに表示されます。',
          'データ作成に不安がある方は、1万点のテンプレートから始めるか、入稿前に「入稿データの仕様」をお読みください。',
        ],
        '会員レベル：直近90日間のご注文で獲得した成長ポイントに応じてレベルが上がります。Lv1は10ポイント、Lv2は200ポイント、Lv3は500ポイント、Lv4は1,000ポイントからです。Lv5は年会費制で、12か月10,000 AEDです。昇格はすぐに反映され、降格は毎月1日に判定されます。',
        'レベルに応じて、オンラインのセルフ注文割引（5%または15%）、注文締め切りの30分延長、年3回の特急配送無料、毎月1日〜5日の会員デークーポンなどの特典があります。',
        'お困りの際は、月曜日から土曜日の9:00〜19:00にお電話いただくか、「よくある質問」をご覧ください。',
      ),
    ),
  },
  {
    id: 11,
    sort: 11,
    title: t('Frequently asked questions', '常见问题', 'الأسئلة الشائعة', 'よくある質問'),
    body: t(
      doc(
        'How long will my order take?',
        'The quote page shows a delivery date before you order. The clock starts once payment is confirmed and the proof is approved. Typical times are 2–3 working days for digital print and large format, 5–7 for offset, 7–10 for books and 10–15 for boxes; express and next-day options are offered for many products.',
        'Why does the printed colour differ from my screen?',
        'Screens display RGB light, while presses print CMYK ink. A difference of about 10% is within normal tolerance, as are a size shrink of 1–3% and a cutting error of up to 5 mm.',
        'Can I cancel an order?',
        'Unpaid orders can be cancelled at any time. For a paid order you can request cancellation until production starts; after that, please contact customer service.',
        'Why was my file rejected?',
        'The most common reasons are a file name without size information, a file over 5 MB, or the same file uploaded twice on one day. See the pre-press file specification.',
        'Why can I not pay by card?',
        'Orders over AED 1,000 can be paid only by bank transfer or account balance.',
        'Do prices include VAT?',
        'Product prices are shown without VAT; 5% VAT is added as its own line at checkout.',
        'Can I get a tax invoice?',
        'Yes. Request it under My account › Invoices once your Tax Registration Number or membership certification has been verified.',
      ),
      doc(
        '订单需要多长时间？',
        '下单前，报价页面会显示交货日期。付款确认并确认校样后开始计时。一般情况下，数码印刷和大幅面需 2–3 个工作日，胶印需 5–7 个工作日，书刊需 7–10 个工作日，包装盒需 10–15 个工作日；许多产品还提供加急和次日达选项。',
        '为什么印刷颜色和屏幕上看到的不一样？',
        '屏幕以 RGB 光显示，而印刷机使用 CMYK 油墨。约 10% 的色差属于正常误差范围，1–3% 的尺寸收缩和最多 5 毫米的裁切误差也是如此。',
        '可以取消订单吗？',
        '未付款的订单可随时取消。已付款的订单在开始生产前可申请取消；进入生产后，请联系客服。',
        '为什么我的文件被拒收？',
        '最常见的原因是文件名中没有尺寸信息、文件超过 5 MB，或同一文件在同一天重复上传。请参阅印前文件规范。',
        '为什么不能用银行卡支付？',
        '金额超过 1,000 迪拉姆的订单只能通过银行转账或账户余额支付。',
        '价格含增值税吗？',
        '商品价格不含增值税，结算时单独加收 5% 增值税。',
        '可以开税务发票吗？',
        '可以。税号或会员认证通过审核后，在“我的账户 › 发票”中申请即可。',
      ),
      doc(
        'كم يستغرق تنفيذ طلبي؟',
        'تعرض صفحة عرض السعر تاريخ التسليم قبل أن تطلب. يبدأ احتساب المدة بعد تأكيد الدفع والموافقة على البروفة. المدد المعتادة هي 2–3 أيام عمل للطباعة الرقمية والمطبوعات الكبيرة، و5–7 أيام لطباعة الأوفست، و7–10 أيام للكتب، و10–15 يوماً للعلب، مع خيارات التنفيذ السريع والتسليم في اليوم التالي لكثير من المنتجات.',
        'لماذا يختلف اللون المطبوع عما أراه على الشاشة؟',
        'تعرض الشاشات الألوان بضوء RGB، بينما تطبع المطابع بأحبار CMYK. يُعد اختلاف بنحو 10% ضمن التفاوت المعتاد، وكذلك انكماش المقاس بنسبة 1–3% وتفاوت القص حتى 5 ملم.',
        'هل يمكنني إلغاء الطلب؟',
        'يمكن إلغاء الطلبات غير المدفوعة في أي وقت. أما الطلب المدفوع فيمكنك طلب إلغائه حتى بدء الإنتاج، وبعد ذلك يُرجى التواصل مع خدمة العملاء.',
        'لماذا رُفض ملفي؟',
        'أكثر الأسباب شيوعاً: اسم ملف لا يتضمن المقاس، أو ملف يزيد حجمه على 5 ميغابايت، أو رفع الملف نفسه مرتين في اليوم نفسه. راجع مواصفات ملفات ما قبل الطباعة.',
        'لماذا لا أستطيع الدفع بالبطاقة؟',
        'الطلبات التي تزيد على 1,000 درهم لا يمكن دفعها إلا بالتحويل البنكي أو من رصيد الحساب.',
        'هل تشمل الأسعار ضريبة القيمة المضافة؟',
        'تُعرض أسعار المنتجات دون ضريبة القيمة المضافة، وتُضاف الضريبة بنسبة 5% في سطر مستقل عند إتمام الطلب.',
        'هل يمكنني الحصول على فاتورة ضريبية؟',
        'نعم. اطلبها من "حسابي › الفواتير" بعد التحقق من رقم التسجيل الضريبي أو توثيق العضوية.',
      ),
      doc(
        '注文から納品までどのくらいかかりますか？',
        'ご注文前に、お見積りページでお届け日を確認できます。日数はお支払いの確認と校正の承認が済んだ時点から数えます。目安は、デジタル印刷と大判出力が2〜3営業日、オフセット印刷が5〜7営業日、書籍が7〜10営業日、箱が10〜15営業日です。多くの商品で特急・翌日仕上げもお選びいただけます。',
        '印刷の色が画面で見た色と違うのはなぜですか？',
        '画面はRGBの光で色を表示し、印刷機はCMYKのインキで印刷するためです。10%程度の色の違いは通常の許容範囲内で、1〜3%のサイズの縮みや最大5mmの断裁ずれも同様です。',
        '注文をキャンセルできますか？',
        'お支払い前のご注文はいつでもキャンセルできます。お支払い済みのご注文は製作開始前までキャンセルを申請でき、製作開始後はカスタマーサービスへご連絡ください。',
        'データが受け付けられなかったのはなぜですか？',
        'よくある原因は、ファイル名にサイズが含まれていない、ファイルが5MBを超えている、同じファイルを同じ日に2回アップロードした、のいずれかです。「入稿データの仕様」をご確認ください。',
        'カードで支払えないのはなぜですか？',
        '1,000 AEDを超えるご注文は、銀行振込またはアカウント残高でのみお支払いいただけます。',
        '価格にVATは含まれていますか？',
        '商品価格はVAT抜きで表示しており、5%のVATはご注文手続きの際に別行で加算されます。',
        '適格請求書（タックスインボイス）は発行できますか？',
        'はい。税務登録番号または会員認証の確認後、「マイアカウント › 請求書」から申請してください。',
      ),
    ),
  },
  {
    id: 13,
    sort: 12,
    title: t('Refund policy', '退款政策', 'سياسة الاسترداد', '返金ポリシー'),
    body: t(
      doc(
        'We check every job before it leaves the factory. If something is still wrong, apply for after-sales service and we will reprint or refund.',
        'When you can apply:',
        [
          'The printed result differs from your approved proof beyond our stated tolerances (colour about 10%, size shrink 1–3%, cutting error up to 5 mm).',
          'Items are missing, damaged in transit or delivered in the wrong quantity.',
          'Finishing such as lamination, foil or binding is defective.',
        ],
        'Not covered: errors in content that you approved on the proof (spelling, layout, images), colour differences within tolerance, problems caused by RGB files or low-resolution images, and items that you have already used or altered.',
        'How to apply: open the order under My account › After-sales and choose reprint or refund. Explain the problem in up to 200 characters and attach up to 3 photos (JPG or PNG, 1 MB or less each). Please apply within 7 days of receipt and keep the goods until the case is closed. You can withdraw an application while it is still in progress.',
        'Refunds are paid back to the original payment method, or to your account balance if you prefer; card refunds can take 5–10 working days to appear. Reprints are produced at standard turnaround and delivered free of charge.',
      ),
      doc(
        '每件产品出厂前我们都会检查。如仍有问题，请申请售后服务，我们将为您重印或退款。',
        '可申请售后的情况：',
        [
          '印刷成品与您确认的校样相比，超出我们公布的误差范围（颜色约 10%、尺寸收缩 1–3%、裁切误差最多 5 毫米）。',
          '商品缺失、运输途中损坏或数量不符。',
          '覆膜、烫金或装订等后道工艺存在缺陷。',
        ],
        '不在售后范围内的情况：您在校样中已确认的内容错误（拼写、版式、图片）、误差范围内的色差、RGB 文件或低分辨率图片导致的问题，以及已经使用或改动过的商品。',
        '申请方法：在“我的账户 › 售后”中打开订单，选择重印或退款。用不超过 200 个字符说明问题，并附上最多 3 张照片（JPG 或 PNG，每张不超过 1 MB）。请在收货后 7 天内申请，并在处理完成前保留商品。申请处理中可以撤回。',
        '退款将原路退回，您也可以选择退至账户余额；银行卡退款可能需要 5–10 个工作日到账。重印按标准交期生产，并免费配送。',
      ),
      doc(
        'نفحص كل عمل قبل خروجه من المصنع. وإذا ظهر خطأ رغم ذلك، قدّم طلب خدمة ما بعد البيع وسنعيد الطباعة أو نرد المبلغ.',
        'متى يمكنك التقديم:',
        [
          'إذا اختلفت النتيجة المطبوعة عن البروفة التي وافقت عليها بما يتجاوز التفاوتات المعلنة (اللون نحو 10%، انكماش المقاس 1–3%، تفاوت القص حتى 5 ملم).',
          'إذا كانت هناك منتجات ناقصة أو تالفة أثناء النقل أو سُلّمت بكمية خاطئة.',
          'إذا كان في التشطيبات عيب، مثل التغليف الحراري أو الختم الرقائقي أو التجليد.',
        ],
        'ما لا تشمله الخدمة: أخطاء المحتوى التي وافقت عليها في البروفة (الإملاء أو التنسيق أو الصور)، واختلافات الألوان ضمن التفاوت المسموح، والمشكلات الناتجة عن ملفات RGB أو الصور منخفضة الدقة، والمنتجات التي استخدمتها أو عدّلتها.',
        'طريقة التقديم: افتح الطلب من "حسابي › خدمة ما بعد البيع" واختر إعادة الطباعة أو الاسترداد. اشرح المشكلة في 200 حرف كحد أقصى وأرفق حتى 3 صور (JPG أو PNG، بحجم 1 ميغابايت أو أقل لكل صورة). يُرجى التقديم خلال 7 أيام من الاستلام والاحتفاظ بالمنتجات حتى إغلاق الطلب. يمكنك سحب الطلب ما دام قيد المعالجة.',
        'تُرد المبالغ إلى وسيلة الدفع الأصلية، أو إلى رصيد حسابك إن رغبت في ذلك، وقد يستغرق ظهور المبلغ المسترد على البطاقة من 5 إلى 10 أيام عمل. تُنفَّذ إعادة الطباعة بمدة التنفيذ العادية ويتم توصيلها مجاناً.',
      ),
      doc(
        'すべての製品は工場から出荷する前に検品しています。それでも不具合があった場合は、アフターサービスをお申し込みいただければ、再印刷または返金で対応いたします。',
        'お申し込みいただける場合：',
        [
          '印刷物が承認済みの校正と比べ、公表している許容差（色味約10%、サイズの縮み1〜3%、断裁ずれ最大5mm）を超えて異なる場合。',
          '商品の不足、輸送中の破損、数量違いがあった場合。',
          'ラミネート、箔押し、製本などの加工に不良があった場合。',
        ],
        '対象外となる場合：校正でご承認いただいた内容の誤り（誤字、レイアウト、画像）、許容範囲内の色の違い、RGBデータや低解像度の画像が原因の問題、すでに使用または加工された商品。',
        'お申し込み方法：「マイアカウント › アフターサービス」で該当の注文を開き、再印刷または返金を選択します。200文字以内で状況をご説明のうえ、写真を3枚まで（JPGまたはPNG、1枚1MB以下）添付してください。お受け取りから7日以内にお申し込みいただき、対応が完了するまで商品を保管してください。処理中の申請は取り下げることができます。',
        '返金は元のお支払い方法、またはご希望によりアカウント残高に戻します。カードへの返金は反映まで5〜10営業日かかる場合があります。再印刷は通常納期で製作し、送料無料でお届けします。',
      ),
    ),
  },
];

export const seedNotices: SeedNotice[] = [
  {
    id: 1,
    publishedAt: '2026-01-12T09:00:00+04:00',
    title: t('Price update on offset paper', '胶印用纸价格调整', 'تحديث أسعار ورق الأوفست', 'オフセット用紙の価格改定について'),
    body: t(
      doc(
        'Because paper mills have raised their prices, offset-printed products on coated art paper (128–350 gsm) will cost about 4% more from Sunday 1 February 2026.',
        'Orders paid before the end of Saturday 31 January 2026 keep the current price. Digital printing, large-format and ready-stock prices are unchanged.',
      ),
      doc(
        '由于造纸厂上调价格，自 2026 年 2 月 1 日（周日）起，使用铜版纸（128–350 克）的胶印产品价格将上调约 4%。',
        '在 2026 年 1 月 31 日（周六）结束前付款的订单仍按现行价格执行。数码印刷、大幅面和现货商品价格不变。',
      ),
      doc(
        'نظراً لرفع مصانع الورق أسعارها، سترتفع أسعار المنتجات المطبوعة بالأوفست على ورق الآرت المطلي (128–350 غ/م²) بنحو 4% اعتباراً من يوم الأحد 1 فبراير 2026.',
        'تحتفظ الطلبات المدفوعة قبل نهاية يوم السبت 31 يناير 2026 بالسعر الحالي. ولا تتغير أسعار الطباعة الرقمية والمطبوعات الكبيرة والمنتجات الجاهزة.',
      ),
      doc(
        '製紙メーカーの値上げに伴い、2026年2月1日（日）より、コート紙（128〜350g/m²）を使用するオフセット印刷商品の価格を約4%改定いたします。',
        '2026年1月31日（土）中にお支払いが完了したご注文は、現行価格が適用されます。デジタル印刷、大判出力、在庫品の価格に変更はありません。',
      ),
    ),
  },
  {
    id: 2,
    publishedAt: '2026-02-14T09:00:00+04:00',
    title: t('Ramadan working hours', '斋月工作时间', 'ساعات العمل خلال شهر رمضان', 'ラマダン期間中の営業時間'),
    body: t(
      doc(
        'During the holy month of Ramadan, expected to begin around Wednesday 18 February 2026, our office, factory and delivery team work Monday to Saturday, 09:00–17:00.',
        'Daily order deadlines move two hours earlier, and the delivery dates shown on quote pages already reflect the shorter hours. Online ordering stays open around the clock. Ramadan Kareem!',
      ),
      doc(
        '斋月预计于 2026 年 2 月 18 日（周三）前后开始。斋月期间，我们的办公室、工厂和配送团队的工作时间调整为周一至周六 09:00–17:00。',
        '每日下单截止时间提前两小时，报价页面显示的交货日期已按缩短后的工作时间计算。网上下单 24 小时开放。斋月吉祥！',
      ),
      doc(
        'خلال شهر رمضان المبارك، المتوقع أن يبدأ نحو يوم الأربعاء 18 فبراير 2026، يعمل مكتبنا ومصنعنا وفريق التوصيل من الاثنين إلى السبت، من 09:00 إلى 17:00.',
        'يتقدم الموعد النهائي اليومي لتقديم الطلبات ساعتين، وتراعي تواريخ التسليم المعروضة في صفحات عروض الأسعار ساعات العمل المختصرة. يبقى الطلب عبر الإنترنت متاحاً على مدار الساعة. رمضان كريم!',
      ),
      doc(
        '2026年2月18日（水）ごろに始まる予定のラマダン期間中、オフィス・工場・配送チームの営業時間は月曜日から土曜日の9:00〜17:00となります。',
        '毎日の注文締め切りは2時間早まります。お見積りページに表示されるお届け日は、短縮後の営業時間を反映しています。オンラインでのご注文は24時間受け付けています。ラマダン・カリーム！',
      ),
    ),
  },
  {
    id: 3,
    publishedAt: '2026-04-07T09:00:00+04:00',
    title: t('New: soft-touch lamination', '新品上线：触感膜', 'جديد: التغليف المخملي الملمس', '新登場：ソフトタッチラミネート'),
    body: t(
      doc(
        'Soft-touch (velvet) lamination is now available for business cards, postcards, presentation folders, boxes and book covers. It gives a smooth, silky matt surface that pairs beautifully with foil and spot UV.',
        'Choose "Soft-touch" in the lamination option on the quote page. It adds about one working day to the turnaround, and the new delivery date is shown before you order.',
      ),
      doc(
        '触感膜（丝绒膜）现已适用于名片、明信片、企业文件夹、包装盒和书籍封面。它带来顺滑细腻的哑光手感，与烫金和局部 UV 搭配效果出众。',
        '在报价页面的覆膜选项中选择“触感膜”即可。交期约增加一个工作日，下单前会显示新的交货日期。',
      ),
      doc(
        'أصبح التغليف المخملي الملمس (soft-touch) متاحاً الآن لبطاقات العمل والبطاقات البريدية وملفات العرض والعلب وأغلفة الكتب. يمنح سطحاً مطفياً ناعماً كالحرير ينسجم بشكل رائع مع الختم الرقائقي وطلاء UV الموضعي.',
        'اختر "مخملي الملمس" من خيار التغليف في صفحة عرض السعر. يضيف هذا الخيار نحو يوم عمل واحد إلى مدة التنفيذ، ويظهر تاريخ التسليم الجديد قبل تقديم الطلب.',
      ),
      doc(
        '名刺、ポストカード、プレゼンテーションフォルダー、箱、書籍の表紙で、ソフトタッチ（ベルベット）ラミネートをお選びいただけるようになりました。しっとりとなめらかなマットの質感で、箔押しやスポットUVとの相性も抜群です。',
        'お見積りページのラミネート項目で「ソフトタッチ」を選択してください。納期が約1営業日延びますが、新しいお届け日はご注文前に表示されます。',
      ),
    ),
  },
  {
    id: 4,
    publishedAt: '2026-09-14T09:00:00+04:00',
    title: t('More ready-stock items', '现货品类上新', 'منتجات جاهزة جديدة', '在庫品のラインナップを拡充'),
    body: t(
      doc(
        'Our ready-stock range now includes 80×80 mm thermal rolls, blank PVC cards, lanyards, badge holders and acrylic sign holders, alongside plain boxes, bags and copy paper.',
        'Ready-stock items need no quote or artwork and are usually dispatched the same working day. Find them in the Ready stock section of the side menu.',
      ),
      doc(
        '现货品类新增 80×80 毫米热敏纸卷、空白 PVC 卡、挂绳、证件卡套和亚克力台卡，另有空白纸盒、纸袋和复印纸。',
        '现货商品无需报价和设计文件，通常当天（工作日）即可发货。请在侧边菜单的“现货”栏目中查看。',
      ),
      doc(
        'تشمل تشكيلة المنتجات الجاهزة الآن لفائف الورق الحراري بمقاس 80×80 ملم وبطاقات PVC الفارغة وأشرطة التعليق وحوامل الشارات وحوامل اللافتات الأكريليكية، إلى جانب العلب والأكياس السادة وورق النسخ.',
        'لا تحتاج المنتجات الجاهزة إلى عرض سعر أو تصميم، وعادةً ما تُشحن في يوم العمل نفسه. تجدها في قسم "منتجات جاهزة" في القائمة الجانبية.',
      ),
      doc(
        '在庫品に、80×80mmの感熱ロール紙、無地PVCカード、ネックストラップ、名札ホルダー、アクリルサインスタンドが加わりました。無地の箱、紙袋、コピー用紙もそろっています。',
        '在庫品はお見積りや入稿データが不要で、通常は当日中（営業日）に発送します。サイドメニューの「在庫品」からご覧ください。',
      ),
    ),
  },
  {
    id: 5,
    publishedAt: '2026-11-20T09:00:00+04:00',
    title: t('UAE National Day holiday schedule', '阿联酋国庆节假期安排', 'مواعيد العمل خلال عطلة اليوم الوطني لدولة الإمارات', 'UAEナショナルデーの休業日について'),
    body: t(
      doc(
        'For UAE National Day (Eid Al Etihad), our office and factory will be closed on Wednesday 2 December and Thursday 3 December 2026. Production and deliveries resume on Friday 4 December.',
        'Orders paid and approved by 12:00 on Tuesday 1 December will be dispatched before the holiday. Online ordering stays open, and delivery dates on quote pages already skip the closed days. Happy National Day!',
      ),
      doc(
        '阿联酋国庆节（Eid Al Etihad）期间，我们的办公室和工厂将于 2026 年 12 月 2 日（周三）和 12 月 3 日（周四）休息，12 月 4 日（周五）恢复生产和配送。',
        '12 月 1 日（周二）12:00 前完成付款并确认校样的订单将在假期前发货。网上下单照常开放，报价页面显示的交货日期已跳过休息日。国庆节快乐！',
      ),
      doc(
        'بمناسبة اليوم الوطني لدولة الإمارات (عيد الاتحاد)، سيُغلق مكتبنا ومصنعنا يومي الأربعاء 2 ديسمبر والخميس 3 ديسمبر 2026، ويُستأنف الإنتاج والتوصيل يوم الجمعة 4 ديسمبر.',
        'تُشحن الطلبات المدفوعة والمعتمدة قبل الساعة 12:00 من يوم الثلاثاء 1 ديسمبر قبل العطلة. يبقى الطلب عبر الإنترنت متاحاً، وتستثني تواريخ التسليم في صفحات عروض الأسعار أيام الإغلاق. كل عام والإمارات بخير!',
      ),
      doc(
        'UAEナショナルデー（イード・アル・イテハド）に伴い、2026年12月2日（水）と12月3日（木）はオフィスと工場を休業いたします。製作と配送は12月4日（金）から再開します。',
        '12月1日（火）12:00までにお支払いと校正承認が完了したご注文は、休業前に発送します。オンラインでのご注文は休業中も受け付けており、お見積りページのお届け日は休業日を除いて計算しています。',
      ),
    ),
  },
];

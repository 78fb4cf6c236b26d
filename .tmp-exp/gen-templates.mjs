import { writeFileSync } from 'node:fs';
const dir = '/work/wt-editor/schemas/templates/';
const PT = 25.4 / 72;
const r2 = (n) => Math.round(n * 100) / 100;
const text = (x, y, w, t, o = {}) => {
  const size = o.size ?? 8, lh = o.lh ?? 1.2, lines = t.split('\n').length;
  return { type: 'text', x_mm: x, y_mm: y, width_mm: w, height_mm: r2(size * PT * lh * lines), angle: o.angle ?? 0, text: t, font: o.font ?? 'cairo', size_pt: size, colour: o.colour ?? '#1f2933', bold: o.bold ?? false, italic: o.italic ?? false, align: o.align ?? 'left', line_height: lh };
};
const rect = (x, y, w, h, fill, o = {}) => ({ type: 'rect', x_mm: x, y_mm: y, width_mm: w, height_mm: h, angle: o.angle ?? 0, fill, stroke: o.stroke ?? null, stroke_mm: o.stroke_mm ?? 0, radius_mm: o.radius ?? 0 });
const ellipse = (x, y, w, h, fill, o = {}) => ({ type: 'ellipse', x_mm: x, y_mm: y, width_mm: w, height_mm: h, angle: o.angle ?? 0, fill, stroke: o.stroke ?? null, stroke_mm: o.stroke_mm ?? 0, radius_mm: 0 });
const line = (x, y, w, stroke, sw = 0.3, angle = 0) => ({ type: 'line', x_mm: x, y_mm: y, width_mm: w, height_mm: 0, angle, stroke, stroke_mm: sw });
const T = [];
const add = (id, kind, w, h, names, pages, comment) => T.push({ id, body: { ...(comment ? { $comment: comment } : {}), kind, width_mm: w, height_mm: h, names, doc: { version: 1, pages } } });
const page = (objects, background = '#ffffff') => ({ background, objects });
const N = (en, zh, ar, ja) => ({ en, zh, ar, ja });

// ---------------------------------------------------------------- business cards 90 × 54
const contact = '+971 50 123 4567\njane@example.ae\nDubai, UAE';
add('card-classic-green', 'business_card', 90, 54, N('Classic green', '经典绿', 'أخضر كلاسيكي', 'クラシック・グリーン'), [
  page([rect(-3, -3, 9, 60, '#1b7f4b'), text(12, 9, 70, 'Jane Doe', { size: 13, bold: true }), text(12, 16, 70, 'Sales Manager', { size: 7.5, colour: '#1b7f4b' }), line(12, 23, 66, '#1b7f4b', 0.3), text(12, 34, 70, contact, { size: 6.5 })]),
  page([rect(-3, -3, 96, 60, '#1b7f4b'), text(5, 22, 80, 'PRINTFRONT', { size: 14, bold: true, colour: '#ffffff', align: 'center', font: 'montserrat' })]),
], 'A two-sided card: the first page is the front. Objects in the bleed (negative x/y) print to the edge.');
add('card-centred-night', 'business_card', 90, 54, N('Centred night', '居中深色', 'ليلي في المنتصف', 'センター・ナイト'), [
  page([text(5, 14, 80, 'Jane Doe', { size: 14, bold: true, colour: '#ffffff', align: 'center', font: 'montserrat' }), text(5, 22, 80, 'Creative Director', { size: 7.5, colour: '#f5c542', align: 'center' }), line(35, 29, 20, '#f5c542', 0.4), text(5, 34, 80, '+971 50 123 4567  ·  jane@example.ae', { size: 6.5, colour: '#e5e7eb', align: 'center' })], '#111827'),
]);
add('card-arabic-gold', 'business_card', 90, 54, N('Arabic gold', '阿拉伯金色', 'ذهبي عربي', 'アラビア・ゴールド'), [
  page([rect(-3, 42, 96, 15, '#b8860b'), text(8, 9, 74, 'أحمد المنصوري', { size: 14, bold: true, align: 'right', font: 'amiri' }), text(8, 18, 74, 'مدير المبيعات', { size: 8, colour: '#8a6d1d', align: 'right' }), text(8, 27, 74, 'هاتف: 4567 123 50 971+\nدبي، الإمارات العربية المتحدة', { size: 6.5, align: 'right' }), text(8, 46, 74, 'printfront.ae', { size: 7, colour: '#ffffff', align: 'right' })]),
], 'Arabic text is laid out right to left; align right.');
add('card-bilingual', 'business_card', 90, 54, N('Bilingual English–Arabic', '中英阿双语', 'ثنائي اللغة إنجليزي–عربي', '英語・アラビア語バイリンガル'), [
  page([line(45, 8, 38, '#1b7f4b', 0.3, 90), text(6, 10, 36, 'Jane Doe', { size: 11, bold: true }), text(6, 17, 36, 'Sales Manager', { size: 7 }), text(48, 10, 36, 'جين دو', { size: 11, bold: true, align: 'right' }), text(48, 17, 36, 'مديرة المبيعات', { size: 7, align: 'right' }), text(6, 38, 78, '+971 50 123 4567 · jane@example.ae', { size: 6.5, align: 'center', colour: '#1b7f4b' })]),
]);
add('card-minimal-line', 'business_card', 90, 54, N('Minimal line', '极简线条', 'خط بسيط', 'ミニマル・ライン'), [
  page([text(8, 8, 74, 'Jane Doe', { size: 12, font: 'montserrat' }), line(8, 16, 74, '#111827', 0.2), text(8, 19, 74, 'Architect', { size: 7, italic: true, colour: '#4b5563' }), text(8, 38, 74, 'jane@example.ae\n+971 50 123 4567', { size: 6.5, colour: '#4b5563' })]),
]);
add('card-circle-accent', 'business_card', 90, 54, N('Circle accent', '圆形点缀', 'لمسة دائرية', 'サークル・アクセント'), [
  page([ellipse(58, -12, 48, 48, '#e0f2e9'), ellipse(70, 6, 14, 14, '#1b7f4b'), text(8, 12, 55, 'Jane Doe', { size: 12, bold: true }), text(8, 19, 55, 'Marketing Lead', { size: 7, colour: '#1b7f4b' }), text(8, 36, 60, contact.split('\n').slice(0, 2).join('\n'), { size: 6.5 })]),
]);
add('card-serif-cream', 'business_card', 90, 54, N('Serif on cream', '米色衬线', 'خط مزخرف على كريمي', 'クリーム・セリフ'), [
  page([rect(4, 4, 82, 46, null, { stroke: '#7c5c3b', stroke_mm: 0.3 }), text(8, 13, 74, 'Jane Doe', { size: 14, font: 'amiri', align: 'center', colour: '#3f2d1c' }), text(8, 22, 74, 'Legal Consultant', { size: 8, font: 'amiri', italic: true, align: 'center', colour: '#7c5c3b' }), text(8, 35, 74, '+971 50 123 4567 · jane@example.ae', { size: 6.5, align: 'center', colour: '#3f2d1c' })], '#fbf6ec'),
]);
add('card-chinese-red', 'business_card', 90, 54, N('Chinese red', '中国红', 'أحمر صيني', 'チャイニーズ・レッド'), [
  page([rect(-3, -3, 96, 16, '#b91c1c'), text(8, 2, 74, '华彩印务', { size: 10, bold: true, colour: '#ffffff' }), text(8, 18, 74, '王小明', { size: 13, bold: true }), text(8, 25, 74, '销售经理', { size: 7.5, colour: '#b91c1c' }), text(8, 36, 74, '电话：+971 50 123 4567\n邮箱：wang@example.ae', { size: 6.5 })]),
]);
add('card-japanese-simple', 'business_card', 91, 55, N('Japanese simple', '日式简约', 'ياباني بسيط', '和風シンプル'), [
  page([ellipse(74, 6, 9, 9, '#b91c1c'), text(8, 14, 75, '山田 花子', { size: 13 }), text(8, 22, 75, 'デザイナー', { size: 7.5, colour: '#4b5563' }), text(8, 38, 75, 'hanako@example.jp\n+81 3 1234 5678', { size: 6.5, colour: '#4b5563' })]),
], 'Japanese cards are 91 × 55 mm; the editor fits a template to the size ordered.');
add('card-square-dots', 'business_card', 65, 65, N('Square with dots', '方形圆点', 'مربع بنقاط', 'スクエア・ドット'), [
  page([ellipse(6, 6, 8, 8, '#1b7f4b'), ellipse(16, 6, 8, 8, '#f5c542'), ellipse(26, 6, 8, 8, '#2563eb'), text(6, 28, 53, 'Jane Doe', { size: 12, bold: true }), text(6, 35, 53, 'Photographer', { size: 7 }), text(6, 50, 53, 'jane@example.ae', { size: 6.5, colour: '#1b7f4b' })]),
]);
add('card-arabic-calligraphy', 'business_card', 90, 54, N('Arabic calligraphy', '阿拉伯书法', 'خط عربي', 'アラビア書道'), [
  page([text(6, 10, 78, 'مطبعة الخليج', { size: 20, font: 'amiri', bold: true, align: 'center', colour: '#1b7f4b' }), line(30, 27, 30, '#1b7f4b', 0.3), text(6, 32, 78, 'للطباعة والإعلان', { size: 9, align: 'center' }), text(6, 42, 78, 'هاتف ‎+971 4 123 4567', { size: 7, align: 'center', colour: '#4b5563' })], '#f7fbf8'),
]);

// ---------------------------------------------------------------- flyers A5 148 × 210
add('flyer-sale', 'flyer', 148, 210, N('Big sale', '大促销', 'تخفيضات كبرى', 'ビッグセール'), [
  page([rect(-3, -3, 154, 90, '#b91c1c'), text(10, 18, 128, 'SALE', { size: 72, bold: true, colour: '#ffffff', align: 'center', font: 'montserrat' }), text(10, 55, 128, 'Up to 50% off', { size: 22, colour: '#fde68a', align: 'center' }), text(14, 105, 120, 'This weekend only, in all our stores.\nFriday to Sunday, 10 am – 10 pm.', { size: 12, align: 'center', lh: 1.4 }), rect(34, 150, 80, 16, '#111827', { radius: 8 }), text(34, 153.5, 80, 'Shop now', { size: 14, bold: true, colour: '#ffffff', align: 'center' }), text(10, 190, 128, 'www.example.ae', { size: 10, align: 'center', colour: '#4b5563' })]),
]);
add('flyer-arabic-event', 'flyer', 148, 210, N('Arabic event', '阿拉伯活动', 'فعالية عربية', 'アラビア語イベント'), [
  page([rect(-3, -3, 154, 216, '#0f3d2e'), ellipse(84, -20, 90, 90, '#1b7f4b'), text(10, 50, 128, 'معرض الربيع', { size: 40, bold: true, colour: '#ffffff', align: 'right', font: 'amiri' }), text(10, 80, 128, 'أهلاً وسهلاً بكم في معرضنا السنوي', { size: 16, colour: '#f5c542', align: 'right' }), text(10, 120, 128, 'الموعد: الخميس ١٥ مايو\nالمكان: مركز دبي التجاري', { size: 13, colour: '#ffffff', align: 'right', lh: 1.5 }), text(10, 185, 128, 'الدخول مجاني', { size: 14, bold: true, colour: '#f5c542', align: 'right' })]),
]);
add('flyer-restaurant-menu', 'flyer', 148, 210, N('Restaurant menu', '餐厅菜单', 'قائمة مطعم', 'レストランメニュー'), [
  page([text(10, 14, 128, 'Our Menu', { size: 30, font: 'amiri', align: 'center', colour: '#7c2d12' }), line(49, 30, 50, '#7c2d12', 0.4), text(14, 40, 120, 'Starters', { size: 14, bold: true, colour: '#7c2d12' }), text(14, 49, 120, 'Hummus · Moutabal · Fattoush', { size: 11 }), text(14, 70, 120, 'Mains', { size: 14, bold: true, colour: '#7c2d12' }), text(14, 79, 120, 'Mixed grill · Chicken machboos · Lamb ouzi', { size: 11 }), text(14, 100, 120, 'Desserts', { size: 14, bold: true, colour: '#7c2d12' }), text(14, 109, 120, 'Kunafa · Umm Ali · Luqaimat', { size: 11 }), rect(-3, 180, 154, 33, '#7c2d12'), text(10, 190, 128, 'Order: +971 4 123 4567', { size: 12, colour: '#ffffff', align: 'center' })], '#fff7ed'),
]);
add('flyer-opening', 'flyer', 148, 210, N('Grand opening', '盛大开业', 'افتتاح كبير', 'グランドオープン'), [
  page([ellipse(24, 20, 100, 100, '#f5c542'), text(24, 52, 100, 'GRAND\nOPENING', { size: 28, bold: true, align: 'center', font: 'montserrat', lh: 1.1 }), text(10, 135, 128, 'Join us on 1 June at our new store', { size: 14, align: 'center' }), text(10, 150, 128, 'Al Wasl Road, Dubai', { size: 11, align: 'center', colour: '#4b5563' })]),
]);
add('flyer-chinese-promo', 'flyer', 148, 210, N('Chinese promotion', '中文促销', 'ترويج صيني', '中国語プロモーション'), [
  page([rect(-3, -3, 154, 216, '#fef2f2'), text(10, 20, 128, '新店开业', { size: 44, bold: true, colour: '#b91c1c', align: 'center' }), text(10, 60, 128, '全场八折 · 买一送一', { size: 18, align: 'center' }), rect(24, 90, 100, 60, '#b91c1c', { radius: 6 }), text(24, 110, 100, '欢迎光临', { size: 24, colour: '#ffffff', align: 'center' }), text(10, 180, 128, '地址：迪拜 Al Quoz 工业区', { size: 11, align: 'center' })]),
]);

// ---------------------------------------------------------------- postcards A6 105 × 148
add('postcard-greetings', 'postcard', 105, 148, N('Greetings', '问候', 'تحيات', 'グリーティング'), [
  page([rect(-3, -3, 111, 100, '#bfdbfe'), ellipse(60, 15, 30, 30, '#fde68a'), rect(-3, 70, 111, 27, '#1d4ed8'), text(8, 108, 89, 'Greetings from Dubai', { size: 16, font: 'amiri', align: 'center' })]),
  page([line(52.5, 10, 120, '#9ca3af', 0.3, 90), text(8, 10, 40, 'Write your message here', { size: 9, italic: true, colour: '#6b7280' }), rect(80, 8, 17, 20, null, { stroke: '#9ca3af', stroke_mm: 0.3 }), line(58, 70, 38, '#9ca3af'), line(58, 85, 38, '#9ca3af'), line(58, 100, 38, '#9ca3af')]),
], 'Front and back: the back has the message and address lines.');
add('postcard-eid', 'postcard', 105, 148, N('Eid greetings', '开斋节问候', 'تهنئة العيد', 'イードの挨拶'), [
  page([rect(-3, -3, 111, 154, '#0f3d2e'), ellipse(62, 14, 26, 26, '#f5c542'), ellipse(68, 10, 24, 24, '#0f3d2e'), text(8, 60, 89, 'عيد مبارك', { size: 32, font: 'amiri', bold: true, align: 'center', colour: '#f5c542' }), text(8, 90, 89, 'كل عام وأنتم بخير', { size: 14, align: 'center', colour: '#ffffff' })]),
]);
add('postcard-thank-you', 'postcard', 105, 148, N('Thank you', '感谢卡', 'شكراً لك', 'サンキュー'), [
  page([text(8, 50, 89, 'Thank you', { size: 30, font: 'amiri', italic: true, align: 'center', colour: '#1b7f4b' }), line(32, 72, 41, '#1b7f4b', 0.4), text(8, 78, 89, 'for shopping with us', { size: 11, align: 'center' })], '#f0fdf4'),
]);
add('postcard-japanese', 'postcard', 100, 148, N('Japanese season', '日本四季', 'مواسم يابانية', '季節のはがき'), [
  page([ellipse(30, 20, 40, 40, '#f9a8d4'), text(8, 80, 84, '春のごあいさつ', { size: 18, align: 'center' }), text(8, 100, 84, 'いつもありがとうございます', { size: 10, align: 'center', colour: '#4b5563' })]),
], 'Japanese postcards are 100 × 148 mm.');
add('postcard-photo-frame', 'postcard', 148, 105, N('Photo frame (landscape)', '相框（横版）', 'إطار صورة (أفقي)', 'フォトフレーム（横）'), [
  page([rect(8, 8, 132, 70, '#e5e7eb', { stroke: '#ffffff', stroke_mm: 2 }), text(8, 38, 132, 'Add your photo here', { size: 12, align: 'center', colour: '#6b7280' }), text(8, 85, 132, 'Summer 2026', { size: 16, font: 'montserrat', bold: true, align: 'center' })], '#f3f4f6'),
]);

// ---------------------------------------------------------------- stickers 50 × 50
add('sticker-round-badge', 'sticker', 50, 50, N('Round badge', '圆形徽章', 'شارة دائرية', '丸いバッジ'), [
  page([ellipse(-1, -1, 52, 52, '#1b7f4b'), ellipse(4, 4, 42, 42, null, { stroke: '#ffffff', stroke_mm: 0.6 }), text(4, 17, 42, 'FRESH', { size: 14, bold: true, colour: '#ffffff', align: 'center', font: 'montserrat' }), text(4, 26, 42, 'since 2026', { size: 7, colour: '#ffffff', align: 'center' })]),
], 'Die-cut stickers: keep the design within the safe area of the cut shape.');
add('sticker-thank-you-arabic', 'sticker', 50, 50, N('Thank you (Arabic)', '谢谢（阿拉伯文）', 'شكراً (عربي)', 'ありがとう（アラビア語）'), [
  page([ellipse(-1, -1, 52, 52, '#f5c542'), text(4, 17, 42, 'شكراً لكم', { size: 14, bold: true, align: 'center', font: 'amiri' })]),
]);
add('sticker-label', 'sticker', 50, 50, N('Product label', '产品标签', 'ملصق منتج', '商品ラベル'), [
  page([rect(3, 3, 44, 44, null, { stroke: '#111827', stroke_mm: 0.4, radius: 4 }), text(5, 12, 40, 'Honey', { size: 14, font: 'amiri', bold: true, align: 'center' }), line(12, 24, 26, '#b45309', 0.3), text(5, 28, 40, '250 g · Made in UAE', { size: 6.5, align: 'center' })], '#fffbeb'),
]);
add('sticker-logo-chinese', 'sticker', 50, 50, N('Chinese logo', '中文标志', 'شعار صيني', '中国語ロゴ'), [
  page([ellipse(-1, -1, 52, 52, '#b91c1c'), text(4, 15, 42, '福', { size: 40, colour: '#fde68a', align: 'center' })]),
]);

// ---------------------------------------------------------------- posters A2 420 × 594
add('poster-event', 'poster', 420, 594, N('Event poster', '活动海报', 'ملصق فعالية', 'イベントポスター'), [
  page([rect(-3, -3, 426, 600, '#111827'), ellipse(200, -80, 320, 320, '#1b7f4b'), text(30, 250, 360, 'MUSIC\nNIGHT', { size: 120, bold: true, colour: '#ffffff', font: 'montserrat', lh: 1 }), text(30, 440, 360, 'Friday 12 June · 8 pm', { size: 36, colour: '#f5c542' }), text(30, 500, 360, 'Dubai Opera Plaza · Free entry', { size: 24, colour: '#e5e7eb' })]),
]);
add('poster-arabic-announcement', 'poster', 420, 594, N('Arabic announcement', '阿拉伯公告', 'إعلان عربي', 'アラビア語の告知'), [
  page([rect(-3, -3, 426, 140, '#1b7f4b'), text(30, 40, 360, 'إعلان هام', { size: 72, bold: true, colour: '#ffffff', align: 'right', font: 'amiri' }), text(30, 200, 360, 'يسرنا دعوتكم لحضور حفل الافتتاح\nيوم السبت القادم في تمام الساعة السابعة مساءً', { size: 28, align: 'right', lh: 1.6 }), text(30, 520, 360, 'مطبعة الخليج', { size: 32, bold: true, align: 'right', colour: '#1b7f4b' })]),
]);
add('poster-minimal-type', 'poster', 420, 594, N('Minimal typography', '极简字体', 'طباعة بسيطة', 'ミニマル・タイポグラフィ'), [
  page([text(30, 60, 360, 'Less\nis\nmore.', { size: 140, font: 'amiri', lh: 1, colour: '#111827' }), line(30, 500, 120, '#111827', 1), text(30, 515, 360, 'An exhibition of modern design · 3–30 May', { size: 22, colour: '#4b5563' })], '#f5f5f4'),
]);
add('poster-chinese-festival', 'poster', 420, 594, N('Chinese festival', '中国节日', 'مهرجان صيني', '中国のお祭り'), [
  page([rect(-3, -3, 426, 600, '#b91c1c'), ellipse(110, 60, 200, 200, '#f5c542'), text(30, 300, 360, '新春快乐', { size: 100, bold: true, colour: '#fde68a', align: 'center' }), text(30, 450, 360, '迪拜华人春节联欢会', { size: 36, colour: '#ffffff', align: 'center' })]),
]);
add('poster-japanese-sale', 'poster', 420, 594, N('Japanese sale', '日式特卖', 'تخفيضات يابانية', '大売り出し'), [
  page([rect(-3, -3, 426, 600, '#fff7ed'), rect(30, 40, 360, 200, '#dc2626', { radius: 10 }), text(30, 90, 360, '大売り出し', { size: 90, bold: true, colour: '#ffffff', align: 'center' }), text(30, 320, 360, '全品30％オフ', { size: 54, align: 'center', colour: '#dc2626' }), text(30, 480, 360, '6月1日〜6月7日', { size: 30, align: 'center' })]),
]);

for (const t of T) writeFileSync(dir + t.id + '.json', JSON.stringify(t.body, null, 2) + '\n');
console.log(T.length, 'templates');

-- Issue 37, the content: FAQs (both lists), Terms, Trust and safety, How it works and Success tips are
-- kept by operators (the catalogue duty, admins) with a history (docs/decisions/040). Every save is a
-- whole new version: who, when, the whole text; a restore is a new version copying an older one.
-- The faqs table's rows become the first version of the two FAQ lists and the table goes; the texts
-- the web app carried for the four other pages become their first version.

CREATE TABLE site_pages (
  page             text PRIMARY KEY
                   CHECK (page IN ('faq_donators', 'faq_creators', 'terms', 'trust', 'how_it_works', 'success_tips')),
  -- the version the public sees; 0 before any (an FAQ list without questions)
  current_version  integer NOT NULL DEFAULT 0 CHECK (current_version >= 0)
);

CREATE TABLE site_page_versions (
  page           text NOT NULL REFERENCES site_pages (page),
  version        integer NOT NULL CHECK (version >= 1),
  -- { "lead": text, "entries": [{ "title": text, "text": text }] }: an FAQ entry's title is its question
  content        jsonb NOT NULL CHECK (jsonb_typeof(content -> 'entries') = 'array'),
  -- NULL: the first version, written by this migration
  operator_id    bigint REFERENCES operators (id),
  -- a restore: the version it copies
  restored_from  integer,
  created_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (page, version)
);

INSERT INTO site_pages (page)
VALUES ('faq_donators'), ('faq_creators'), ('terms'), ('trust'), ('how_it_works'), ('success_tips');

INSERT INTO site_page_versions (page, version, content)
SELECT 'faq_' || audience, 1,
       jsonb_build_object(
         'lead', '',
         'entries', jsonb_agg(jsonb_build_object('title', question, 'text', answer) ORDER BY sort_order, id)
       )
FROM faqs
GROUP BY audience;

INSERT INTO site_page_versions (page, version, content) VALUES
  ('terms', 1, '{"lead":"أهلًا بك في أثر. نكتب هذه الشروط بلغة واضحة لأن الثقة أساس كل صدقة، فاقرأها بهدوء قبل أن تبدأ حملة أو تتبرع.","entries":[{"title":"ما الذي يقدمه أثر","text":"أثر أداة تساعدك على إنشاء حملة تبرع في ذكرى من تحب، ومشاركة رابطها ورمزها مع أهله وأصدقائه.\n\nيجمع التبرعات الجمعياتُ الخيرية نفسها، نقدًا أو بالبطاقة البنكية أو بالرسائل النصية، وتذهب التبرعات مباشرة إلى حسابات الجمعيات. أثر يقدّم الأداة فقط، ولا يجمع أي أموال نيابةً عن الجمعيات ولا تمر التبرعات بحساباته."},{"title":"رسوم الخدمة","text":"يحصل أثر على رسوم خدمة شهرية قدرها 5% من الجمعيات الخيرية، ولا تُخصم هذه الرسوم أبدًا من مبلغ تبرعك: ما تتبرع به يصل كاملًا إلى الجمعية."},{"title":"ظهور الحملات","text":"لا تظهر الحملة الجديدة في قوائم الموقع وبحثه حتى يبلغ مجموع تبرعاتها المؤكدة 100 جنيه. ويعمل رابطها ورمزها من لحظة إنشائها، فشاركهما مع المقربين أولًا."},{"title":"التبرعات النقدية","text":"إذا اخترت التبرع نقدًا، يتواصل معك مندوب الجمعية خلال 72 ساعة لتحديد موعد التحصيل من منزلك.\n\nيظهر التبرع النقدي في قائمة المتبرعين خلال 72 ساعة من تحصيله وتأكيد الجمعية له."},{"title":"لا تحويل ولا استرداد","text":"بعد تأكيد تحصيل التبرع لا يمكن تحويله إلى حملة أو جمعية أخرى، ولا يمكن استرداده. تأكد من الحملة والمبلغ قبل أن تؤكد تبرعك."},{"title":"مسؤولية منشئ الحملة","text":"على منشئ الحملة أن يحترم حقوق الملكية الفكرية، فلا يرفع صورًا أو نصوصًا لا يملك حق استخدامها.\n\nوعليه أن يحفظ كرامة الفقيد: أن تكون الصورة والكلمات لائقة بذكراه، خالية من الإساءة أو التشهير. نحتفظ بحق إيقاف أي حملة تخالف ذلك."}]}'::jsonb),
  ('trust', 1, '{"lead":"نعرف أن التبرع في ذكرى عزيز أمانة كبيرة، لذلك بنينا أثر بحيث يصل كل جنيه إلى حيث أردت، بوضوح كامل.","entries":[{"title":"تبرعك يذهب مباشرة إلى الجمعية","text":"الجمعيات الخيرية هي التي تحصّل التبرعات بنفسها، نقدًا أو بالبطاقة أو بالرسائل النصية، وتدخل الأموال حساباتها مباشرة. أثر أداة فقط، ولا يجمع المال نيابةً عن أحد.\n\nندفع نحن تكلفة تشغيل أثر من رسوم خدمة شهرية قدرها 5% تدفعها الجمعيات، ولا تُخصم أبدًا من مبلغ التبرع."},{"title":"جمعيات موثوقة ومشاريع محددة","text":"كل حملة مرتبطة بمشروع محدد لجمعية مشهرة: بئر، أو وجبة، أو كفالة، أو علاج. ترى تكلفة الوحدة وما اكتمل من وحدات، فتعرف أثر تبرعك بالضبط."},{"title":"تبرعات مؤكدة فقط","text":"لا يُحتسب في أي حملة إلا التبرع الذي أكدته الجمعية أو البنك. يتواصل مندوب الجمعية مع المتبرع نقدًا خلال 72 ساعة، ويظهر تبرعه في قائمة المتبرعين خلال 72 ساعة من تحصيله.\n\nلا تظهر الحملة في قوائم الموقع حتى تبلغ تبرعاتها المؤكدة 100 جنيه، حمايةً للزوار من الحملات غير الجادة.\n\nبعد تأكيد التحصيل لا يمكن تحويل التبرع ولا استرداده، لأنه صار في حساب الجمعية لمشروعها."},{"title":"احترام الذكرى","text":"نطلب من كل منشئ حملة أن يحترم الملكية الفكرية وكرامة الفقيد في الصورة والكلمات. وإذا رأيت حملة مسيئة فراسلنا من صفحة «تواصل معنا» وسنراجعها فورًا."},{"title":"بطاقتك في أمان","text":"تُدخل بيانات بطاقتك في صفحة البنك نفسه، ولا تصل أرقامها إلى أثر ولا إلى الجمعية."}]}'::jsonb),
  ('how_it_works', 1, '{"lead":"ثلاث خطوات بسيطة تحوّل الحنين إلى صدقة جارية باسم من تحب.","entries":[{"title":"ابدأ حملتك","text":"اختر مشروعًا خيريًا من مشاريع الجمعيات، واكتب اسم الفقيد ونبذة قصيرة عنه وأضف صورته إن شئت. تصبح حملتك جاهزة في دقيقة واحدة."},{"title":"انشرها","text":"شارك رابط الحملة ورمزها مع الأهل والأصدقاء عبر واتساب وفيسبوك والرسائل. يتبرع كل منهم بالطريقة التي تناسبه: بطاقة، أو رسالة نصية، أو نقدًا من منزله."},{"title":"تابع التبرعات","text":"تابع من صفحة الحملة ما جُمع، وعدد المتبرعين، وما اكتمل من وحدات المشروع. تذهب كل التبرعات مباشرة إلى حساب الجمعية."}]}'::jsonb),
  ('success_tips', 1, '{"lead":"كل حملة تبدأ صغيرة، ثم تكبر بمحبة الناس لمن رحل. هذه ست خطوات جرّبها كثيرون قبلك فنجحت حملاتهم.","entries":[{"title":"اختر مشروعًا يشبهه","text":"كان يحب إطعام الناس؟ اختر وجبات الصائمين. كان يسقي الجيران؟ اختر بئرًا. المشروع القريب من روحه يحرّك قلوب من عرفوه."},{"title":"اكتب عنه بصدق","text":"سطران من القلب عن خُلُقه وما كان يحب يكفيان. صورة واضحة لائقة تجعل الناس يتذكرونه فورًا."},{"title":"أعلن الرمز لأقرب الناس خلال 48 ساعة","text":"في أول 48 ساعة من إنشاء الحملة، أخبر بنفسك أقارب الفقيد المقربين برمز الحملة ورابطها، بالهاتف أو وجهًا لوجه. هم أول من يتبرع، وتبرعاتهم تُظهر الحملة على الموقع بعد أن تبلغ 100 جنيه."},{"title":"انشر الرابط في مجموعاتك","text":"شارك الرابط في مجموعات العائلة والعمل والمسجد والأصدقاء، مع كلمة قصيرة عن الفقيد ودعوة للدعاء له."},{"title":"ذكّر في المناسبات","text":"الجمعة، ورمضان، والأعياد، وذكرى الوفاة أوقات يحب الناس فيها الصدقة. ذكّرهم بالحملة فيها برفق."},{"title":"شارك الأثر واشكر المتبرعين","text":"حين تكتمل وحدة من المشروع، أخبر الجميع بما تحقق واشكرهم. رؤية الأثر تدفع غيرهم للمشاركة."}]}'::jsonb)
;

UPDATE site_pages p SET current_version = 1
WHERE EXISTS (SELECT 1 FROM site_page_versions v WHERE v.page = p.page);

DROP TABLE faqs;

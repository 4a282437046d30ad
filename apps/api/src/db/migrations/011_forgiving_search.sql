-- Forgiving search (docs/decisions/012): every charity, project and campaign name keeps
-- the search keys of its words and a Latin form, computed here from the name so that every writer
-- (the app, the seeds, a console, a test) keeps them in step without knowing of them. The query
-- side is packages/contract/src/search/*.ts; apps/api/src/db/search-keys.test.ts checks that these
-- functions give exactly what the contract's nameSearchKeys() and transliterate() give. Changing
-- either side needs a new migration that redefines the functions and recomputes the columns
-- (e.g. UPDATE campaigns SET title = title).

-- Marks dropped, lower case, accented Latin letters plain, Arabic-Indic digits Western (cleanText()).
-- translate() costs the length of its list for every letter, so each list runs only when needed.
CREATE FUNCTION search_clean(input text) RETURNS text
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  text_ text := lower(regexp_replace(input, '[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]', '', 'g'));
BEGIN
  IF text_ ~ '[À-ÿ]' THEN
    text_ := translate(text_, 'àáâãäåèéêëìíîïòóôõöùúûüýÿçñÀÁÂÃÄÅÈÉÊËÌÍÎÏÒÓÔÕÖÙÚÛÜÝÇÑ',
      'aaaaaaeeeeiiiiooooouuuuyycnaaaaaaeeeeiiiiooooouuuuycn');
  END IF;
  IF text_ ~ '[٠-٩۰-۹]' THEN
    text_ := translate(text_, '٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹', '01234567890123456789');
  END IF;
  RETURN text_;
END
$$;

-- The one-for-one folds: hamza seats, alef maqsura, taa marbuta, Persian yeh and keheh.
CREATE FUNCTION search_fold_letters(input text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT translate(input, 'أإآٱؤئىةیک', 'ااااوييهيك')
$$;

-- The folds that may change a word's length: ء dropped, ذ→د, ظ→ض, a doubled و once (foldArabicWord()).
CREATE FUNCTION search_fold_word(input text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT regexp_replace(translate(search_fold_letters(input), 'ذظء', 'دض'), 'وو+', 'و', 'g')
$$;

-- Where a compound written as one word splits (عبدالرحمن, ابوزيد, هبهالله, علاءالدين): 0-based cuts
-- (splitArabicCompound()). Written as plain loops: plpgsql runs them without the executor.
CREATE FUNCTION search_compound_cuts(folded text) RETURNS integer[]
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  cuts integer[] := '{}';
  done integer := 0;
  rest text := folded;
  head text;
  tail text;
  split boolean;
BEGIN
  LOOP
    split := false;
    FOREACH head IN ARRAY ARRAY['عبد', 'ابو'] LOOP
      IF starts_with(rest, head) AND length(rest) > 3
          AND (length(rest) >= 6 OR substr(rest, 4) = 'ا' OR substr(rest, 4) = 'ال') THEN
        done := done + 3;
        cuts := cuts || done;
        rest := substr(rest, 4);
        split := true;
        EXIT;
      END IF;
    END LOOP;
    EXIT WHEN NOT split;
  END LOOP;
  FOREACH tail IN ARRAY ARRAY['الله', 'الدين'] LOOP
    IF right(rest, length(tail)) = tail AND length(rest) >= length(tail) + 2 THEN
      RETURN cuts || (done + length(rest) - length(tail));
    END IF;
  END LOOP;
  RETURN cuts;
END
$$;

-- How many leading letters are an article to drop: ال (الله excepted), بال/وال/فال/كال, لل.
CREATE FUNCTION search_article_length(folded text) RETURNS integer
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT CASE
    WHEN folded = 'الله' THEN 0
    WHEN starts_with(folded, 'ال') AND length(folded) >= 4 THEN 2
    WHEN folded ~ '^[بوفك]ال' AND length(folded) >= 5 THEN 3
    WHEN starts_with(folded, 'لل') AND length(folded) >= 4 THEN 2
    ELSE 0 END
$$;

-- The longest of `tails` that ends `word` after 3 letters or more (longestTail()); the first listed
-- of equally long ones.
CREATE FUNCTION search_longest_tail(word text, tails text[]) RETURNS text
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  tail text;
  best text;
BEGIN
  FOREACH tail IN ARRAY tails LOOP
    IF right(word, length(tail)) = tail AND length(word) - length(tail) >= 3
        AND (best IS NULL OR length(tail) > length(best)) THEN
      best := tail;
    END IF;
  END LOOP;
  RETURN best;
END
$$;

-- The construct state before «allah» is spelled with its t (hebat allah): the name is «heba».
CREATE FUNCTION search_without_construct_t(word text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT CASE WHEN word ~ 'at$' THEN left(word, -1) ELSE word END
$$;

-- The rest of a Latin compound after abd/abo (latinRest()).
CREATE FUNCTION search_latin_rest(rest text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT CASE
    WHEN rest ~ '^[aeiou]?ll?ah?$' THEN ARRAY['allah']
    WHEN rest ~ '^(el|al|ul|ol|il)' AND length(rest) >= 4 THEN ARRAY[substr(rest, 3)]
    WHEN rest ~ '^[aeiou]([b-df-hj-np-tv-z])\1.' THEN ARRAY[substr(rest, 3)]
    ELSE ARRAY[rest] END
$$;

-- abdelrahman → abd rahman, abozeid → abo zeid, hebatallah → heba allah (latinCompound()).
CREATE FUNCTION search_latin_compound(word text) RETURNS text[]
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  head text;
  tail text;
BEGIN
  IF starts_with(word, 'abd') AND length(word) >= 6 THEN
    RETURN ARRAY['abd'] || search_latin_rest(substr(word, 4));
  END IF;
  FOREACH head IN ARRAY ARRAY['abou', 'abu', 'abo'] LOOP
    IF starts_with(word, head) AND length(word) - length(head) >= 3 THEN
      RETURN ARRAY[head] || search_latin_rest(substr(word, length(head) + 1));
    END IF;
  END LOOP;
  tail := search_longest_tail(word, ARRAY['allah', 'ullah', 'ellah', 'illah', 'alla', 'ulla']);
  IF tail IS NOT NULL THEN
    RETURN ARRAY[search_without_construct_t(left(word, length(word) - length(tail))), 'allah'];
  END IF;
  tail := search_longest_tail(word, ARRAY['eldin', 'eldeen', 'eldine', 'eddin', 'eddeen', 'eddine',
    'addin', 'addeen', 'addine', 'aldin', 'aldeen', 'aldine', 'uddin', 'uddeen', 'uddine', 'edin', 'edeen', 'edine']);
  IF tail IS NOT NULL THEN
    RETURN ARRAY[left(word, length(word) - length(tail)), 'din'];
  END IF;
  IF word ~ '^(el|al)' AND length(word) >= 5 AND word <> 'allah' THEN
    RETURN ARRAY[substr(word, 3)];
  END IF;
  RETURN ARRAY[word];
END
$$;

-- The words of a name (searchWords()): Arabic runs and Latin/digit runs apart, compounds split,
-- articles dropped; `letters` keeps an Arabic word's letters before folding, for its Latin skeleton;
-- `whole` is an Arabic word folded with its article, for two words written as one.
CREATE FUNCTION search_words(input text)
RETURNS TABLE (kind text, key text, letters text, whole text, article boolean, maqsura boolean)
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  runs text[];
  run text;
  following text;
  folded text;
  bounds integer[];
  part text;
  dropped integer;
  word text;
BEGIN
  runs := ARRAY(
    SELECT m[1] FROM regexp_matches(search_clean(input),
      '([\u0621-\u063A\u0641-\u064A\u0671\u06A9\u06CC]+|[a-z0-9]+)', 'g') WITH ORDINALITY AS r(m, n)
    ORDER BY n);
  FOR i IN 1 .. coalesce(array_length(runs, 1), 0) LOOP
    run := runs[i];
    IF run ~ '[\u0621-\u064A]' THEN
      folded := search_fold_letters(run);
      bounds := ARRAY[0] || CASE WHEN folded ~ '^(عبد|ابو)|(الله|الدين)$' THEN search_compound_cuts(folded)
        ELSE '{}' END || length(run);
      FOR j IN 1 .. array_length(bounds, 1) - 1 LOOP
        part := substr(run, bounds[j] + 1, bounds[j + 1] - bounds[j]);
        dropped := search_article_length(substr(folded, bounds[j] + 1, bounds[j + 1] - bounds[j]));
        letters := substr(part, dropped + 1);
        key := search_fold_word(letters);
        IF key = 'حجه' THEN key := 'حاجه'; END IF;
        IF key <> '' THEN
          kind := 'arabic';
          whole := search_fold_word(part);
          article := dropped > 0;
          maqsura := right(letters, 1) = 'ى';
          RETURN NEXT;
        END IF;
      END LOOP;
      CONTINUE;
    END IF;
    following := runs[i + 1];
    IF following ~ '^[a-z]' THEN
      CONTINUE WHEN run IN ('el', 'al', 'il', 'ul', 'ol');
      CONTINUE WHEN run ~ '^[aeiou][tdrzsln]h?$' AND starts_with(following, substr(run, 2));
    END IF;
    IF run IN ('abd', 'abdel', 'abdul', 'abdal', 'abdol', 'abdil') THEN
      run := 'abd';
    ELSIF following ~ '^[aeiou]?ll?ah?$' THEN
      run := search_without_construct_t(run);
    END IF;
    article := false;
    maqsura := false;
    IF run ~ '^t?[0-9]+$' THEN
      kind := 'number';
      key := ltrim(run, 't');
      letters := key;
      whole := key;
      RETURN NEXT;
      CONTINUE;
    END IF;
    kind := 'latin';
    FOREACH word IN ARRAY search_latin_compound(run) LOOP
      key := word;
      letters := word;
      whole := word;
      RETURN NEXT;
    END LOOP;
  END LOOP;
END
$$;

-- Latin letters as far as Egyptian spellings agree, Franco-Arabic digits read (latinBase()).
CREATE FUNCTION search_latin_base(word text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT translate(
    regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(
      regexp_replace(
        CASE WHEN word ~ '[a-z]' THEN
          replace(replace(replace(replace(replace(translate(word, '23', ''''''), '5', 'kh'), '6', 't'),
            '7', 'h'), '8', 'gh'), '9', 'q')
        ELSE word END,
      'x', 'ks', 'g'), 'sh|ch', 'x', 'g'), 'kh', 'k', 'g'), 'gh', 'g', 'g'), 'ph', 'f', 'g'), 'ck', 'k', 'g'),
      '[qc]', 'k', 'g'),
    'jpv', 'gbf')
$$;

-- Latin spellings of common name words (packages/contract/src/search/latin-names.ts): each folded
-- word → its usual spelling, then the keys its spellings add (latinNameKeys()), space-separated.
CREATE FUNCTION search_latin_names() RETURNS jsonb
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT $json$
{
  "ابراهيم": "ibrahim =abraham %abrhm ~abr ~abrh",
  "ابو": "abou =abo %ab",
  "احسان": "ehsan =ahsan %ahsn ~ahs",
  "احمد": "ahmed =ahmad %ahmd ~ahm",
  "ادم": "adam =adam %adm",
  "اسامه": "osama =osama %asm",
  "استاد": "ostaz =ostaz %astz ~ast",
  "استاده": "ostaza =ostaza %astz ~ast",
  "اسرا": "esraa =asra %asr",
  "اسلام": "eslam =aslam %aslm ~asl",
  "اسما": "asmaa =asma %asm",
  "اسيوطي": "assiouty =asata %ast =asyota",
  "اشرف": "ashraf =axraf %axrf ~axr",
  "اضحيه": "odheya =odhaya %adh",
  "اعمار": "emar =amar %amr",
  "الله": "allah =alah %alh",
  "ام": "om =om %am",
  "امال": "amal =amal %aml",
  "امان": "aman =aman %amn",
  "امل": "amal =amal %aml",
  "امنه": "amna =amna %amn =amana",
  "اميره": "amira =amara %amr",
  "امين": "amin =aman %amn",
  "امينه": "amina =amana %amn",
  "انعام": "enaam =anam %anm",
  "انور": "anwar =anwar %anr",
  "ايادي": "ayadi =ayada %ad",
  "ايتام": "aytam =atam %atm",
  "ايمان": "eman =aman %amn",
  "ايمن": "ayman =aman %amn",
  "ايناس": "enas =anas %ans",
  "ايهاب": "ehab =ahab %ahb",
  "باسط": "basset =basat %bst",
  "باقي": "baky =baka %bk",
  "بحيري": "beheiry =bahara %bhr",
  "بدري": "badry =badra %bdr",
  "بركه": "baraka =baraka %brk =barakat %brkt ~brk",
  "بسمه": "basma =basma %bsm",
  "بسيوني": "basiouny =basana %bsn",
  "بشاير": "bashaer =baxar %bxr",
  "بكر": "bakr =bakr %bkr =bakar",
  "بنا": "banna =bana %bn",
  "بير": "bir =bar %br",
  "بيوت": "beyout =bayot %bt =boyot",
  "بيومي": "bayoumi =bayoma %bm",
  "تامر": "tamer =tamar %tmr",
  "تنميه": "tanmeya =tanmaya %tnm =tanma",
  "تواب": "tawab =tawab %tb",
  "ثريا": "soraya =soraya %sr =thoraya %thr",
  "جابر": "gaber =gabar %gbr",
  "جارحي": "garhy =garha %grh",
  "جبالي": "gebaly =gabala %gbl",
  "جليل": "galil =galal %gl",
  "جمال": "gamal =gamal %gml",
  "جمعيه": "gameya =gamaya %gm",
  "جندي": "gendy =ganda %gnd",
  "جني": "gana =gana %gn",
  "جواد": "gawad =gawad %gd",
  "جوهري": "gohary =gohara %ghr =gahara",
  "حاج": "hag =hag %hg",
  "حاجه": "hagga =haga %hg",
  "حديدي": "hadidy =hadada %hd",
  "حسام": "hossam =hosam %hsm",
  "حسن": "hassan =hasan %hsn",
  "حسنين": "hassanein =hasanan %hsn",
  "حسين": "hussein =hosan %hsn",
  "حسيني": "husseini =hosana %hsn",
  "حكيم": "hakim =hakam %hkm",
  "حلمي": "helmy =halma %hlm",
  "حليم": "halim =halam %hlm",
  "حماد": "hammad =hamad %hmd",
  "حمدي": "hamdy =hamda %hmd",
  "حميد": "hamid =hamad %hmd",
  "حياه": "hayah =hayah %h =hayat %ht",
  "خالد": "khaled =kalad %kld",
  "خالق": "khalek =kalak %klk",
  "خديجه": "khadiga =kadaga %kdg",
  "خطوه": "khatwa =katwa %kt =katwat",
  "خير": "kheir =kar %kr",
  "خيريه": "khayreya =karaya %kr",
  "دار": "dar =dar %dr",
  "دالي": "daly =dala %dl",
  "دسوقي": "desouky =dasoka %dsk",
  "دعا": "doaa =do %d",
  "دف": "dafa =dafa %df",
  "دكتور": "doctor =doktor %dktr ~dkt =dr %dr",
  "دكتوره": "doctora =doktora %dktr ~dkt =dra %dr",
  "دلتا": "delta =dalta %dlt",
  "دمرداش": "demerdash =damardax %dmrdx ~dmr ~dmrd",
  "دوا": "dawaa =dawa %d",
  "دين": "din =dan %dn",
  "رازق": "razek =razak %rzk",
  "رافت": "raafat =rafat %rft",
  "رانيا": "rania =rana %rn =ranya",
  "رحاب": "rehab =rahab %rhb",
  "رحمن": "rahman =rahman %rhmn ~rhm",
  "رحمه": "rahma =rahma %rhm",
  "رحيم": "rahim =raham %rhm",
  "رشدي": "roshdy =roxda %rxd",
  "رشوان": "rashwan =raxwan %rxn",
  "رضا": "reda =rada %rd =radha %rdh",
  "رضوان": "radwan =radwan %rdn",
  "رفاعي": "refaei =rafa %rf",
  "رقيه": "roqaya =rokaya %rk",
  "رمضان": "ramadan =ramadan %rmdn ~rmd",
  "روف": "raouf =raf %rf",
  "ريم": "reem =ram %rm",
  "زكريا": "zakaria =zakara %zkr =zakaraya",
  "زهرا": "zahraa =zahra %zhr",
  "زيات": "zayat =zayat %zt",
  "زياد": "ziad =zad %zd =zayad",
  "زيد": "zeid =zad %zd =zayad",
  "زينب": "zeinab =zanab %znb",
  "ساره": "sara =sara %sr =sarah %srh",
  "سامح": "sameh =samah %smh",
  "سامي": "samy =sama %sm",
  "ستار": "sattar =satar %str",
  "سعاد": "soad =sod %sd",
  "سعد": "saad =sad %sd",
  "سعيد": "saeed =sad %sd",
  "سقف": "saqf =sakf %skf",
  "سكينه": "sakina =sakana %skn",
  "سلام": "salam =salam %slm",
  "سلمي": "salma =salma %slm",
  "سليمان": "soliman =solaman %slmn ~slm",
  "سمالوطي": "samalouty =samalota %smlt ~sml",
  "سمير": "samir =samar %smr",
  "سميه": "somaya =somaya %sm =soma",
  "سنابل": "sanabel =sanabal %snbl ~snb",
  "سنوسي": "senoussi =sanosa %sns",
  "سهير": "soheir =sohar %shr",
  "سيد": "sayed =sayad %sd",
  "شادلي": "shazly =xazla %xzl",
  "شافعي": "shafei =xafa %xf",
  "شافي": "shafy =xafa %xf",
  "شرقاوي": "sharkawy =xarka %xrk =xarkawa",
  "شعبان": "shaaban =xaban %xbn",
  "شناوي": "shenawy =xana %xn =xanawa",
  "شنطه": "shanta =xanta %xnt",
  "شيخ": "sheikh =xak %xk",
  "شيما": "shaimaa =xama %xm",
  "صدقه": "sadaka =sadaka %sdk",
  "صعيدي": "saidi =sada %sd",
  "صفيه": "safia =safa %sf =safaya",
  "صلاح": "salah =salah %slh",
  "صمد": "samad =samad %smd",
  "ضاهر": "zaher =zahar %zhr =dahar %dhr",
  "طارق": "tarek =tarak %trk",
  "طالب": "taleb =talab %tlb",
  "طفل": "tefl =tafl %tfl",
  "طفله": "tefla =tafla %tfl",
  "طه": "taha =taha %th",
  "طوخي": "toukhy =toka %tk",
  "عادل": "adel =adal %adl",
  "عاطي": "aty =ata %at",
  "عافيه": "afia =afa %af =afya",
  "عال": "aal =al %al",
  "عايشه": "aisha =axa %ax",
  "عبد": "abd =abd %abd",
  "عبده": "abdo =abdo %abd",
  "عثمان": "osman =osman %asmn ~asm =othman %athmn ~ath ~athm",
  "عزه": "azza =aza %az",
  "عزيز": "aziz =azaz %az",
  "عصام": "essam =asam %asm",
  "عضيم": "azim =azam %azm",
  "عطا": "ataa =ata %at",
  "عطيه": "attia =ata %at =ataya",
  "علا": "alaa =ala %al =ola",
  "علي": "ali =ala %al",
  "عليم": "alim =alam %alm",
  "عمر": "omar =omar %amr",
  "عمرو": "amr =amr %amr",
  "عوض": "awad =awad %ad",
  "غفار": "ghaffar =gafar %gfr",
  "غني": "ghany =gana %gn",
  "فاروق": "farouk =farok %frk",
  "فاطمه": "fatma =fatma %ftm =fatama",
  "فتاح": "fattah =fatah %fth",
  "فتحي": "fathy =fatha %fth",
  "فقي": "fiky =faka %fk",
  "فهمي": "fahmy =fahma %fhm",
  "فواد": "fouad =fod %fd",
  "فوزيه": "fawzia =faza %fz =fazaya",
  "قادر": "kader =kadar %kdr",
  "قطره": "qatra =katra %ktr",
  "قلم": "qalam =kalam %klm",
  "قناوي": "qenawy =kana %kn",
  "قنديل": "kandil =kandal %kndl ~knd",
  "كريم": "karim =karam %krm",
  "كسا": "kesaa =kasa %ks",
  "كفاله": "kafala =kafala %kfl",
  "كلثوم": "kalthoum =kalthom %klthm ~klt ~klth =kolthom",
  "لطيف": "latif =lataf %ltf",
  "ليلي": "laila =lala %l",
  "مالك": "malek =malak %mlk",
  "ماهر": "maher =mahar %mhr",
  "مجد": "magd =magd %mgd",
  "مجدي": "magdy =magda %mgd",
  "مجيد": "magid =magad %mgd",
  "محسن": "mohsen =mohsan %mhsn ~mhs",
  "محمد": "mohamed =mohamad %mhmd ~mhm",
  "محمود": "mahmoud =mahmod %mhmd ~mhm",
  "مختار": "mokhtar =moktar %mktr ~mkt",
  "مرحوم": "marhoum =marhom %mrhm ~mrh",
  "مرحومه": "marhouma =marhoma %mrhm ~mrh",
  "مروه": "marwa =marwa %mr",
  "مريم": "mariam =maram %mrm =maryam",
  "مسجد": "masgid =masgad %msgd ~msg",
  "مصحف": "moshaf =moxaf %mxf",
  "مصطفي": "mostafa =mostafa %mstf ~mst",
  "مطلب": "motaleb =motalab %mtlb ~mtl",
  "مقصود": "maksoud =maksod %mksd ~mks",
  "منصور": "mansour =mansor %mnsr ~mns",
  "منعم": "moneim =monam %mnm",
  "منوفي": "menoufy =manofa %mnf",
  "مني": "mona =mona %mn",
  "منيا": "minya =manya %mn =mana",
  "منير": "mounir =monar %mnr",
  "مهندس": "mohandes =mohandas %mhnds ~mhn ~mhnd =ang %ang",
  "مهندسه": "mohandesa =mohandasa %mhnds ~mhn ~mhnd",
  "موجود": "mawgoud =magod %mgd",
  "موسسه": "moassasa =mosasa %ms",
  "مياه": "mayah =mayah %mh",
  "ناديه": "nadia =nada %nd =nadya",
  "نبي": "naby =naba %nb",
  "نبيل": "nabil =nabal %nbl",
  "نجار": "naggar =nagar %ngr",
  "نجلا": "naglaa =nagla %ngl",
  "نجيب": "nagib =nagab %ngb =nagob",
  "نعمات": "neamat =namat %nmt",
  "نفيسه": "nafisa =nafasa %nfs",
  "نهي": "noha =noha %nh",
  "نور": "nour =nor %nr",
  "هادي": "hady =hada %hd",
  "هاله": "hala =hala %hl",
  "هانم": "hanem =hanam %hnm",
  "هاني": "hany =hana %hn",
  "هبه": "heba =haba %hb",
  "هدي": "hoda =hoda %hd",
  "هشام": "hesham =haxam %hxm",
  "هواري": "hawary =hawara %hr",
  "وارث": "wares =waras %wrs =warath %wrth ~wrt",
  "وجبه": "wagba =wagba %wgb",
  "وصل": "wasl =wasl %wsl",
  "وفا": "wafaa =wafa %wf",
  "ولا": "walaa =wala %wl",
  "وليد": "walid =walad %wld",
  "وهاب": "wahab =wahab %whb",
  "ياسر": "yasser =yasar %ysr",
  "يتيم": "yatim =yatam %ytm",
  "يحيي": "yehia =yaha %yh =yahya",
  "يوسف": "youssef =yosaf %ysf =yosof"
}
$json$::jsonb
$fn$;

-- mohamed, mohammed, muhammad → mohamad: each run of vowels one class, doubled letters once
-- (latinVowelForm()); y and w are vowels unless first or before a vowel.
CREATE FUNCTION search_latin_vowels(word text) RETURNS text
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  base text := search_latin_base(word);
  out text := '';
  letter text;
  in_run boolean := false;
BEGIN
  FOR at IN 1 .. length(base) LOOP
    letter := substr(base, at, 1);
    CONTINUE WHEN letter = '''';
    IF strpos('aeiou', letter) > 0 OR (letter IN ('y', 'w') AND at > 1
        AND strpos('aeiou', coalesce(nullif(substr(base, at + 1, 1), ''), '#')) = 0) THEN
      IF NOT in_run THEN
        out := out || CASE WHEN letter IN ('o', 'u', 'w') THEN 'o' ELSE 'a' END;
      END IF;
      in_run := true;
    ELSE
      out := out || letter;
      in_run := false;
    END IF;
  END LOOP;
  RETURN regexp_replace(out, '(.)\1+', '\1', 'g');
END
$$;

-- mohamed → mhmd, amna → amn, yehia → yh (latinSkeleton()).
CREATE FUNCTION search_latin_skeleton(word text) RETURNS text
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  base text := search_latin_base(word);
  out text := '';
  letter text;
BEGIN
  FOR at IN 1 .. length(base) LOOP
    letter := substr(base, at, 1);
    IF at = 1 AND (strpos('aeiou''', letter) > 0) THEN
      out := 'a';
    ELSIF at = 1 AND letter IN ('y', 'w') THEN
      out := letter;
    ELSIF strpos('aeiou''yw', letter) = 0 THEN
      out := out || letter;
    END IF;
  END LOOP;
  RETURN regexp_replace(out, '(.)\1+', '\1', 'g');
END
$$;

-- The consonant skeletons of an Arabic word's letters (arabicSkeletons()): هيثم → hsm, htm, hthm.
-- The letters with one spelling are translated at once; then each letter with several spellings
-- (ث ذ ض ظ, then a final ه) multiplies the skeletons, in the order the contract does.
CREATE FUNCTION search_arabic_skeletons(letters text) RETURNS text[]
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  first text := left(letters, 1);
  spelled text;
  skeletons text[];
  grown text[];
  options text[];
  skeleton text;
  option text;
  at integer;
  found text[] := '{}';
BEGIN
  spelled := CASE
      WHEN first = 'و' THEN 'w'
      WHEN first IN ('ي', 'ی') THEN 'y'
      WHEN strpos('اأإآٱعءؤئى', first) > 0 THEN 'a'
      ELSE first END
    || substr(letters, 2);
  -- one spelling each; vowels (ة too), inner و/ي and unknown letters are dropped
  spelled := translate(spelled, 'بتجحخدرزسشصطغفقكکلمنهاأإآٱعءؤئىةويیػؼؽؾؿ', 'btghkdrzsxstgfkkklmnh');
  skeletons := ARRAY[spelled];
  WHILE skeletons[1] ~ '[ثذضظ]' LOOP
    at := strpos(skeletons[1], substring(skeletons[1] FROM '[ثذضظ]'));
    options := CASE substr(skeletons[1], at, 1)
      WHEN 'ث' THEN ARRAY['s', 't', 'th']
      WHEN 'ذ' THEN ARRAY['z', 'd', 'th', 'dh']
      WHEN 'ض' THEN ARRAY['d', 'dh']
      ELSE ARRAY['z', 'd', 'dh'] END;
    grown := '{}';
    FOREACH skeleton IN ARRAY skeletons LOOP
      at := strpos(skeleton, substring(skeleton FROM '[ثذضظ]'));
      FOREACH option IN ARRAY options LOOP
        IF cardinality(grown) < 8 THEN
          grown := grown || (left(skeleton, at - 1) || option || substr(skeleton, at + 1));
        END IF;
      END LOOP;
    END LOOP;
    skeletons := grown;
  END LOOP;
  IF length(letters) > 1 AND right(letters, 1) = 'ه' THEN
    grown := '{}';
    FOREACH skeleton IN ARRAY skeletons LOOP
      grown := grown || ARRAY[skeleton, left(skeleton, -1)];
    END LOOP;
    skeletons := grown[1:8];
  END IF;
  FOREACH skeleton IN ARRAY skeletons LOOP
    skeleton := regexp_replace(skeleton, '(.)\1+', '\1', 'g');
    IF skeleton <> '' AND NOT skeleton = ANY (found) THEN found := found || skeleton; END IF;
  END LOOP;
  RETURN found;
END
$$;

-- The keys of a Latin skeleton (latinKeysOfSkeleton()): the skeleton itself, tagged # outside the
-- dictionary and % inside, and its prefixes from 3 letters (~).
CREATE FUNCTION search_skeleton_keys(skeleton text, tag text) RETURNS text[]
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  keys text[] := ARRAY[tag || skeleton];
BEGIN
  FOR n IN 3 .. length(skeleton) - 1 LOOP
    keys := keys || ('~' || left(skeleton, n));
  END LOOP;
  RETURN keys;
END
$$;

-- The keys of one Arabic word (arabicNameKeys()).
CREATE FUNCTION search_arabic_keys(key text, letters text, article boolean, maqsura boolean) RETURNS text[]
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  keys text[] := ARRAY[key];
  spellings text[] := string_to_array(search_latin_names() ->> key, ' ');
  skeleton text;
BEGIN
  IF maqsura AND right(key, 1) = 'ي' THEN keys := keys || (left(key, -1) || 'ا'); END IF;
  IF key = 'د' THEN keys := keys || 'دكتور'::text; END IF;
  IF key = 'م' THEN keys := keys || 'مهندس'::text; END IF;
  IF left(key, 1) = 'و' AND length(key) >= 4 THEN keys := keys || substr(key, 2); END IF;
  FOR n IN 2 .. length(key) - 1 LOOP
    keys := keys || (left(key, n) || '*');
  END LOOP;
  IF article THEN keys := keys || ARRAY['ال*', 'ال' || left(key, 1) || '*']; END IF;
  -- titles that precede most names get no one-typo keys (nameSearchKeys()'s HONORIFICS)
  IF length(key) >= 4 AND key <> ALL (ARRAY['حاج', 'حاجه', 'مرحوم', 'مرحومه', 'استاد', 'استاده', 'دكتور',
      'دكتوره', 'مهندس', 'مهندسه', 'طفل', 'طفله', 'شيخ']) THEN
    FOR n IN 1 .. length(key) LOOP
      keys := keys || ('-' || left(key, n - 1) || substr(key, n + 1));
    END LOOP;
  END IF;
  FOREACH skeleton IN ARRAY search_arabic_skeletons(letters) LOOP
    keys := keys || search_skeleton_keys(skeleton, CASE WHEN spellings IS NULL THEN '#' ELSE '%' END);
  END LOOP;
  RETURN keys || spellings[2:];
END
$$;

-- The keys of a number in a name: itself and its prefixes.
CREATE FUNCTION search_number_keys(digits text) RETURNS text[]
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  keys text[] := ARRAY[digits];
BEGIN
  FOR n IN 2 .. length(digits) - 1 LOOP
    keys := keys || (left(digits, n) || '*');
  END LOOP;
  RETURN keys;
END
$$;

-- The search keys of a name (nameSearchKeys()), sorted and without repeats; two neighbouring Arabic
-- words written as one (امكلثوم) are a key too.
CREATE FUNCTION name_search_keys(name text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT ARRAY(
    SELECT DISTINCT k FROM (
      SELECT w.*, lead(w.kind) OVER (ORDER BY w.n) AS next_kind, lead(w.whole) OVER (ORDER BY w.n) AS next_whole
      FROM search_words(name) WITH ORDINALITY AS w(kind, key, letters, whole, article, maqsura, n)
    ) AS w,
      unnest(CASE w.kind
        WHEN 'arabic' THEN search_arabic_keys(w.key, w.letters, w.article, w.maqsura)
        WHEN 'number' THEN search_number_keys(w.key)
        ELSE ARRAY['=' || search_latin_vowels(w.key)] || search_skeleton_keys(search_latin_skeleton(w.key), '#')
      END || CASE WHEN w.kind = 'arabic' AND w.next_kind = 'arabic' THEN ARRAY[w.whole || w.next_whole]
        ELSE '{}' END) AS k
    WHERE k <> ''
    ORDER BY k)
$$;

-- A word outside the dictionary spelled letter by letter (spellLetters()): رشوان → rashwan.
CREATE FUNCTION search_spell_letters(letters text) RETURNS text
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  out text := '';
  letter text;
  following text;
  before_vowel boolean;
BEGIN
  FOR at IN 1 .. length(letters) LOOP
    letter := substr(letters, at, 1);
    following := substr(letters, at + 1, 1);
    before_vowel := following <> '' AND strpos('اأآٱةى', following) > 0;
    IF strpos('اأآٱع', letter) > 0 THEN
      out := out || CASE WHEN right(out, 1) = 'a' THEN '' ELSE 'a' END;
    ELSIF letter = 'و' THEN
      out := out || CASE WHEN at = 1 OR before_vowel THEN 'w' ELSE 'ou' END;
    ELSIF letter IN ('ي', 'ی') THEN
      out := out || CASE WHEN at = 1 OR before_vowel OR following = '' THEN 'y' ELSE 'ei' END;
    ELSE
      out := out || CASE letter
        WHEN 'ب' THEN 'b' WHEN 'ت' THEN 't' WHEN 'ث' THEN 's' WHEN 'ج' THEN 'g' WHEN 'ح' THEN 'h'
        WHEN 'خ' THEN 'kh' WHEN 'د' THEN 'd' WHEN 'ذ' THEN 'z' WHEN 'ر' THEN 'r' WHEN 'ز' THEN 'z'
        WHEN 'س' THEN 's' WHEN 'ش' THEN 'sh' WHEN 'ص' THEN 's' WHEN 'ض' THEN 'd' WHEN 'ط' THEN 't'
        WHEN 'ظ' THEN 'z' WHEN 'غ' THEN 'gh' WHEN 'ف' THEN 'f' WHEN 'ق' THEN 'k' WHEN 'ك' THEN 'k'
        WHEN 'ک' THEN 'k' WHEN 'ل' THEN 'l' WHEN 'م' THEN 'm' WHEN 'ن' THEN 'n' WHEN 'ه' THEN 'h'
        WHEN 'ة' THEN 'a' WHEN 'ى' THEN 'a' WHEN 'ء' THEN '' WHEN 'ؤ' THEN 'o' WHEN 'ئ' THEN 'e'
        WHEN 'إ' THEN 'e' ELSE letter END;
    END IF;
    IF at = 1 AND out ~ '^[^aeiou]+$' AND following <> '' AND strpos('اأإآٱعويىة', following) = 0 THEN
      out := out || 'a';
    END IF;
  END LOOP;
  RETURN out;
END
$$;

-- The Latin form of a name as Egyptians write it (transliterate()): «abd» joins the next word,
-- articles are «el», dictionary words take their usual spelling.
CREATE FUNCTION name_latin(name text) RETURNS text
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  words record;
  parts text[] := '{}';
  spelled text;
  joins boolean := false;
  join_article boolean := false;
BEGIN
  FOR words IN SELECT * FROM search_words(name) LOOP
    spelled := CASE WHEN words.kind <> 'arabic' THEN words.key
      ELSE coalesce(split_part(search_latin_names() ->> words.key, ' ', 1), search_spell_letters(words.letters)) END;
    IF joins AND words.kind = 'arabic' THEN
      parts[array_length(parts, 1)] := 'abd' || CASE WHEN words.article THEN 'el' ELSE '' END || spelled;
      joins := false;
      CONTINUE;
    END IF;
    parts := parts || (CASE WHEN words.article THEN 'el ' ELSE '' END || spelled);
    joins := words.kind = 'arabic' AND words.key = 'عبد';
  END LOOP;
  RETURN array_to_string(parts, ' ');
END
$$;

-- Each name's keys and Latin form, kept by the database (a new name, a renamed one, a seeded one).
ALTER TABLE ngos
  ADD COLUMN search_keys text[] NOT NULL GENERATED ALWAYS AS (name_search_keys(ar_name)) STORED,
  ADD COLUMN ar_name_latin text NOT NULL GENERATED ALWAYS AS (name_latin(ar_name)) STORED;
ALTER TABLE projects
  ADD COLUMN search_keys text[] NOT NULL GENERATED ALWAYS AS (name_search_keys(ar_name)) STORED,
  ADD COLUMN ar_name_latin text NOT NULL GENERATED ALWAYS AS (name_latin(ar_name)) STORED;
ALTER TABLE campaigns
  ADD COLUMN search_keys text[] NOT NULL GENERATED ALWAYS AS (name_search_keys(title)) STORED,
  ADD COLUMN title_latin text NOT NULL GENERATED ALWAYS AS (name_latin(title)) STORED;

-- Search reads the keys through these indexes; the trigram indexes of the folded names served the
-- old substring search only. The campaigns' index, like the one it replaces, covers visible
-- campaigns only and is written straight through (no pending list; migration 007 says why).
DROP INDEX ngos_name_trgm;
DROP INDEX projects_name_trgm;
DROP INDEX campaigns_title_trgm;
CREATE INDEX ngos_search_keys ON ngos USING gin (search_keys) WITH (fastupdate = off);
CREATE INDEX projects_search_keys ON projects USING gin (search_keys) WITH (fastupdate = off);
CREATE INDEX campaigns_search_keys ON campaigns USING gin (search_keys) WITH (fastupdate = off)
  WHERE collected >= 10000;

import { foldArabicWord } from './words';

/**
 * How Egyptians write common name words in Latin letters, the usual spelling first (it is the one
 * the stored Latin form of a name shows). Words are listed without their article; the search folds
 * them like any name word. migration 011 carries the same table (checked by search-keys.test.ts):
 * a change here needs a migration that rewrites the table and recomputes the names' keys.
 */
const SPELLINGS = `
حاج hag hagg hajj haj
حاجة hagga haga hajja
مرحوم marhoum marhom
مرحومة marhouma marhoma
أستاذ ostaz ustaz
أستاذة ostaza ustaza
دكتور doctor dr doktor
دكتورة doctora dra
مهندس mohandes eng
مهندسة mohandesa
طفل tefl
طفلة tefla
شيخ sheikh sheik sheikh
عبد abd
أبو abou abu abo
أم om umm
الله allah
دين din deen
محمد mohamed mohammed muhammad
أحمد ahmed ahmad
محمود mahmoud mahmod
مصطفى mostafa mustafa
إبراهيم ibrahim ebrahim
يوسف youssef yousef yusuf
عمر omar
علي ali aly
حسن hassan hasan
حسين hussein hossein hussien
حسنين hassanein hasanein
خالد khaled khalid
طارق tarek tareq
سليمان soliman suleiman
كريم karim kareem
عادل adel
أشرف ashraf
جمال gamal jamal
سمير samir sameer
عمرو amr
آدم adam
رضوان radwan redwan
رمضان ramadan
ياسر yasser yasir
عثمان osman othman
علاء alaa ola
حسام hossam hosam
إسلام eslam islam
مجدي magdy magdi
وليد walid waleed
صلاح salah
سامح sameh
فتحي fathy fathi
هشام hesham hisham
أيمن ayman
هاني hany hani
نبيل nabil nabeel
إيهاب ehab ihab
رضا reda ridha
زياد ziad ziyad
تامر tamer
بكر bakr bakar
طه taha
سعيد saeed said
جابر gaber jaber
أنور anwar
أسامة osama usama
مختار mokhtar mukhtar
شعبان shaaban shaban
مالك malek malik
يحيى yehia yahia yahya
ماهر maher
عوض awad
زكريا zakaria zakariya
سيد sayed sayyed sayyid
فاروق farouk farouq
فؤاد fouad foad
رشدي roshdy roshdi rushdi
منصور mansour
رأفت raafat rafat
نجيب nagib naguib
حمدي hamdy hamdi
حلمي helmy helmi
فهمي fahmy fahmi
منير mounir monir
سامي samy sami
سعد saad
عصام essam issam
حماد hammad
فاطمة fatma fatima fatema
آمنة amna amena
زينب zeinab zainab zaynab
هدى hoda huda
إيمان eman iman
سعاد soad suad
نفيسة nafisa nefisa
أسماء asmaa asma
رقية roqaya rokaya ruqaya
صفية safia safeya
منى mona mouna
ليلى laila leila layla
خديجة khadiga khadija
رحاب rehab rihab
سمية somaya sumaya somaia
فوزية fawzia fawzeya
نادية nadia nadya
جنى gana jana
سكينة sakina sekina
شيماء shaimaa shimaa shaymaa
رانيا rania ranya
هانم hanem
عزة azza ezza
إسراء esraa israa
أمينة amina ameena
عائشة aisha aysha aesha
ولاء walaa
أمل amal
إحسان ehsan ihsan
نهى noha nuha
وفاء wafaa
نجلاء naglaa najlaa
ريم reem rim
نعمات neamat nemat
هبة heba
مروة marwa
آمال amal amaal
سلمى salma
دعاء doaa duaa
بسمة basma
ثريا soraya thuraya suraya
مريم mariam maryam
أميرة amira ameera
إنعام enaam inaam
هالة hala
إيناس enas inas
سهير soheir suhair
كلثوم kalthoum kolthoum kulthum
سارة sara sarah
نور nour noor
رحمن rahman
رحيم rahim raheem
حميد hamid hameed
فتاح fattah
عال aal
لطيف latif lateef
غني ghany ghani
حكيم hakim
منعم moneim monem
رؤوف raouf raof
سلام salam
هادي hady hadi
ستار sattar
قادر kader qader
وهاب wahab
باقي baky baqi
مقصود maksoud maqsoud
مجيد magid majid
عظيم azim azeem
رازق razek razik
غفار ghaffar
خالق khalek khaliq
وارث wares warith
مطلب motaleb muttalib
شافي shafy shafi
محسن mohsen
عليم alim aleem
عاطي aty ati
جليل galil jalil
عزيز aziz
نبي naby nabi
جواد gawad jawad
تواب tawab
موجود mawgoud
باسط basset baset
صمد samad
حليم halim
مجد magd majd
علا ela ola
ظاهر zaher daher
زهراء zahraa
شافعي shafei shafie
دسوقي desouky dessouki desoky
بنا banna
قناوي qenawy kenawy
نجار naggar najjar
صعيدي saidi saeedy
هواري hawary hawari
شرقاوي sharkawy sharqawi
زيات zayat zayyat
دمرداش demerdash damardash
شناوي shenawy shinawi
بدري badry badri
جندي gendy gindi
طوخي toukhy tokhy
سمالوطي samalouty
بسيوني basiouny bassiouni
جوهري gohary gawhary
شاذلي shazly shazli
فقي fiky feki
حسيني husseini hosseiny
أسيوطي assiouty asyouti
بحيري beheiry bahiry
أمين amin ameen
دالي daly dali
رفاعي refaei rifai
منوفي menoufy minufi
حديدي hadidy hadidi
جارحي garhy jarhi
جبالي gebaly gabaly
بيومي bayoumi bayomy
سنوسي senoussi sanousi
قنديل kandil qandil
عبده abdo abdou
رشوان rashwan
عطية attia atia attiya
زيد zeid zaid zayed
طالب taleb talib
جمعية gameya gamaeya
مؤسسة moassasa moasasa
خير kheir khair
دار dar
بشائر bashaer
سنابل sanabel
عطاء ataa
وصل wasl
منيا minya menia minia
دلتا delta
رحمة rahma
أيادي ayadi
قلم qalam kalam
خطوة khatwa khatwet
قطرة qatra katra
حياة hayah hayat
دواء dawaa
عافية afia afya
كساء kesaa
دفء dafa
سقف saqf
أمان aman
إعمار emar imar
بيوت beyout buyut
بركة baraka barakat
خيرية khayreya khairiya
تنمية tanmeya tanmia
أيتام aytam
مياه mayah meyah
بئر bir beer
كفالة kafala
يتيم yatim yateem
مسجد masgid masjid
مصحف moshaf mushaf
وجبة wagba wajba
أضحية odheya udhiya
صدقة sadaka sadaqa
شنطة shanta
`;

/** Folded word (as searchWords gives it) → its Latin spellings, the usual one first. */
export const LATIN_NAMES: ReadonlyMap<string, readonly string[]> = (() => {
  const names = new Map<string, string[]>();
  for (const line of SPELLINGS.trim().split('\n')) {
    const [arabic, ...latin] = line.trim().split(/\s+/);
    const key = foldArabicWord(arabic!);
    names.set(key, [...new Set([...(names.get(key) ?? []), ...latin])]);
  }
  return names;
})();

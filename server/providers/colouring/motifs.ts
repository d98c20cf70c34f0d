/**
 * The motif library for the offline text → colouring composer: Tabler's outline icons (MIT), Lucide's (ISC) and our own
 * drawings (drawn-motifs.ts), all line drawings on a 24×24 grid. A prompt's words (English, Spanish, French, German,
 * Chinese) are matched to subjects through the word table in vocabulary.ts; words that look like nouns and name
 * nothing we can draw are reported, so the tool can say so before charging.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  isEnglishWord,
  isPlainVerb,
  isVerbInS,
  onlyDescribes,
  saysWhatItDoes,
  saysWhatOneThingDoes,
} from './english-verbs';
import { DRAWN_MOTIFS } from './drawn-motifs';
import { isGivenName } from './given-names';
import { MANDALA, mandalaElements } from './mandala';
import { vocabulary, type Subject } from './vocabulary';
import { describingWord, isWordNetWord, namesNoThing } from './wordnet';

const require = createRequire(import.meta.url);

interface IconEntry {
  name: string;
  category: string;
  tags: string[];
  styles?: { outline?: unknown };
}

interface Motif {
  name: string;
  category: string;
  /** The icon's drawing elements (paths, circles …) without the outer <svg> and the invisible frame. */
  body: string;
}

let index: { byName: Map<string, IconEntry>; byTag: Map<string, IconEntry[]>; dir: string } | null = null;

function loadIndex() {
  if (index) return index;
  // The package exports only `./*` → `./icons/*`; icons.json sits at the package root, two levels above an icon.
  const outlineDir = path.dirname(require.resolve('@tabler/icons/outline/cat.svg'));
  const packageDir = path.resolve(outlineDir, '..', '..');
  const entries = Object.values(
    JSON.parse(fs.readFileSync(path.join(packageDir, 'icons.json'), 'utf8')) as Record<string, IconEntry>,
  ).filter((entry) => entry.styles?.outline !== undefined);
  const byName = new Map<string, IconEntry>();
  const byTag = new Map<string, IconEntry[]>();
  for (const entry of entries) {
    byName.set(entry.name, entry);
    for (const tag of entry.tags) {
      const key = String(tag).toLowerCase();
      const list = byTag.get(key) ?? [];
      list.push(entry);
      byTag.set(key, list);
    }
  }
  index = { byName, byTag, dir: outlineDir };
  return index;
}

const STOPWORDS = new Set(
  [
    // English function words, numbers, common adjectives, colours and verbs of a scene
    'a an no not and the with of in on at to for from by under over near next beside behind between into onto is are be some many few two three four five six seven eight nine ten very big small little tiny huge giant cute happy funny lovely beautiful nice pretty please draw drawing picture image page pages colouring coloring color colour line art lines simple detailed scene there their its it this that my your our his her them they we you i me us as or but so than then together around who which what where one named called made make him she he has have having while after before during',
    'red blue green yellow orange purple pink black white brown grey gray golden silver colorful colourful dark light bright old new young baby-like wild magic magical friendly scary spooky sleepy hungry brave tall short long fat fluffy furry sweet',
    'flying playing running sitting standing jumping swimming eating sleeping walking dancing reading riding going looking holding having singing smiling laughing climbing driving sailing fishing hiding waiting resting watching wearing looks sits stands plays reads rides eats flies jumps swims runs sleeps',
    // Where a thing is from describes it (a Chinese dragon, a Mexican hat: "chinese" was refused)
    'chinese japanese korean indian mexican french italian spanish german english british irish scottish american canadian african egyptian greek roman russian arabian hawaiian australian brazilian',
    // Español, français, deutsch: articles, prepositions, pronouns, common verbs
    'dos tres cuatro cinco un una unos unas el la los las de del y con en sobre bajo entre su sus mi mis que muy al por para es está están leyendo jugando comiendo volando durmiendo nadando corriendo bailando montando',
    'une le les des du et avec deux trois quatre cinq dans sur sous entre son sa ses mon ma mes qui très au aux pour est sont lit lisant joue jouant mange mangeant vole volant dort dormant nage court petit petite grand grande',
    // Colours in Spanish, French and German, in their forms (naranja, rosa and rose name subjects too: see
    // SUBJECT_WHEN_ALONE and the word table)
    'negro negra negros negras blanco blanca blancos blancas rojo roja rojos rojas azul azules verde verdes amarillo amarilla amarillos amarillas morado morada morados moradas marrón marrones gris grises dorado dorada dorados doradas plateado plateada violeta violetas celeste celestes',
    'noir noire noirs noires blanc blanche blancs blanches rouge rouges bleu bleue bleus bleues vert verte verts vertes jaune jaunes violet violette violets violettes marron gris grise grises doré dorée dorés dorées argenté argentée',
    'schwarz schwarze schwarzer schwarzes schwarzen weiß weiße weißer weißes weißen weiss weisse weisser weisses weissen rot rote roter rotes roten blau blaue blauer blaues blauen grün grüne grüner grünes grünen gelb gelbe gelber gelbes gelben braun braune brauner braunes braunen grau graue grauer graues grauen lila pink',
    // What else people write around the things they name (found reading natural prompts: "a cat in front of a
    // house", "un perro junto a un gato", "ich möchte ein Pferd" were refused for 'front', 'junto', 'möchte'). Words that
    // name a subject (love, see, kind, mais, hat …) are left out: the word table must find them.
    'best better good great ever never always favourite favorite awesome cool amazing super seen want wants wanted make makes made can could would should will shall may might must like likes liked loves loved run runs fly flies breathe breathes breathing watch watches watched sees saw look have has had get gets got give gives go goes went do does did am was were been being help helps live lives lived hold holds wear wears sit stand stands play plays eat eats read reads ride rides swim swims sleep sleeps jump jumps climb climbs dance dances sing sings find finds show shows take takes bring brings keep keeps meet meets visit visits together inside outside above below front top bottom around across through along toward towards up down out off away back who whom whose which that what where when while as so but or if then than me my mine him her his hers them they he she we us our you your yours one ones each every all both other another something anything someone everything year years aged far here also too just only really lots lot sort type version style way side middle centre center left right',
    'junto juntos juntas encima debajo delante detrás dentro fuera lejos lado alrededor hacia hasta desde durante mientras también quiero quisiera quieres dibuja dibújame dibujo dibujar colorear página hazme haz me te le lo les nos yo tú él ella ellos ellas este esta estos estas ese esa eso aquí allí allá donde cuando como pero otro otra otros otras todo toda todos todas cada mucho muchos mucha muchas poco pocos tiene tienen hay estar ser va puede pueden',
    'je tu il elle nous vous ils elles se moi toi lui leur leurs veux voudrais veut dessin dessine dessiner colorier coloriage devant derrière près côté loin dedans dehors dessus dessous autour chez contre pendant ensemble aussi ou où quand comme ce cet cette ces ton notre votre nos vos en fait faire peut peuvent ont avoir être vont',
    // German verbs as a prompt written all in lower case has them (mama und ich backen plätzchen).
    'backen spielen malen fahren laufen schwimmen springen trinken schlafen lesen singen tanzen bauen reiten klettern kochen basteln lachen',
    'als ihrem ihren ihrer seinem seinen seiner meinem meinen meiner am vom beim ins namens heißt genannt ich du er es wir mich dich mir dir ihm uns euch vor hinter neben über bei nach von aus um durch gegen ohne bis seit zusammen auch aber oder wo wann wie möchte möchten will wollen bitte male mal zeichne zeichnen ausmalbild malvorlage einem eines kein keine haben kann können macht machen gibt',
    // What a prompt says about the page rather than a thing on it: its style, its background, the time of day
    // ("cartoon style", "a sunny day at the beach" were refused for 'cartoon', 'day'); adjectives the lexicon knows
    // (thick, realistic) are read by onlyDescribes
    // Months: a date says when, not what ("fourth of july fireworks" was refused for 'july'); "mars" is a planet.
    'january february march april june july august september october november december enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre janvier février avril juin juillet août septembre octobre novembre décembre januar februar märz juni juli oktober dezember',
    'spaces day days today morning mornings evening evenings afternoon time weekend background backgrounds outline outlines outlined style styled cartoon cartoons cartoony illustration illustrations sketch sketches painting paintings doodle doodles design designs theme themed kawaii fun sheet worksheet printable print pattern patterns patterned patrón patrones muster geometric geometrical abstract symmetric symmetrical geométrico geométrica geométricos geométricas abstracto abstracta géométrique géométriques abstrait abstraite geometrisch geometrische geometrisches geometrischen abstrakt abstrakte',
    'card cards greeting cozy cosy adorable sparkly gorgeous character characters personaje personajes personnage personnages figur figuren',
    // What happens, not a thing: "riding into battle", "at the end of the rainbow".
    'battle battles adventure adventures journey journeys quest end fetch twinkle room rooms lunch lunchtime breakfast dinner supper brunch',
    // Chat words typed around a request ("a ghost hiding under the bed lol").
    'lol lmao plz pls thx xd',
    // A place in a room, the colours of the page, a check-up: no thing of their own.
    "corner corners colors colours check checkup parts continent continents platform handle cut patient round how why we're i'm i'd it's you're they're let's that's there's don't can't won't ok okay hi hello",
    // Page themes, times and what is done, in the other languages (los oficios, les métiers, die Berufe; a year, an
    // hour; getting dressed, brushing teeth): no thing to draw.
    'lleno llena tarjeta hola quiero grandes pequeñita sentado sentada abrazado abrazada año años hora horas dia tiempo oficios profesiones partido dormir vestirse alegre enojado enojada asustado asustada facil fácil difícil dificil',
    'an ans heure heures matin soir métiers maternelle rigolo rigolos rigolote calme simples paysage carte hors coucher randonnée rentrée match clair brosser habiller laver',
    'jahr jahre alles gute besserung ersten erste landschaft linien fährt bemalt üben st unser unsere unseren putzen anziehen einschulung berufe wütend einfach sankt muttertag vatertag',
    // How things look, in the other languages (les trois petits cochons, un oso triste, die drei kleinen Schweinchen).
    'itsy bitsy teeny weeny petit petits petite petites gros grosse grosses joli jolie jolis jolies mignon mignonne mignons mignonnes joyeux joyeuse joyeuses heureux heureuse triste tristes feliz felices contento contenta pequeño pequeña pequeños pequeñas bonito bonita bonitos bonitas lindo linda lindos lindas klein kleine kleinen kleiner kleines groß große großen großer großes bunt bunte bunten bunter buntes süß süße süßen lieb liebe lieben',
    'día días fondo estilo caricatura dibujos animados jour fond dessin animé tag hintergrund stil',
    'zwei drei vier fünf spielen lesen essen fliegen schlafen schwimmen laufen tanzen ein eine einer einen einem der die das den dem des und mit im in auf unter zwischen sein seine ihr ihre mein meine sehr zum zur für ist sind liest spielt isst fliegt schläft schwimmt läuft klein kleine kleiner groß große großer',
  ]
    .join(' ')
    .split(' '),
);

/**
 * Parts and portions of a thing, drawn with it ("a unicorn with a rainbow mane", "a lion head", "a kangaroo's pouch",
 * "a slice of watermelon", "a carrot patch", "a police car with flashing lights"): no subject of their own. Asked after
 * the word table, so a part it draws by itself stays drawn.
 */
const PARTS = new Set(
  (
    'mane manes tail tails wing wings horn horns ear ears paw paws fur feather feathers eye eyes nose noses head heads leg legs hair face faces whisker whiskers beak beaks claw claws hoof hooves fin fins scale scales spot spots stripe stripes cheeks smile teeth tooth pouch patch slice slices piece pieces lights hollow syrup frosting icing topping toppings pepperoni moat drawbridge periscope pigtails ponytail ponytails braid braids ' +
    // A person's body (a wand in her hand, a parrot on his shoulder, a bone in its mouth): drawn with the person.
    'wheel wheels streusel streuseln hole holes scoop scoops kugel kugeln beam beams tutu tutus rope ropes spout spouts trunk trunks hand hands arm arms finger fingers thumb thumbs fist fists foot feet toe toes tiptoe tiptoes knee knees elbow elbows shoulder shoulders neck necks lap belly tummy chest mouth mouths lip lips tongue chin cheek forehead eyebrow eyebrows eyelashes beard beards mustache moustache freckles skin wrist wrists ankle ankles back ' +
    'ala alas cola colas cuerno cuernos melena orejas plumas trozo trozos rebanada porción aile ailes queue queues corne cornes crinière oreilles plumes tranche tranches morceau morceaux flügel flügeln schwanz mähne ohren federn stück pont-levis zugbrücke burggraben trenzas coletas nattes couettes zöpfe ' +
    'mano manos brazo brazos dedo dedos rodilla rodillas hombro hombros cuello regazo boca labios lengua barba bigote barriga panza cara ojo ojos nariz pelo cabello ' +
    'mains doigt doigts pied pieds genou genoux épaule épaules cou bouche lèvres langue barbe ventre visage yeux nez cheveux ' +
    'hände arme fuß füße knie schulter schultern hals mund maul schnauze lippen zunge bart schnurrbart bauch gesicht auge augen nase haare'
  ).split(' '),
);

/** Words for who does something, before what they do: "me building a fort" is no building. */
const DOERS = new Set(['i', 'me', 'you', 'we', 'us', 'they', 'them', 'he', 'him', 'she']);

/**
 * Pictures of a part of a body: drawn for the word when it is the page's subject (an eye, a hand, a smiley face,
 * hands holding a heart), not when it belongs to a thing named before it (a cat with big eyes, a wand in her hand).
 */
const BODY_PART_PICTURES = new Set([
  'own:smiley-face',
  'lucide:eye',
  'lucide:ear',
  'hand-stop',
  'lucide:brain',
  'moustache',
  'dental',
  'paw',
]);

/**
 * Whether the word at `at` follows a thing already found with nothing that starts another thing between them ("and",
 * a comma): "a dog with a bone in its mouth", not "a dentist and a tooth".
 */
function partOfAThingBefore(found: ReadonlyArray<{ at: number }>, at: number, original: string): boolean {
  const last = Math.max(-1, ...found.filter((item) => item.at < at).map((item) => item.at));
  return last >= 0 && !ANOTHER_THING.test(original.slice(last, at));
}
const ANOTHER_THING = /[,;]|\s(?:and|y|e|et|und|oder|or)\s|和|与/u;

/**
 * "World" with a word that says which is the scene, not the planet: before it in English and German (an underwater
 * world, eine magische Welt), after it in Spanish and French (un mundo mágico, le monde des dinosaures). Only "the
 * world", "el mundo", "around the world" and the like draw the Earth.
 */
const WORLD = new Set(['world', 'welt']);
const WORLD_QUALIFIED_AFTER = new Set(['mundo', 'monde']);
const THE_WHOLE = new Set('the a whole entire our my your this die eine der unsere meine ganze'.split(' '));
const JOINING = new Set(['y', 'e', 'et', 'con', 'avec', 'o', 'ou']);

/** Who a page is for, after "for" (a fish for kids): not a child to draw. */
const AUDIENCES = new Set(
  'kids kid children child toddlers toddler boys girls adults adult preschoolers preschool kindergarten beginners niños niñas niño adultos enfants enfant adultes kinder erwachsene'.split(
    ' ',
  ),
);
const FOR = new Set(['for', 'para', 'pour', 'für']);
/** Family and class words: after "for my" (for my daughter, para mi hijo, für meine Tochter) whom the page is for. */
const FOR_MY_AUDIENCES = new Set(
  'daughter daughters son sons niece nephew granddaughter grandson grandkids grandchildren students pupils class hija hijas hijo hijos sobrina sobrino nieta nieto nietos alumnos fille filles fils nièce neveu élèves tochter töchter sohn söhne nichte neffe enkel enkelin schüler klasse'.split(
    ' ',
  ),
);
const POSSESSIVES = new Set(
  'my our his her their mi mis nuestra nuestro tu ma mon mes notre nos ta ton meine meinen meiner meinem unsere unserer unseren deine'.split(
    ' ',
  ),
);
/**
 * What follows a name at the start of a prompt: "Mia and her dog", "Leo with his kite" (a pronoun that looks back at a
 * person), "Tom the cat" (then the thing it names). The English lexicon is no test: it lacks hamster and capybara too.
 */
const AFTER_A_NAME =
  /^\s+(?:(?:and|with|&|y|con|et|avec|und|mit)\s+(?:her|his|their|su|sus|son|sa|ses|ihr|ihre|ihrem|ihren|sein|seine|seinem|seinen)|the\s+(\p{L}+))(?![\p{L}])/u;
/**
 * What a person does, right after their name: a Spanish or French word followed by an article or "with" (Leo monta un
 * dinosaurio, Lucía juega con su gato), a German word in -t (Lukas reitet); English verbs are the lexicon's.
 */
const ROMANCE_VERB_AFTER_A_NAME =
  /^\s+\p{Ll}+\s+(?:un|una|unos|unas|une|el|la|le|les|los|las|des|du|al|au|con|avec|sur|dans)(?![\p{L}])/u;
const GERMAN_VERB_AFTER_A_NAME = /^\s+\p{Ll}+t(?![\p{L}])/u;

/**
 * Where the word right after a name starts, in `after` (the text after the name), when it says what the person does
 * (Leo rides …, Zoe and Sam build …, Lukas reitet …): it is then neither drawn nor reported ("flies" is no fly there).
 */
function doesAfterName(after: string, german: boolean): number | null {
  const next = /^\s+(\p{Ll}+)/u.exec(after);
  if (!next) return null;
  const word = next[1]!;
  const does =
    (!german && (isVerbInS(word) || isPlainVerb(word))) ||
    (german && GERMAN_VERB_AFTER_A_NAME.test(after)) ||
    ROMANCE_VERB_AFTER_A_NAME.test(after);
  return does ? next[0].length - word.length : null;
}

/** Words only a German prompt has: there a capitalised word is a noun, not a name. */
const GERMAN_MARKERS =
  /(?<![\p{L}])(?:ein|eine|einen|einem|einer|eines|der|das|dem|und|mit|auf|ist|sind|ich|möchte|bitte)(?![\p{L}])/iu;
/** Words only a Spanish or French prompt has (articles, joining words). */
const ROMANCE_MARKERS =
  /(?<![\p{L}])(?:el|los|las|una|unos|unas|del|que|con|une|les|des|qui|du|avec|dans|sur|est|es|está)(?![\p{L}])/iu;
/** Spanish and French words after which a word says what the thing before does (un gato que ronronea). */
const RELATIVE_PRONOUNS = new Set(['que', 'qui']);

/** German words after which a capitalised word is a name (meine Tochter Mia, ein Hund namens Rex). */
const INTRODUCES_A_NAME = new Set(
  'tochter sohn bruder schwester freund freundin oma opa mama papa mutter vater kind baby enkel enkelin namens heißt genannt'.split(
    ' ',
  ),
);
/** Words after which a capitalised given name is that person's name, not a thing (my daughter Lily, mi hija Rosa). */
const NAMED_AFTER = new Set([
  ...INTRODUCES_A_NAME,
  ...'daughter son brother sister friend niece nephew granddaughter grandson cousin named called hija hijo hermana hermano amiga amigo llamada llamado fille fils sœur frère amie ami nommée nommé appelée appelé'.split(
    ' ',
  ),
]);

/**
 * Chinese function words and verbs dropped before matching (the script has no spaces to split on), with 节 (festival:
 * 圣诞节) and 世界 (world: 海底世界), which name no thing of their own.
 */
const CHINESE_FILLER =
  /[的和在与一个只里上下旁边着正在看读玩吃飞睡觉跑跳唱歌游泳坐站走爬笑哭抱拿喝追踢说叫听想要爱带有是我你他她它们把被很个小大中内外辆条头匹张朵棵座架艘群些位二两三四五六七八九十节世界去钓放舞向给后起包讲烤病灰骑赛快乐岁到堆黄穿过插做根开地用像请画]/g;
/**
 * Chinese words for where (外面, outside) and whose (我家的, our): read as none before the names, so 面 (noodles) and
 * 家 (home) are not read out of them.
 */
const CHINESE_PLACE_WORDS =
  /[外里上下前后]面|旁边|我们?家的|毛茸茸|时间|简单|图案|端午节?|可爱|喜欢|那样|安静|花纹|卡片|用于|很多|一个|早日康复|祝你?/g;

/**
 * Letters, numbers and the alphabet, the commonest colouring pages for the youngest ("letter A", "la letra B",
 * "number 5", "Zahl 7", 数字5, "alphabet"): drawn as outlined characters (glyph:<text>), a letter as its capital.
 */
const LETTER =
  /(?<![\p{L}])(?:letter|letra|lettre|buchstabe|buchstaben)\s+([a-zñçäöü])(?![\p{L}\d])|字母\s*([a-z])(?![a-z])/gu;
const NUMBER =
  /(?<![\p{L}])(?:number|numéro|numero|número|chiffre|zahl|ziffer)\s+(\d{1,2}|[a-zäöüéèñ]+)(?![\p{L}\d])|数字\s*(\d{1,2})/gu;
const ALPHABET = /(?<![\p{L}])(?:alphabet|abc|abcs|alfabeto|abecedario)(?![\p{L}])|字母表/gu;
/** Numbers as a page of their own ("numbers 1 to 10", "números del 1 al 10"): drawn as 123. */
const NUMBERS = /(?<![\p{L}])(?:numbers|números|numeros|chiffres|zahlen)(?![\p{L}])/gu;

/** The characters the prompt asks to colour, each with where it stands in `text` and how long its words are. */
function charactersAsked(text: string): Array<{ at: number; length: number; subject: Subject }> {
  const asked: Array<{ at: number; length: number; subject: Subject }> = [];
  const glyph = (characters: string, name: string) => ({ name, picture: `glyph:${characters}`, size: 'l' as const });
  for (const match of text.matchAll(LETTER)) {
    const letter = (match[1] ?? match[2])!;
    asked.push({
      at: match.index,
      length: match[0].length,
      subject: glyph(letter.toUpperCase(), `letter ${letter.toUpperCase()}`),
    });
  }
  for (const match of text.matchAll(NUMBER)) {
    const value = numberValue((match[1] ?? match[2])!);
    if (value === undefined) continue;
    asked.push({ at: match.index, length: match[0].length, subject: glyph(String(value), `number ${value}`) });
  }
  for (const match of text.matchAll(ALPHABET))
    asked.push({ at: match.index, length: match[0].length, subject: glyph('ABC', 'alphabet') });
  for (const match of text.matchAll(NUMBERS))
    asked.push({ at: match.index, length: match[0].length, subject: glyph('123', 'numbers') });
  return asked;
}

/** Whether a motif may be drawn mirrored (a letter or a number may not). */
export function mirrorable(motif: string): boolean {
  return !motif.startsWith('glyph:');
}

export interface PromptTerms {
  /** Subjects found, in prompt order (each once), with how many the prompt asks for (three little pigs: 3). */
  subjects: Array<{ word: string; subject: Subject; count: number }>;
  /** Words that look like nouns but name nothing we can draw. */
  unknown: string[];
}

/**
 * Reads a prompt in English, Spanish, French, German or Chinese: known subjects (multi-word names and Chinese names
 * as phrases first, then single words with naive plural stripping), and the leftover words that may be nouns we
 * cannot draw. A capitalised word inside the sentence that names nothing is taken as a name ("Mia") and ignored.
 */
export function readPrompt(prompt: string): PromptTerms {
  const { byWord, german: germanWords, phrases, notDrawn, groups } = vocabulary();
  const subjects: PromptTerms['subjects'] = [];
  const add = (word: string, subject: Subject, count: number) => {
    // Two subjects drawn alike (winter and a snowman) are drawn once, as many times as the larger count asks.
    const same = subjects.find((s) => s.subject.picture === subject.picture);
    if (same) same.count = Math.max(same.count, count);
    else subjects.push({ word, subject, count });
  };
  const found: Array<{ at: number; word: string; subject: Subject }> = [];
  // Markup and code (tags, URLs, attributes, calls) are not things to draw: dropped before reading. Token by token,
  // in linear time: a pattern around the code characters backtracked over every start of a long word (O(n²)).
  // Typographic apostrophes (phones and word processors type them: l’arbre, s’mores) read as the plain one.
  const plain = prompt
    .replace(/[‘’]/g, "'")
    .replace(/<[^<>]*>/g, ' ')
    .split(/(\s+)/)
    // A colon or semicolon ending a word is punctuation ("feelings faces: happy, sad").
    .map((token) => (/[=:(){}$[\]<>/\\;&#]/.test(token.replace(/[:;]+$/, '')) ? ' ' : token))
    .join('');
  let text = ` ${plain.toLowerCase()} `;
  const unknown: string[] = [];
  for (const { at, length, subject } of charactersAsked(text)) {
    found.push({ at, word: text.slice(at, at + length).trim(), subject });
    text = text.slice(0, at) + ' '.repeat(length) + text.slice(at + length);
  }
  text = text.replace(CHINESE_PLACE_WORDS, (place) => ' '.repeat(place.length));
  const pluralEnding = /e?s(?![\p{L}])/uy;
  // A Latin phrase can only match where its first word is in the prompt: looking that up first keeps the reading near
  // linear in the prompt's length however many phrases the table has (searching the text for each of ~1,000 phrases
  // took 1.8 s on a 200,000-letter prompt).
  const wordsInPrompt = new Set(text.match(LATIN_WORD));
  for (const phrase of phrases) {
    const latin = !/[\u3400-\u9fff]/.test(phrase);
    if (latin && !wordsInPrompt.has(firstLatinWord(phrase))) continue;
    // Each match is blanked so shorter phrases and words do not read it again; the text is rebuilt once per phrase
    // (rebuilding it per match was quadratic in a prompt that repeats a phrase).
    const kept: string[] = [];
    let from = 0;
    for (let at = text.indexOf(phrase); at >= 0; at = text.indexOf(phrase, at + 1)) {
      if (at < from) continue;
      // A Latin phrase stands alone, or in the plural ("fire trucks", "hot air balloons").
      pluralEnding.lastIndex = at + phrase.length;
      const plural = latin ? (pluralEnding.exec(text)?.[0] ?? '') : '';
      if (latin && (/[\p{L}]/u.test(text[at - 1]!) || /[\p{L}]/u.test(text[at + phrase.length + plural.length] ?? ' ')))
        continue;
      if (notDrawn.has(phrase)) {
        if (!unknown.includes(phrase)) unknown.push(phrase);
      } else if (groups.has(phrase))
        for (const subject of groups.get(phrase)!) found.push({ at, word: phrase, subject });
      else found.push({ at, word: phrase, subject: byWord.get(phrase)! });
      const length = phrase.length + plural.length;
      kept.push(text.slice(from, at), ' '.repeat(length));
      from = at + length;
    }
    if (from > 0) text = kept.join('') + text.slice(from);
  }
  const original = ` ${plain} `;
  const german = GERMAN_MARKERS.test(plain);
  const romance = ROMANCE_MARKERS.test(plain);
  // Whether the prompt capitalises its nouns: a capital after its first word.
  const germanCapitals = /\s\p{Lu}/u.test(plain.trim());
  // Whether most words start in lower case (a sentence), so a capital inside it marks a name.
  const sentenceCase =
    (plain.match(/(?<!\p{L})\p{Lu}/gu)?.length ?? 0) * 3 < (plain.match(/(?<!\p{L})\p{L}/gu)?.length ?? 0);
  const namesASubject = (word: string) => singulars(word).some((form) => byWord.has(form));
  // Each unknown word's typo reading, once per prompt and for the first TYPO_CHECKS words: a long prompt may repeat a
  // word thousands of times, or hold a thousand different ones.
  const typoCorrections = new Map<string, Subject | undefined>();
  const promptStart = original.search(/\S/);
  // Where the word after a name starts, when it says what that person does (Leo rides …, Zoe and Sam build …).
  let doesAt = -1;
  // Leftover Chinese characters that are not filler words are unknown nouns.
  // A lone character left between them is a measure word, a verb or a particle more often than a thing (一列火车,
  // 月球上插旗): only two or more together are reported.
  for (const run of text.match(/[\u3400-\u9fff]+/g) ?? []) {
    for (const rest of run.split(CHINESE_FILLER)) if (rest.length > 1) unknown.push(rest);
  }
  for (const match of text.matchAll(/[\p{L}][\p{L}'-]*/gu)) {
    if (/[\u3400-\u9fff]/.test(match[0])) continue;
    // French elision: d'un, l'arbre, qu'il read as un, arbre, il.
    const whole = match[0].replace(/^-+|-+$/g, '').replace(/'s$/, '');
    // Not where the whole word is one we draw: s'mores.
    const written = namesASubject(whole) ? whole : whole.replace(/^(?:[dlcjmnst]|qu)'/, '');
    const start = match.index + match[0].length;
    if (match.index === doesAt) continue;
    const before = adjacentWordBefore(original, match.index);
    // A baby or a parent that is a thing's own ("a bird feeding its babies", "a baby elephant with its mom", and after
    // the thing: "a kangaroo with a baby in its pouch") is that animal's young or parent, not a person to draw beside
    // it. A baby named first keeps its things ("a baby with its teddy").
    if (
      A_THINGS_OWN.has(written) &&
      (before === 'its' || (found.length > 0 && /^[^,.;!?]*?\bits\b/u.test(original.slice(start, start + 60))))
    )
      continue;
    const subjectBefore = before !== '' && namesASubject(before);
    const alone = subjectWhenAlone(
      written,
      original.slice(start, start + 80).toLowerCase(),
      subjectBefore,
      namesASubject,
    );
    if (alone === null && Object.hasOwn(SUBJECT_WHEN_ALONE, written)) continue; // describing here: an orange cat
    const word = alone ?? (written === 'mummy' && egyptianMummy(before) ? 'egyptian mummy' : written);
    const thingAfterDeterminer = NOUNS_ONLY_AFTER_A_DETERMINER.has(word);
    if (thingAfterDeterminer && !DETERMINERS.has(before)) continue; // I saw a cat; a cat as well as a dog
    if (
      word.length < 2 ||
      (!alone && !thingAfterDeterminer && (STOPWORDS.has(word) || Object.hasOwn(NUMBER_WORDS, word)))
    )
      continue;
    if (AUDIENCES.has(word) && FOR.has(wordBefore(original, match.index))) continue;
    if (WORLD.has(word) && before !== '' && !THE_WHOLE.has(before)) continue;
    if (COLLECTIVES.has(word) && groupsASubject(original.slice(start, start + 60), german, namesASubject)) continue;
    if (
      FOR_MY_AUDIENCES.has(word) &&
      POSSESSIVES.has(wordBefore(original, match.index)) &&
      FOR.has(secondWordBefore(original, match.index))
    )
      continue;
    // German "elf Katzen" (eleven cats): the number before a capitalised noun, not an elf.
    if (word === 'elf' && /^\s+\p{Lu}/u.test(original.slice(start, start + 8))) continue;
    // Read only for words that got this far (not stop words).
    const following = original.slice(start, start + 40);
    const next = /^ +(\p{L}+)/u.exec(following)?.[1]?.toLowerCase() ?? '';
    if (WORLD_QUALIFIED_AFTER.has(word) && next !== '' && !JOINING.has(next)) continue;
    const afterIt = AFTER_A_NAME.exec(following);
    const asTyped = original.slice(match.index, match.index + match[0].length);
    const capitalised = /^\p{Lu}/u.test(asTyped);
    const subject =
      singulars(word)
        .map((form) => (german && germanWords.get(form)) || byWord.get(form))
        .find(Boolean) ?? (german && (capitalised || !germanCapitals) ? compoundHead(word, germanWords) : undefined);
    const determiner = subjectBefore ? secondWordBefore(original, match.index) : '';
    if (subject && !german && saysWhatOneThingDoes(word, { word: before, isSubject: subjectBefore }, determiner, next))
      continue; // a penguin slides, not a slide; a beaver building a dam
    if (subject && word.endsWith('ing') && DOERS.has(before)) continue; // my brother and me building a fort
    // A given name that is also a subject (Rose, Lily) is the name where a pronoun shows a person: Rose and her dog.
    if (
      subject &&
      match.index === promptStart &&
      capitalised &&
      isGivenName(word) &&
      afterIt !== null &&
      afterIt[1] === undefined
    )
      continue;
    // Likewise right after a word that introduces a name: "for my daughter Lily", "meine Tochter Rose".
    // And right after the thing it names: "our cat Luna" (luna is the moon in Spanish), "my dog Rose", and in a prompt
    // written in lower case any capitalised word there ("our dog Biscuit": no biscuit). Not in German, which
    // capitalises every noun, nor in Title Case, where "Cat Dog" are two things.
    if (
      subject &&
      capitalised &&
      (NAMED_AFTER.has(before) || subjectBefore) &&
      (isGivenName(word) || (subjectBefore && !german && sentenceCase))
    )
      continue;
    if (subject) {
      if (BODY_PART_PICTURES.has(subject.picture) && partOfAThingBefore(found, match.index, original)) continue;
      found.push({ at: match.index, word, subject });
      continue;
    }
    if (ignorable(word)) continue;
    if (
      saysWhatItDoes(word, { word: before, isSubject: subjectBefore }, next) ||
      onlyDescribes(word) ||
      PARTS.has(word)
    )
      continue;
    // Spanish and French put what describes a thing, and what it does, right after it (un perro negro, el caballo
    // galopa, un oiseau qui chante): there such a word is no thing to draw. An English word there may be one (a
    // unicorn hoodie).
    if (romance && (subjectBefore || RELATIVE_PRONOUNS.has(before))) continue;
    // German writes every noun with a capital: where a prompt does, a lower-case word is none (ein Vogel singt).
    if (german && germanCapitals && !capitalised) continue;
    // A capitalised word after the sentence's start that names nothing we know: a name (Mia, Rex). German capitalises
    // every noun, so there only a word after one that introduces a name is taken as one (meine Tochter Mia).
    // At the start, only with a sign of a person: Mia's kite, Mia and her dog, Tom the cat (see AFTER_A_NAME).
    // A given name (Leo, Oliver, Lucía) is one wherever it stands, even within two edits of a subject (Oliver, olive).
    const nameFirst =
      match.index === promptStart &&
      capitalised &&
      !misspeltSubject(word) &&
      ((!german && /'s$/.test(asTyped)) ||
        (afterIt !== null && (afterIt[1] === undefined || namesASubject(afterIt[1].toLowerCase()))));
    const name =
      (capitalised && isGivenName(word)) ||
      nameFirst ||
      (match.index !== promptStart &&
        capitalised &&
        (!german ||
          INTRODUCES_A_NAME.has(wordBefore(original, match.index)) ||
          // Right after a noun (capitalised) that names a thing: unser Hund Bello (not "ein Blorf": "ein" reads as Ei).
          (subjectBefore && /\p{Lu}\p{L}*\s+$/u.test(original.slice(Math.max(0, match.index - 40), match.index)))));
    if (name) {
      const does = doesAfterName(following, german);
      if (does !== null) doesAt = start + does;
      continue;
    }
    // A word WordNet knows only as describing (lazy, grumpy, shiny), or as describing or naming right before a thing or
    // a part (floppy ears, a round table): not a thing to draw.
    const describes = describingWord(word);
    if (describes === 'describes' || (describes === 'also-names' && (namesASubject(next) || PARTS.has(next)))) continue;
    if (namesNoThing(word)) continue; // theme week, feelings faces, the five senses
    // A typo of a subject typed in lower case (a unicorm, the feild): that subject. A capitalised one may be a name
    // (Unicron is a robot), so it stays reported with the subject to try.
    let meant = typoCorrections.get(word);
    if (!capitalised && !typoCorrections.has(word) && typoCorrections.size < TYPO_CHECKS) {
      meant = correctedTypo(word, byWord);
      typoCorrections.set(word, meant);
    }
    if (meant) {
      found.push({ at: match.index, word, subject: meant });
      continue;
    }
    if (!unknown.includes(word)) unknown.push(word);
  }
  for (const item of found.sort((a, b) => a.at - b.at))
    add(item.word, item.subject, countBefore(text, item.at, SHOW_SEVERAL.has(item.subject.picture)));
  return { subjects, unknown };
}

/** Number words up to ten (English, Spanish, French, German); Chinese numerals are CHINESE_NUMBERS. */
const NUMBER_WORDS: Readonly<Record<string, number>> = Object.fromEntries(
  [
    'one two three four five six seven eight nine ten',
    'uno dos tres cuatro cinco seis siete ocho nueve diez',
    'un deux trois quatre cinq six sept huit neuf dix',
    'eins zwei drei vier fünf sechs sieben acht neun zehn',
  ].flatMap((row) => row.split(' ').map((word, index) => [word, index + 1] as const)),
);
const CHINESE_NUMBERS = '一二三四五六七八九十';

/** A number written in digits or as a word up to ten (three, tres, trois, drei), else undefined. */
function numberValue(word: string): number | undefined {
  return /^\d+$/.test(word) ? Number(word) : NUMBER_WORDS[word];
}
/**
 * Whether the text after a group word names what it groups: "of" and a subject (a herd of elephants), or in German a
 * capitalised subject right after it (eine Herde Elefanten).
 */
function groupsASubject(after: string, german: boolean, namesASubject: (word: string) => boolean): boolean {
  const grouped = GROUP_OF.exec(after)?.[1] ?? (german ? /^\s+(\p{Lu}\p{L}+)/u.exec(after)?.[1] : undefined);
  return grouped !== undefined && namesASubject(grouped.toLowerCase());
}

/** The most of one thing a prompt gets drawn (the page holds eight subjects in all). */
const MOST_OF_ONE = 8;

/**
 * How many of the thing at `at` the (lower-case) text asks for: a number right before it, or before one describing
 * word (three little pigs, 2 cute cats, dos gatos); in Chinese a numeral and a measure word (三只猫, 两辆车). Else 1.
 */
function countBefore(text: string, at: number, showsSeveral = false): number {
  const before = text.slice(Math.max(0, at - 40), at);
  const chinese = /([一二两三四五六七八九十])[只个条头匹辆朵棵座架艘位群]?$/u.exec(before);
  if (chinese) return chinese[1] === '两' ? 2 : CHINESE_NUMBERS.indexOf(chinese[1]!) + 1;
  const counted = (value: number) => Math.max(1, Math.min(MOST_OF_ONE, value));
  // A group of them: a herd of elephants, una manada de lobos, eine Herde Elefanten (not the family dog). A picture
  // that shows several already (friends) is drawn once.
  const group = GROUP_BEFORE.exec(before);
  if (group && COLLECTIVES.has(group[1]!) && (group[2] || GERMAN_COLLECTIVES.has(group[1]!)))
    return showsSeveral ? 1 : GROUPED;
  // The word right before the thing first ("a cat with two dogs": two, not "with two" read from "with").
  const adjacent = /(?:^|[^\p{L}\d])(\d+|\p{L}+)\s+$/u.exec(before);
  const value = adjacent ? numberValue(adjacent[1]!) : undefined;
  if (value !== undefined) return counted(value);
  // "three little pigs": only a describing word may stand between the number and the thing.
  const apart = /(?:^|[^\p{L}\d])(\d+|\p{L}+)\s+(\p{L}+)\s+$/u.exec(before);
  const farther = apart ? numberValue(apart[1]!) : undefined;
  if (!apart || farther === undefined) return 1;
  return DESCRIBING.has(apart[2]!) || onlyDescribes(apart[2]!) ? counted(farther) : 1;
}

/** The word right before `index` (only spaces between them), lowercased, or '' (a comma or nothing between). */
function adjacentWordBefore(text: string, index: number): string {
  return /(\p{L}+) +$/u.exec(text.slice(Math.max(0, index - 64), index))?.[1]?.toLowerCase() ?? '';
}

/** The word before the word right before `index` (a penguin| slides), lowercased, or ''. */
function secondWordBefore(text: string, index: number): string {
  return /(\p{L}+) +\p{L}+ +$/u.exec(text.slice(Math.max(0, index - 64), index))?.[1]?.toLowerCase() ?? '';
}

/** The word just before `index`, lowercased: looked for in the 64 characters before it, so each call is short. */
function wordBefore(text: string, index: number): string {
  return /(\p{L}+)[^\p{L}]*$/u.exec(text.slice(Math.max(0, index - 64), index))?.[1]?.toLowerCase() ?? '';
}

/**
 * "Mummy" is a mother after a possessive or on its own (my mummy, mummy and me, for mummy), and the Egyptian one after
 * an article or a word describing it (a mummy, the scary mummy): a colouring page asks for the second at Halloween.
 */
function egyptianMummy(wordBefore: string): boolean {
  return wordBefore !== '' && !POSSESSIVES.has(wordBefore) && !MUMMY_AS_MOTHER_AFTER.has(wordBefore);
}
const MUMMY_AS_MOTHER_AFTER = new Set('and with for to you love loves dear hug hugs me'.split(' '));

/**
 * Words that name a thing right after an article or a possessive (a saw, the well, my watch, the paint) and are a verb
 * or an adverb elsewhere (I saw a cat, a cat as well as a dog, watch the birds, paint a unicorn). Only English needs
 * this: its verbs and nouns share forms.
 */
const NOUNS_ONLY_AFTER_A_DETERMINER = new Set(['saw', 'saws', 'well', 'wells', 'watch', 'watches', 'paint', 'paints']);
const DETERMINERS = new Set(['a', 'an', 'the', 'your', ...POSSESSIVES]);

/** A baby or a parent: an animal's young or parent when a thing owns it ("its babies", "its mom"). */
const A_THINGS_OWN = new Set(['baby', 'babies', 'mom', 'mommy', 'mother', 'mum', 'mama', 'dad', 'daddy', 'father']);

/** Words that describe before a noun and name a subject alone, with the word the table knows the subject by. */
const SUBJECT_WHEN_ALONE: Readonly<Record<string, string>> = {
  mother: 'mother',
  mom: 'mom',
  mommy: 'mommy',
  mum: 'mum',
  mama: 'mama',
  mamá: 'mamá',
  maman: 'maman',
  father: 'father',
  dad: 'dad',
  daddy: 'daddy',
  papá: 'papá',
  pet: 'dog', // a pet alone: the commonest one
  orange: 'oranges',
  giant: 'giant',
  naranja: 'naranjas',
  rosa: 'rosa',
  baby: 'baby',
  bebé: 'bebé',
  bébé: 'bébé',
  family: 'family',
  familia: 'familia',
  famille: 'famille',
  police: 'police', // a police helicopter, a police dog: alone, the police car
  glass: 'glass', // a glass house, a glass slipper: what it is made of; alone, a drinking glass
};

/**
 * "Orange" is a colour before a noun (an orange cat, an orange happy cat) and the fruit elsewhere (an orange, an orange
 * and a banana); "giant" likewise (a giant spider; a giant, a giant eating a hot dog), and "baby" and "family" (a baby
 * elephant, a family of ducks, a lion family: no child's face, no group of people). The word to look up when it
 * names the subject, else null. Right after a subject (`subjectBefore`) it describes it, as Spanish and French put
 * colours after the noun (un gato naranja). `after`: the text after it (80 characters are enough, and keep a long
 * prompt linear); `isSubject` tells whether a word names a subject of the table.
 */
function subjectWhenAlone(
  word: string,
  after: string,
  subjectBefore: boolean,
  isSubject: (word: string) => boolean,
): string | null {
  const subject = SUBJECT_WHEN_ALONE[word];
  if (subject === undefined || subjectBefore) return null; // un gato naranja, un gato rosa: a colour after its noun
  if (/^\s*(?:$|[,.;:!?]|(?:and|with|on|in|next|beside|near|under|y|et|und|con|avec|mit)\b)/u.test(after))
    return subject;
  // A subject next (one to three words, after words of size or mood, or "of": a family of ducks) is what the word
  // describes.
  const words = after.match(/[\p{L}][\p{L}'-]*/gu) ?? [];
  let first = 0;
  if (OF.has(words[0] ?? '')) first++;
  while (first < words.length && (DESCRIBING.has(words[first]!) || describingWord(words[first]!) === 'describes'))
    first++;
  if (PARTS.has(words[first] ?? '')) return null; // a giant piece of cheese
  for (let count = 3; count >= 1; count--)
    if (first + count <= words.length && isSubject(words.slice(first, first + count).join(' '))) return null;
  return subject;
}

/** "A family of ducks", "una familia de patos", "une famille de canards". */
const OF = new Set(['of', 'de', 'des', 'du']);

/** German ones, which take what they group without "von" (eine Herde Elefanten). */
const GERMAN_COLLECTIVES = new Set('herde herden schwarm rudel gruppe strauß familie'.split(' '));
/**
 * Words for a group of things, before "of" and what they group (a herd of elephants, a school of fish, una manada de
 * lobos, un banc de poissons, eine Herde Elefanten): no thing of their own (a herd was refused, a school drawn as a
 * building), and the things are drawn several times.
 */
const COLLECTIVES = new Set(
  [
    'herd herds flock flocks school schools pack packs swarm swarms bunch bunches group groups bouquet bouquets family families pod pods troop colony litter gaggle pride shoal crowd team pile piles heap heaps stack stacks couple',
    'manada manadas rebaño bandada banco enjambre grupo ramo familia montón',
    'troupeau troupeaux banc essaim groupe bouquet famille meute volée',
  ]
    .flatMap((row) => row.split(' '))
    .concat(...GERMAN_COLLECTIVES),
);
/** How many of a grouped thing are drawn (a herd of elephants: three). */
const GROUPED = 3;
/** Pictures of several already: a group of friends is drawn once. */
const SHOW_SEVERAL: ReadonlySet<string> = new Set(['friends']);
/** "of", and an article after it: what comes between a group word and what it groups. */
const OF_THE = String.raw`(?:of|de|des|du|von|d')\s*(?:(?:the|los|las|les|la|der|den|die)\s+)?`;
/** The word a group word groups: a herd (of the) elephants. */
const GROUP_OF = new RegExp(String.raw`^\s+${OF_THE}(\p{L}+)`, 'u');
/** A group word right before a thing, with "of" (group[2]) or without it (German): a herd of | eine Herde … */
const GROUP_BEFORE = new RegExp(String.raw`(\p{L}+)\s+(${OF_THE})?$`, 'u');

/** Words of size or mood that may stand between "giant" and what it describes (a giant happy cat). */
const DESCRIBING = new Set(
  'big small little tiny huge cute happy funny lovely beautiful nice pretty friendly scary angry sleepy silly'.split(
    ' ',
  ),
);

/**
 * Nouns that end like the forms `ignorable` skips: a firefly is no adverb, a string no participle. Without this list
 * they were dropped unread, neither drawn nor reported. Only words the word table lacks (its words are found before
 * `ignorable` is asked). English, Spanish and German (French -ant nouns are not skipped: the form rule reads -ante).
 */
const NOUNS_LIKE_OTHER_FORMS = new Set(
  (
    'firefly housefly horsefly mayfly damselfly belly holly bully ' +
    'string sling building wedding morning evening ceiling sibling ' +
    'hatchling sapling icing painting drawing clothing offspring radish seabed flowerbed ' +
    'gigante cliente presidente estudiante tante käfig'
  ).split(' '),
);

/**
 * A word ending in -fish names a fish (a sunfish, an anglerfish: dropped unread as -ish adjectives), except the few
 * adjectives that end so.
 */
const FISH_NOT_ADJECTIVE = /fish(?:es)?$/;
const ADJECTIVES_IN_FISH = new Set(['selfish', 'unselfish', 'elfish', 'oafish']);

/** A Latin word as the prompt reader splits words (letters, with inner apostrophes and hyphens). */
const LATIN_WORD = /[\p{L}][\p{L}'-]*/gu;
const FIRST_LATIN_WORD = /[\p{L}][\p{L}'-]*/u;
/** Each phrase's first word, found once: the word table's phrases are read again for every prompt. */
const firstWords = new Map<string, string>();
function firstLatinWord(phrase: string): string {
  let word = firstWords.get(phrase);
  if (word === undefined) {
    word = phrase.match(FIRST_LATIN_WORD)?.[0] ?? '';
    firstWords.set(phrase, word);
  }
  return word;
}

/** Words that are not nouns by their form: English -ly/-ing/-ed, Spanish gerunds, French present participles. */
function ignorable(word: string): boolean {
  if (singulars(word).some((form) => NOUNS_LIKE_OTHER_FORMS.has(form))) return false;
  if (FISH_NOT_ADJECTIVE.test(word) && !ADJECTIVES_IN_FISH.has(word)) return false;
  return (
    /(ly|ing|ed|ful|ous|ish|ando|iendo|yendo|ante|ente|isch|lich|ig)$/.test(word) &&
    word.length > 4 &&
    !typoOfASubject(word)
  );
}

/** Lowercase words of a prompt, without stop words, naively singularised (kept for callers that list words). */
export function promptWords(prompt: string): string[] {
  const seen = new Set<string>();
  const words: string[] = [];
  for (const raw of prompt.toLowerCase().split(/[^\p{L}-]+/u)) {
    const word = raw.replace(/^-+|-+$/g, '');
    if (word.length < 2 || STOPWORDS.has(word)) continue;
    if (!seen.has(word)) {
      seen.add(word);
      words.push(word);
    }
  }
  return words;
}

function singulars(word: string): string[] {
  const forms = [word];
  if (word.endsWith('ies') && word.length > 4) forms.push(`${word.slice(0, -3)}y`);
  if (word.endsWith('ves') && word.length > 4) forms.push(`${word.slice(0, -3)}f`);
  if (word.endsWith('es') && word.length > 3) forms.push(word.slice(0, -2));
  if (word.endsWith('s') && !word.endsWith('ss') && word.length > 2) forms.push(word.slice(0, -1));
  if (word.endsWith('x') && word.length > 3) forms.push(word.slice(0, -1)); // French: chevaux → chevau (listed), oiseaux
  // Spanish diminutives: monitos, gatito, osita → mono, gato, osa.
  const diminutive = /^(\p{L}{2,})it([oa])s?$/u.exec(word);
  if (diminutive) forms.push(`${diminutive[1]}${diminutive[2]}`);
  return forms;
}

/** German adjective endings, declined: ägyptische, fröhlichen, riesige. */
const GERMAN_ADJECTIVE_ENDING = /(?:isch|lich|ig|bar|sam|haft)(?:e|en|er|es|em)?$/;

/**
 * A German compound's last part, the thing it names (Geburtstagstorte: Torte, Osterhase: Hase, Piratenschiff: Schiff):
 * the longest ending of four letters or more, after three or more, that is a German word of a subject.
 */
function compoundHead(word: string, germanWords: ReadonlyMap<string, Subject>): Subject | undefined {
  if (GERMAN_ADJECTIVE_ENDING.test(word)) return undefined; // ägyptische is no Tische
  for (let cut = 3; cut <= word.length - 4; cut++) {
    const head = singulars(word.slice(cut))
      .map((form) => germanWords.get(form))
      .find(Boolean);
    if (head) return head;
  }
  return undefined;
}

/** The picture for one word (a subject of the word table), or null. */
export function findMotif(word: string): string | null {
  const { subjects } = readPrompt(word);
  return subjects[0]?.subject.picture ?? null;
}

/**
 * Edit distance between two words: insertions, deletions and substitutions, and with `swaps` a swap of two
 * neighbouring letters as one edit too (optimal string alignment). Past `limit` it stops and answers `limit + 1`: the
 * typo readings compare a word with every word of the table.
 */
function editDistance(a: string, b: string, { limit = Infinity, swaps = false } = {}): number {
  // Three rows are enough (a swap looks two rows back).
  let beforeLast = new Uint32Array(b.length + 1);
  let last = Uint32Array.from({ length: b.length + 1 }, (_, j) => j);
  let row = new Uint32Array(b.length + 1);
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let rowBest = i;
    for (let j = 1; j <= b.length; j++) {
      let distance = Math.min(last[j]! + 1, row[j - 1]! + 1, last[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (swaps && i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        distance = Math.min(distance, beforeLast[j - 2]! + 1);
      row[j] = distance;
      rowBest = Math.min(rowBest, distance);
    }
    if (rowBest > limit) return limit + 1;
    [beforeLast, last, row] = [last, row, beforeLast];
  }
  return last[b.length]!;
}

/**
 * Whether a word of six letters or more is two edits or fewer from a subject's name: a typo (Unicron, Dinosuar) to
 * report with "try …", not a name to pass over. Shorter names sit that close to many subjects (Mia, Tom, Bella).
 */
function misspeltSubject(word: string): boolean {
  // Names more than two letters longer or shorter are never that close (and a huge word costs nothing).
  return (
    word.length >= 6 &&
    vocabulary().subjects.some(
      (subject) =>
        Math.abs(subject.name.length - word.length) <= 2 && editDistance(word, subject.name, { limit: 2 }) <= 2,
    )
  );
}

/**
 * Whether a word the lexicon does not know is one letter from a subject's name: a typo (buterfly), reported with what
 * to try instead rather than passed over for its ending (-ly, -ed, -ing words are read as saying how or what).
 */
function typoOfASubject(word: string): boolean {
  return (
    word.length >= 6 &&
    !isEnglishWord(word) &&
    vocabulary().subjects.some(
      (subject) =>
        Math.abs(subject.name.length - word.length) <= 1 && editDistance(word, subject.name, { limit: 1 }) <= 1,
    )
  );
}

/**
 * How many unknown words of one prompt are read as possible typos: each reading compares the word with every word of
 * the table, and a prompt of 8,000 letters of unknown words took 20 s. More unknown words than this are no typing
 * slip anyway.
 */
const TYPO_CHECKS = 12;

/**
 * The subject a word the lexicons do not know was meant as: the only subject whose word (any language) is one edit
 * away (a swap of two letters counts as one: feild, dinosuar), or two for words of eight letters or more (dinasour).
 * Words WordNet or the lexicon know (mosque, rocker) and given names are words, not typos.
 */
function correctedTypo(word: string, byWord: ReadonlyMap<string, Subject>): Subject | undefined {
  if (word.length < 5 || isEnglishWord(word) || isWordNetWord(word) || isGivenName(word)) return undefined;
  const limit = word.length >= 8 ? 2 : 1;
  let best = limit + 1;
  let meant: Subject | undefined;
  let ambiguous = false;
  for (const [key, subject] of byWord) {
    if (key.includes(' ') || Math.abs(key.length - word.length) > limit) continue;
    const distance = editDistance(word, key, { limit, swaps: true });
    if (distance < best) [best, meant, ambiguous] = [distance, subject, false];
    else if (distance === best && subject !== meant) ambiguous = true;
  }
  return best <= limit && !ambiguous ? meant : undefined;
}

/** Subject names the composer draws, for "try …" suggestions. */
export function suggestSubjects(word: string, count = 3): string[] {
  const { subjects } = vocabulary();
  // Each name's distance once (a comparator would compute it again for every comparison); the sort is stable.
  return subjects
    .map((subject) => ({ name: subject.name, distance: editDistance(word, subject.name) }))
    .sort((a, b) => a.distance - b.distance)
    .slice(0, count)
    .map((s) => s.name);
}

const bodyCache = new Map<string, string>();

/** Loads a motif's drawing elements: a Tabler icon, `lucide:<name>` (Lucide's icon data) or `own:<name>`. */
export function loadMotif(name: string): Motif {
  let body = bodyCache.get(name);
  if (body === undefined) {
    if (name.startsWith('glyph:')) {
      body = glyphBody(name.slice(6));
    } else if (name === MANDALA) {
      // A small mandala for the icon-sized uses (a contact sheet); a mandala page draws its own at page size.
      body = mandalaElements({ cx: 12, cy: 12, radius: 11.5, rings: 2, rand: () => 0.5, stroke: 1.5 });
    } else if (name.startsWith('own:')) {
      body = DRAWN_MOTIFS[name.slice(4)];
      if (body === undefined) throw new Error(`unknown motif ${name}`);
    } else if (name.startsWith('lucide:')) {
      body = lucideBody(name.slice(7));
    } else {
      const { byName, dir } = loadIndex();
      if (!byName.has(name)) throw new Error(`unknown motif ${name}`);
      const svg = fs.readFileSync(path.join(dir, `${name}.svg`), 'utf8');
      const inner = svg.slice(svg.indexOf('>', svg.indexOf('<svg')) + 1, svg.lastIndexOf('</svg>'));
      // Drop the invisible 24×24 frame every Tabler icon starts with.
      body = inner.replace(/<path stroke="none" d="M0 0h24v24H0z" fill="none"\s*\/>/g, '').trim();
    }
    bodyCache.set(name, body);
  }
  return { name, category: name.startsWith('own:') ? 'Drawn' : 'Icon', body };
}

/**
 * Characters outlined in a bold sans (the page's stroke, no fill: each letter a shape to colour), centred in the
 * 24×24 box; the font size keeps one to three characters inside it.
 */
function glyphBody(characters: string): string {
  if (!/^[A-Za-z0-9ÑñÇçÄäÖöÜü]{1,3}$/.test(characters)) throw new Error(`unknown motif glyph:${characters}`);
  // As large as the box allows: a cap height of 19 units, or the width of 22.5 (a bold capital is about 0.72 em wide,
  // a digit 0.56 em).
  const width = [...characters].reduce((sum, character) => sum + (/\d/.test(character) ? 0.56 : 0.72), 0);
  const fontSize = Math.min(26, 22.5 / width);
  // The baseline sits half a cap height (0.73 em in Liberation Sans) below the centre.
  const baseline = 12 + 0.365 * fontSize;
  return `<text x="12" y="${baseline.toFixed(2)}" text-anchor="middle" font-family="Liberation Sans, DejaVu Sans, Arial, sans-serif" font-weight="bold" font-size="${fontSize.toFixed(2)}">${characters}</text>`;
}

/**
 * A Lucide icon (ISC licence, same 24×24 grid and 2 px stroke as Tabler) from lucide-react's icon module: its
 * `__iconData.node` list of [element, attributes] pairs, read as text (the module itself is a React component).
 */
function lucideBody(name: string): string {
  if (!/^[a-z0-9-]+$/.test(name)) throw new Error(`unknown motif lucide:${name}`);
  const file = path.join(path.dirname(require.resolve('lucide-react')), '..', 'esm', 'icons', `${name}.mjs`);
  const source = fs.readFileSync(file, 'utf8');
  const elements: string[] = [];
  for (const [, tag, attributes] of source.matchAll(
    /\[\s*"(path|circle|rect|line|polyline|polygon|ellipse)",\s*\{([^}]*)\}\s*\]/g,
  )) {
    const attrs = [...attributes!.matchAll(/(\w+): "([^"]*)"/g)]
      .filter(([, key]) => key !== 'key')
      .map(([, key, value]) => `${key}="${value}"`);
    elements.push(`<${tag} ${attrs.join(' ')}/>`);
  }
  if (!elements.length) throw new Error(`unknown motif lucide:${name}`);
  return elements.join('');
}

/**
 * The scenery the prompt enhancer may add around the subjects, by the scene they make: a picture of space gets stars,
 * one under the sea seaweed and shells, one at night a moon and stars, one in winter snow. Looking at pages of
 * everyday prompts found a moon beside the sun, a second moon beside "night", a balloon on the moon and flowers under
 * the sea when scenery was drawn from one list.
 */
const SCENES: ReadonlyArray<{ scene: string; pictures: ReadonlySet<string>; scenery: readonly string[] }> = [
  {
    scene: 'space',
    pictures: new Set(['rocket', 'planet', 'own:astronaut', 'ufo', 'alien', 'satellite', 'comet', 'lucide:earth']),
    scenery: ['star', 'planet', 'comet', 'sparkles'],
  },
  {
    scene: 'sea',
    pictures: new Set(
      (
        'fish ripple submarine lucide:shell own:whale own:dolphin own:shark own:octopus own:crab own:mermaid own:jellyfish ' +
        'own:seahorse own:starfish own:seaweed own:squid own:coral own:narwhal own:eel own:lobster own:stingray own:clam ' +
        'own:oyster own:manatee own:pufferfish own:anglerfish own:piranha own:axolotl own:swordfish own:catfish ' +
        'own:angelfish own:lionfish'
      ).split(' '),
    ),
    scenery: ['sun', 'cloud', 'own:seaweed', 'lucide:shell', 'own:starfish', 'own:coral'],
  },
  {
    scene: 'night',
    pictures: new Set(['moon', 'moon-stars', 'bat', 'ghost', 'pumpkin-scary', 'own:firefly']),
    scenery: ['moon', 'star', 'cloud', 'tree', 'trees', 'mountain'],
  },
  {
    scene: 'winter',
    pictures: new Set(['snowflake', 'snowman', 'own:ice', 'iceberg', 'own:sled', 'own:icicle', 'own:igloo']),
    scenery: ['cloud', 'snowflake', 'trees', 'mountain', 'tree'],
  },
];
/** Scenery of a day outdoors: every other scene. */
const DAY_SCENERY = ['sun', 'cloud', 'flower', 'tree', 'butterfly', 'leaf', 'mountain', 'plant-2', 'trees'];
/** Pictures that show the same thing, so one is not added beside the other (the night drawn as a moon with stars). */
const ALIKE: Readonly<Record<string, readonly string[]>> = {
  'moon-stars': ['moon', 'star'],
  'cloud-rain': ['cloud', 'sun'],
};

/** The picture of "the sea" itself (waves). */
export const SEA = 'ripple';

/** Things that live on land or in the sea: underwater with sea creatures or the sea, on land alone. */
const SEA_OR_LAND: ReadonlySet<string> = new Set(['lucide:turtle']);

/**
 * Whether every thing on the page lives in the sea (a turtle too, beside the sea or a sea creature): the page is
 * drawn underwater.
 */
export function livesUnderwater(subjects: readonly string[]): boolean {
  const sea = SCENES.find(({ scene }) => scene === 'sea')!.pictures;
  const creatures = subjects.filter((picture) => picture !== SEA);
  return (
    creatures.length > 0 &&
    creatures.every((picture) => sea.has(picture) || SEA_OR_LAND.has(picture)) &&
    subjects.some((picture) => sea.has(picture) || picture === SEA)
  );
}

/** The scenery that fits a page of these subject pictures, none of them repeated. */
export function sceneryFor(subjects: readonly string[]): string[] {
  const scenery = SCENES.find(({ pictures }) => subjects.some((picture) => pictures.has(picture)))?.scenery;
  const shown = new Set(subjects.flatMap((picture) => [picture, ...(ALIKE[picture] ?? [])]));
  return (scenery ?? DAY_SCENERY).filter((motif) => !shown.has(motif));
}
/** Small repeated motifs for the background pattern of the harder difficulties. */
export const PATTERN_MOTIFS = ['star', 'heart', 'flower', 'leaf', 'circle', 'cloud', 'sparkles', 'diamond'] as const;
/** When no word of the prompt matches a picture. */
export const FALLBACK_MOTIFS = ['flower', 'butterfly', 'sun'] as const;

/**
 * Icons for the icon-grid slides (issue #18 item 3): each short point gets a Tabler icon (MIT, the SVG files of
 * @tabler/icons, read from disk: nothing is fetched) matched by its words — first through a small table of common
 * presentation words, then by an icon of the word's own name — and a neutral icon when nothing matches. The SVG is
 * drawn to PNG by sharp in the theme's colour, because PowerPoint and LibreOffice both place a PNG the same way.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';

/** Words of a point → a Tabler outline icon. Keys are word stems (see `stem`); checked against the set at test time. */
export const ICON_KEYWORDS: Readonly<Record<string, string>> = {
  // Money and business
  cost: 'coin',
  price: 'tag',
  money: 'cash',
  budget: 'wallet',
  fund: 'pig-money',
  saving: 'pig-money',
  cheap: 'discount',
  euro: 'currency-euro',
  dollar: 'currency-dollar',
  pound: 'currency-pound',
  revenue: 'chart-line',
  profit: 'trending-up',
  growth: 'trending-up',
  increase: 'trending-up',
  decrease: 'trending-down',
  fall: 'trending-down',
  sale: 'shopping-cart',
  shop: 'building-store',
  market: 'building-store',
  business: 'briefcase',
  job: 'briefcase',
  work: 'briefcase',
  contract: 'file-certificate',
  invest: 'report-money',
  tax: 'receipt-tax',
  sponsor: 'award',
  // People
  people: 'users',
  resident: 'users',
  team: 'users-group',
  community: 'users-group',
  customer: 'user-heart',
  user: 'user',
  student: 'school',
  child: 'mood-kid',
  kid: 'mood-kid',
  parent: 'users',
  family: 'home-heart',
  older: 'old',
  boy: 'mood-kid',
  girl: 'mood-kid',
  neighbour: 'friends',
  neighbor: 'friends',
  friend: 'friends',
  volunteer: 'heart-handshake',
  partner: 'heart-handshake',
  staff: 'id-badge',
  leader: 'crown',
  // Places and transport
  city: 'building-community',
  town: 'building-community',
  home: 'home',
  house: 'home',
  school: 'school',
  university: 'school',
  hospital: 'building-hospital',
  station: 'map-pin',
  street: 'road',
  road: 'road',
  lane: 'road',
  route: 'route',
  junction: 'arrows-cross',
  roundabout: 'arrows-cross',
  bridge: 'building-bridge',
  map: 'map',
  location: 'map-pin',
  world: 'world',
  global: 'world',
  travel: 'plane',
  car: 'car',
  bus: 'bus',
  tram: 'train',
  train: 'train',
  bike: 'bike',
  bicycle: 'bike',
  cycl: 'bike',
  walk: 'walk',
  parking: 'parking',
  dock: 'charging-pile',
  // Nature and health
  air: 'wind',
  clean: 'leaf',
  green: 'leaf',
  climate: 'temperature',
  energy: 'bolt',
  electric: 'bolt',
  power: 'bolt',
  solar: 'solar-panel',
  sun: 'sun',
  water: 'droplet',
  food: 'tools-kitchen-2',
  meal: 'tools-kitchen-2',
  lunch: 'tools-kitchen-2',
  dinner: 'tools-kitchen-2',
  breakfast: 'tools-kitchen-2',
  garden: 'plant',
  tree: 'tree',
  plant: 'plant',
  health: 'heart-rate-monitor',
  safe: 'shield-check',
  safety: 'shield-check',
  secur: 'lock',
  risk: 'alert-triangle',
  danger: 'alert-triangle',
  helmet: 'helmet',
  // Work and time
  time: 'clock',
  hour: 'clock',
  day: 'calendar',
  week: 'calendar',
  month: 'calendar',
  year: 'calendar',
  date: 'calendar-event',
  deadline: 'calendar-due',
  launch: 'rocket',
  start: 'player-play',
  open: 'door-enter',
  plan: 'list-check',
  step: 'stairs-up',
  goal: 'target',
  target: 'target',
  decision: 'gavel',
  council: 'building-bank',
  law: 'scale',
  rule: 'gavel',
  policy: 'file-text',
  report: 'report',
  review: 'zoom-check',
  measure: 'ruler-measure',
  data: 'database',
  figure: 'chart-bar',
  number: 'numbers',
  survey: 'clipboard-list',
  question: 'help-circle',
  idea: 'bulb',
  innovation: 'bulb',
  learn: 'book',
  lesson: 'book',
  research: 'microscope',
  test: 'flask',
  build: 'building',
  repair: 'tool',
  maintain: 'tool',
  tool: 'tools',
  fix: 'tool',
  quality: 'rosette',
  speed: 'brand-speedtest',
  fast: 'bolt',
  // Digital
  app: 'device-mobile',
  phone: 'device-mobile',
  mobile: 'device-mobile',
  software: 'code',
  code: 'code',
  computer: 'device-desktop',
  web: 'world-www',
  website: 'world-www',
  online: 'world-www',
  internet: 'world-www',
  cloud: 'cloud',
  email: 'mail',
  mail: 'mail',
  message: 'message',
  chat: 'messages',
  ai: 'brain',
  robot: 'robot',
  card: 'credit-card',
  ticket: 'ticket',
  // Communication and outcome
  share: 'share',
  talk: 'microphone',
  news: 'news',
  publish: 'news',
  complaint: 'message-report',
  feedback: 'message-dots',
  support: 'lifebuoy',
  help: 'lifebuoy',
  success: 'trophy',
  win: 'trophy',
  award: 'award',
  star: 'star',
  love: 'heart',
  care: 'heart-handshake',
  check: 'circle-check',
  done: 'circle-check',
  choose: 'hand-click',
  choice: 'hand-click',
  option: 'adjustments',
  first: 'flag',
  next: 'arrow-right',
  future: 'telescope',
  vision: 'eye',
  search: 'search',
  find: 'search',
};

/** A point with no matching word gets one of these, in turn (never the same twice on a slide when avoidable). */
export const NEUTRAL_ICONS = ['circle-check', 'point', 'star', 'sparkles', 'bookmark', 'flag'];

const STOPWORDS = new Set(
  'the and for with from that this into over under more most less than then their there them they your our its was were are has have had not but all any each every one two three four five six per via about after before'.split(
    ' ',
  ),
);

/** A crude English stem: enough to match "stations" to "station", "cycling" to "cycl", "costs" to "cost". */
function stem(word: string): string {
  return word
    .toLowerCase()
    .replace(/(?:ies)$/, 'y')
    .replace(/(?:ing|ed|es|s)$/, '');
}

let iconDir: string | null = null;
let iconNames: Set<string> | null = null;

function outlineIconDir(): string {
  if (!iconDir) {
    const require = createRequire(import.meta.url);
    // Through an icon file, which every version's exports map ("./*" → "./icons/*"); 3.51 exports no package.json.
    iconDir = path.dirname(require.resolve('@tabler/icons/outline/circle.svg'));
  }
  return iconDir;
}

/** Every outline icon's name (read once, ~5,000 files listed in a few ms). */
export function tablerIconNames(): Set<string> {
  iconNames ??= new Set(
    fs
      .readdirSync(outlineIconDir())
      .filter((f) => f.endsWith('.svg'))
      .map((f) => f.slice(0, -4)),
  );
  return iconNames;
}

/** The icon that best matches one point's words (keyword table first, then an icon of the word's own name). */
export function iconCandidates(point: string): string[] {
  const names = tablerIconNames();
  const words = (point.toLowerCase().match(/[\p{L}]+/gu) ?? []).filter((w) => w.length > 2 && !STOPWORDS.has(w));
  const found: string[] = [];
  // Whole words of the table first ("Cleaner air": air), then words that start with a key ("cleaner": clean).
  for (const word of words) {
    const keyed = ICON_KEYWORDS[word] ?? ICON_KEYWORDS[stem(word)];
    if (keyed && names.has(keyed)) found.push(keyed);
  }
  for (const word of words) {
    const stemmed = stem(word);
    const keyed = Object.entries(ICON_KEYWORDS).find(([key]) => key.length >= 4 && stemmed.startsWith(key))?.[1];
    if (keyed && names.has(keyed)) found.push(keyed);
  }
  // A word that is itself an icon's name ("coffee", "school", "truck"): long enough not to be a stray match.
  for (const word of words) {
    if (word.length < 4) continue;
    for (const candidate of [word, stem(word)]) if (names.has(candidate)) found.push(candidate);
  }
  return [...new Set(found)];
}

/**
 * One icon per point, each different on the slide when the words allow; a neutral icon when none matches. `chosen`
 * holds icons already chosen for some points (by the point's text: from English words of a translated deck); an
 * unknown name there is ignored.
 */
export function matchIcons(points: readonly string[], chosen: Readonly<Record<string, string>> = {}): string[] {
  const names = tablerIconNames();
  const preset = points.map((point) =>
    Object.hasOwn(chosen, point) && names.has(chosen[point]!) ? chosen[point] : undefined,
  );
  const used = new Set<string>(preset.filter((name): name is string => Boolean(name)));
  let neutral = 0;
  return points.map((point, i) => {
    if (preset[i]) return preset[i];
    const pick = iconCandidates(point).find((name) => !used.has(name));
    const name = pick ?? NEUTRAL_ICONS.find((n) => !used.has(n)) ?? NEUTRAL_ICONS[neutral++ % NEUTRAL_ICONS.length]!;
    used.add(name);
    return name;
  });
}

/** An icon drawn as a square PNG in a colour (hex RRGGBB), for the deck. */
export async function renderIcon(name: string, colour: string, sizePx = 256): Promise<Buffer> {
  const file = path.join(outlineIconDir(), `${path.basename(name)}.svg`);
  const svg = fs
    .readFileSync(fs.existsSync(file) ? file : path.join(outlineIconDir(), `${NEUTRAL_ICONS[0]}.svg`), 'utf8')
    .replace(/stroke="currentColor"/g, `stroke="#${colour.replace('#', '')}"`)
    .replace(/stroke-width="2"/, 'stroke-width="1.75"')
    .replace(/width="24"/, `width="${sizePx}"`)
    .replace(/height="24"/, `height="${sizePx}"`);
  return sharp(Buffer.from(svg)).png().toBuffer();
}

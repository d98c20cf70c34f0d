/** The offline engines on their own: line art variants and speckle removal; the motif composer's choices. */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { composePage, inkBoxAlone, pickSubjects, strokeWidthFor, type Placement } from './composer';
import { PRINT_PAGES, settingsFromInstructions, STROKE_PX } from './instructions';
import { photoToLineArtVariants, removeSpeckles, upsampleThreshold } from './line-art';
import { measurePage } from './page-quality';
import { segmentRegions } from './regions';
import { findMotif, promptWords } from './motifs';

/** Where a placed subject's ink lies on a Children page. */
const inkBox = (page: { width: number; height: number }, placement: Placement) =>
  inkBoxAlone(placement, page.width, page.height, strokeWidthFor('Children', page.width, page.height));

describe('line art', () => {
  it('removes components smaller than the minimum area, keeps larger and protected ones', () => {
    const w = 10;
    const ink = new Uint8Array(100);
    ink[11] = 1; // a lone dot
    for (let x = 2; x < 9; x++) ink[5 * w + x] = 1; // a 7-pixel line
    ink[88] = 1; // a protected dot
    const keep = new Uint8Array(100);
    keep[88] = 1;
    removeSpeckles(ink, w, 10, 3, keep);
    expect(ink[11]).toBe(0);
    expect(ink[5 * w + 4]).toBe(1);
    expect(ink[88]).toBe(1);
  });

  it('gives pure black-on-white pages, one line weight per variant', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#eee"/><circle cx="200" cy="150" r="90" fill="#333"/></svg>';
    const pages = await photoToLineArtVariants(await sharp(Buffer.from(svg)).png().toBuffer(), 4);
    expect(pages.map((p) => [p.width, p.height])).toEqual(Array(4).fill([400, 300]));
    const inks = pages.map((p) => p.inkRatio);
    expect(new Set(inks).size).toBe(4);
    for (const page of pages) {
      const { data } = await sharp(page.png).raw().toBuffer({ resolveWithObject: true });
      expect(data.every((v) => v === 0 || v === 255)).toBe(true);
    }
  });
});

describe('sparse upsampling', () => {
  /** Straightforward bilinear interpolation + threshold, for comparison. */
  function reference(field: Uint8Array, w: number, h: number, width: number, height: number) {
    const out = new Uint8Array(width * height);
    const at = (i: number, size: number, source: number) =>
      Math.min(source - 1, Math.max(0, (i + 0.5) * (source / size) - 0.5));
    for (let y = 0; y < height; y++) {
      const sy = at(y, height, h);
      const y0 = Math.min(h - 2, Math.floor(sy));
      for (let x = 0; x < width; x++) {
        const sx = at(x, width, w);
        const x0 = Math.min(w - 2, Math.floor(sx));
        const p = (yy: number, xx: number) => field[yy * w + xx]!;
        const left = p(y0, x0) + (p(y0 + 1, x0) - p(y0, x0)) * (sy - y0);
        const right = p(y0, x0 + 1) + (p(y0 + 1, x0 + 1) - p(y0, x0 + 1)) * (sy - y0);
        out[y * width + x] = left + (right - left) * (sx - x0) < 128 ? 0 : 255;
      }
    }
    return out;
  }

  it('matches plain bilinear interpolation while only visiting cells that can hold ink', () => {
    let seed = 7;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (const [w, h, width, height] of [
      [10, 7, 23, 15],
      [100, 75, 205, 153],
      [50, 50, 50, 50],
      [31, 17, 64, 40],
    ] as const) {
      const field = Uint8Array.from({ length: w * h }, () =>
        rand() < 0.2 ? Math.floor(rand() * 128) : 128 + Math.floor(rand() * 128),
      );
      const fast = upsampleThreshold(field, w, h, width, height);
      const slow = reference(field, w, h, width, height);
      let differing = 0;
      for (let i = 0; i < fast.length; i++) if (fast[i] !== slow[i]) differing++;
      // Only float rounding exactly at the threshold may differ.
      expect(differing / fast.length).toBeLessThan(0.001);
      expect(fast.some((v) => v === 0)).toBe(true);
    }
  });
});

/** Each prompt is read as exactly these pictures, in this order, with nothing reported. */
function expectDrawnAs(cases: ReadonlyArray<readonly [string, readonly string[]]>) {
  for (const [prompt, motifs] of cases) expect(pickSubjects(prompt), prompt).toMatchObject({ motifs, unmatched: [] });
}

describe('motif composer', () => {
  it('reads nouns from the prompt and finds pictures for them', () => {
    expect(promptWords('A cat and a HOUSE, under the sun')).toEqual(['cat', 'house', 'sun']);
    expect(findMotif('cats')).toBe('cat');
    expect(findMotif('house')).toBe('home');
    expect(findMotif('butterflies')).toBe('butterfly');
    expect(findMotif('qwertyuiop')).toBeNull();
    expect(pickSubjects('a dog and a zxcvb')).toEqual({ motifs: ['dog'], words: ['dog'], unmatched: ['zxcvb'] });
    // Other languages, plurals, names, and markup that is not a thing to draw.
    expect(pickSubjects('un dragón leyendo un libro').motifs).toEqual(['dragon', 'book']);
    expect(pickSubjects('zwei Katzen und ein Einhorn').motifs).toEqual(['cat', 'own:unicorn']);
    expect(pickSubjects('une licorne dans la forêt').motifs).toEqual(['own:unicorn', 'tree']);
    expect(pickSubjects('一只猫和泰迪熊').motifs).toEqual(['cat', 'own:teddy']);
    expect(pickSubjects('my daughter Mia as a princess with her dog')).toMatchObject({
      motifs: ['woman', 'own:princess', 'dog'],
      unmatched: [],
    });
    expect(pickSubjects('"><svg onload=alert(1)> a cat javascript:self.x=1')).toEqual({
      motifs: ['cat'],
      words: ['cat'],
      unmatched: [],
    });
    expect(pickSubjects('a unicorn and a blorf').unmatched).toEqual(['blorf']);
  });

  it('reads the words around the things people name (positions, wishes, pronouns) as no subject to report', () => {
    // Each of these was refused before charging: "We can't draw 'front' yet".
    const prompts: Array<[string, string[]]> = [
      ['I want a cat on top of the fridge', ['cat', 'lucide:refrigerator']],
      ['a cat in front of a house', ['cat', 'home']],
      ['a unicorn above the clouds and a fish below the waves', ['own:unicorn', 'cloud', 'fish', 'ripple']],
      ['an elephant that can fly', ['own:elephant']],
      ['un perro junto a un gato', ['dog', 'cat']],
      ['quiero un dibujo de un caballo', ['horse']],
      ['un gato encima de la mesa', ['cat', 'own:table']],
      ["un chien à côté d'un chat", ['dog', 'cat']],
      ["je veux un dessin de licorne près d'un arbre", ['own:unicorn', 'tree']],
      ['ich möchte ein Pferd vor einem Haus', ['horse', 'home']],
      ['ein Bär hinter einem Baum und neben einer Katze', ['own:bear', 'tree', 'cat']],
    ];
    for (const [prompt, motifs] of prompts)
      expect(pickSubjects(prompt), prompt).toEqual(expect.objectContaining({ motifs, unmatched: [] }));
    // Nouns are still reported.
    expect(pickSubjects('a bear having a picnic in the laboratory').unmatched).toEqual(['laboratory']);
    expect(pickSubjects('todos los gatos del laboratorio').unmatched).toEqual(['laboratorio']);
  });

  it('reads German nouns declined (den Jungen, dem Bären) and reports a capitalised German noun it cannot draw', () => {
    expect(pickSubjects('ein Mädchen mit einem Bären und einem Löwen').motifs).toEqual([
      'woman',
      'own:bear',
      'own:lion',
    ]);
    expect(pickSubjects('ich möchte einen Jungen mit Helm').motifs).toEqual(['man', 'helmet']);
    // Every German noun is capitalised: one we cannot draw is reported, not taken for a name …
    expect(pickSubjects('ein Hund mit einem Kürbiskern').unmatched).toEqual(['kürbiskern']);
    // … unless a word before it introduces a name.
    expect(pickSubjects('meine Tochter Mia als Prinzessin mit ihrem Hund')).toMatchObject({
      motifs: ['woman', 'own:princess', 'dog'],
      unmatched: [],
    });
    // English "seen" is no German "Seen" (lakes).
    expect(pickSubjects('the best cat I have ever seen')).toMatchObject({ motifs: ['cat'], unmatched: [] });
    // A world that says which is the scene, not the planet (an underwater world drew a globe under the stars; "un
    // mundo mágico" was refused for "mundo"); the world itself is still the Earth.
    const sea = pickSubjects('an underwater world').motifs;
    expect(sea).toContain('fish');
    for (const prompt of ['an underwater world', 'el mundo submarino', 'le monde sous-marin'])
      expect(pickSubjects(prompt), prompt).toMatchObject({ motifs: sea, unmatched: [] });
    expectDrawnAs([
      ['a dinosaur world', ['own:dinosaur']],
      ['un mundo mágico con hadas', ['own:fairy']],
      ['le monde des dinosaures', ['own:dinosaur']],
      ['eine magische Welt mit Feen', ['own:fairy']],
      ['around the world in a balloon', ['lucide:earth', 'balloon']],
      ['el mundo y la luna', ['lucide:earth', 'moon']],
      ['die Welt', ['lucide:earth']],
    ]);
  });

  it('stands three or more subjects on a portrait page in two rows, in front of and on the ground line, all drawn', async () => {
    for (const variant of [0, 1, 2, 3]) {
      const page = await composePage({ prompt: 'a cat, a dog, a horse and a pig', variant });
      const subjects = page.placements.filter((p) => p.role === 'subject');
      expect(subjects).toHaveLength(4);
      // In one row across the page's width they covered 7–8 % of it.
      const covered = subjects.reduce((sum, p) => sum + p.size * p.size, 0) / (page.width * page.height);
      expect(covered).toBeGreaterThan(0.25);
      // Two rows: the front one stands well below the back one.
      const feet = subjects.map((p) => p.y + p.size).sort((a, b) => a - b);
      expect(feet[2]! - feet[1]!).toBeGreaterThan(page.height * 0.15);
      // No subject covers another.
      for (const [i, a] of subjects.entries())
        for (const b of subjects.slice(i + 1)) {
          const apart = Math.hypot(a.x + a.size / 2 - (b.x + b.size / 2), a.y + a.size / 2 - (b.y + b.size / 2));
          expect(apart).toBeGreaterThan((a.size + b.size) * 0.45);
        }
    }
    // A landscape page keeps one row.
    const wide = await composePage({ prompt: 'a cat, a dog, a horse and a pig', dimension: 'Landscape' });
    const feet = wide.placements.filter((p) => p.role === 'subject').map((p) => p.y + p.size);
    expect(Math.max(...feet) - Math.min(...feet)).toBeLessThan(wide.height * 0.05);
  });

  it('draws a lone subject as the picture, standing on the ground line, whatever empty margin its icon has', async () => {
    // A robot is 12 of its icon's 24 units wide, a unicorn 18: drawn by the grid, each was a third of the page wide.
    for (const prompt of ['a robot', 'a unicorn', 'a cat']) {
      const page = await composePage({ prompt, enhance: false });
      const [subject] = page.placements.filter((p) => p.role === 'subject');
      const ink = await inkBox(page, subject!);
      expect(Math.max(ink.width, ink.height) / page.width, prompt).toBeGreaterThan(0.5);
      // Its lowest line is the placement's bottom edge (the ground under it), not a tenth of its height above it.
      expect(Math.abs(subject!.y + subject!.size - 1 - ink.bottom), prompt).toBeLessThanOrEqual(2);
    }
  });

  it('puts a hat named with a subject on its head, not beside it', async () => {
    // A crown stood on the hills beside the cat, a party hat beside the dog.
    for (const [prompt, hat, wearer] of [
      ['a cat wearing a crown', 'crown', 'cat'],
      ['a dog wearing a party hat', 'own:party-hat', 'dog'],
      ['a snowman with a top hat', 'own:top-hat', 'snowman'],
      ['a bear wearing a beanie', 'own:beanie', 'own:bear'],
      ['a cat in a santa hat', 'own:santa-hat', 'cat'],
    ] as const) {
      const page = await composePage({ prompt, enhance: false });
      const worn = page.placements.find((p) => p.motif === hat)!;
      const head = await inkBox(
        page,
        page.placements.find((p) => p.motif === wearer)!,
      );
      const ink = await inkBox(page, worn);
      expect(worn.worn, prompt).toBe(true);
      // Centred over the head, its brim over the head's top: it overlaps the wearer's drawing and rises above it.
      expect(Math.abs(ink.left + ink.width / 2 - (head.left + head.width / 2)), prompt).toBeLessThan(head.width * 0.05);
      expect(ink.bottom, prompt).toBeGreaterThan(head.top);
      expect(ink.bottom, prompt).toBeLessThan(head.top + head.height * 0.45);
      expect(ink.top, prompt).toBeLessThan(head.top);
    }
    // Beside a subject drawn side on (a horse), it is its own thing.
    const horse = await composePage({ prompt: 'a horse and a crown', enhance: false });
    expect(horse.placements.find((p) => p.motif === 'crown')?.worn).toBeUndefined();
  });

  it('sizes the page by dimension, doubles it for high quality and lays variants out differently', async () => {
    const a = await composePage({ prompt: 'a cat and a house', dimension: 'Landscape', variant: 0 });
    const b = await composePage({ prompt: 'a cat and a house', dimension: 'Landscape', variant: 1 });
    expect([a.width, a.height]).toEqual([1754, 1240]);
    expect(a.motifs.sort()).toEqual(['cat', 'home']);
    expect(a.png.equals(b.png)).toBe(false);
    const hq = await composePage({ prompt: 'a cat', dimension: 'Square', highQuality: true });
    expect((await sharp(hq.png).metadata()).width).toBe(3000);
  });

  it('simplifies by difficulty: Children has no pattern, Expert fills the page with small motifs', async () => {
    const children = await composePage({ prompt: 'a fish', difficulty: 'Children' });
    const expert = await composePage({ prompt: 'a fish', difficulty: 'Expert' });
    expect(children.placements.filter((p) => p.role === 'pattern')).toHaveLength(0);
    expect(expert.placements.filter((p) => p.role === 'pattern').length).toBeGreaterThan(20);
    expect(children.motifs).toEqual(['fish']);
  });

  it('scales subjects by size class relative to the page: small things alone fill their slots, a mouse stays smaller than an elephant', async () => {
    const sizes = async (prompt: string) =>
      (await composePage({ prompt, enhance: false })).placements.map((p) => [p.motif, p.size] as const);
    const mean = (list: ReadonlyArray<readonly [string, number]>) =>
      list.reduce((sum, [, size]) => sum + size, 0) / list.length;
    // Two small subjects are drawn about as large as two large ones (sizes vary ±8 % by design).
    expect(mean(await sizes('a violin and a trumpet'))).toBeGreaterThan(
      0.8 * mean(await sizes('an elephant and a giraffe')),
    );
    const mixed = new Map(await sizes('a mouse and an elephant'));
    expect(mixed.get('lucide:rat')!).toBeLessThan(0.75 * mixed.get('own:elephant')!);
  });

  it('draws as many of a thing as the prompt counts, in five languages, and every thing named within the page limit', async () => {
    const drawn = async (prompt: string) => {
      const counts = new Map<string, number>();
      for (const p of (await composePage({ prompt })).placements)
        if (p.role === 'subject') counts.set(p.motif, (counts.get(p.motif) ?? 0) + 1);
      return Object.fromEntries(counts);
    };
    expect(await drawn('three little pigs')).toEqual({ pig: 3 });
    expect(await drawn('two cats and a dog')).toEqual({ cat: 2, dog: 1 });
    expect(await drawn('5 balloons')).toEqual({ balloon: 5 });
    expect(await drawn('dos gatos y un perro')).toEqual({ cat: 2, dog: 1 });
    expect(await drawn('trois lapins')).toEqual({ 'lucide:rabbit': 3 });
    expect(await drawn('zwei Katzen und ein Hund')).toEqual({ cat: 2, dog: 1 });
    expect(await drawn('三只猫和一只狗')).toEqual({ cat: 3, dog: 1 });
    // The number right before the thing counts, not a word before it ("with two", "and three" were read as one).
    expect(await drawn('a cat with two dogs')).toEqual({ cat: 1, dog: 2 });
    expect(await drawn('two cats and three dogs')).toEqual({ cat: 2, dog: 3 });
    expect(await drawn('number 3 with three apples')).toEqual({ 'glyph:3': 1, apple: 3 });
    // Numbers from six to ten are no noun to report (seis, sept, acht and 八 were refused).
    for (const prompt of ['seis gatos', 'sept chats', 'acht Katzen', '八只猫', 'nine cats'])
      expect(pickSubjects(prompt), prompt).toMatchObject({ motifs: ['cat'], unmatched: [] });
    expect(await drawn('seis gatos')).toEqual({ cat: 6 });
    // A group word groups what follows it: drawn three times, never refused or drawn itself (a herd was refused, a
    // school of fish drew a school building, un banc de poissons a bench).
    expect(await drawn('a herd of elephants')).toEqual({ 'own:elephant': 3 });
    expect(await drawn('a school of fish')).toEqual({ fish: 3 });
    expect(await drawn('un banc de poissons')).toEqual({ fish: 3 });
    expect(await drawn('una manada de lobos')).toEqual({ 'own:wolf': 3 });
    expect(await drawn('eine Herde Elefanten')).toEqual({ 'own:elephant': 3 });
    expect(await drawn('a family of ducks crossing the road')).toEqual({ 'own:duck': 3, road: 1 });
    expect(await drawn('a group of friends')).toEqual({ friends: 1 }); // a picture of several already
    expect(await drawn('the family dog')).toEqual({ dog: 1 });
    expect(await drawn('a cat at school')).toEqual({ cat: 1, 'lucide:school': 1 });
    // "Baby" and "family" before an animal describe it (a baby's face and a group of people were drawn beside it).
    expect(await drawn('a baby elephant splashing water')).toEqual({ 'own:elephant': 1, ripple: 1 });
    expect(await drawn('a lion family resting')).toEqual({ 'own:lion': 1 });
    expect(await drawn('a baby and a dog')).toEqual({ 'mood-kid': 1, dog: 1 });
    expect(pickSubjects('a koala in a eucalyptus tree')).toMatchObject({
      motifs: ['own:koala', 'tree'],
      unmatched: [],
    });
    // Sports players, a hoop, coral, a spell, a saucer; parts and portions (a slice, a patch, a pouch, lights).
    expectDrawnAs([
      ['a soccer player kicking a ball', ['play-football', 'ball-football']],
      ['a basketball hoop', ['own:basketball-hoop']],
      ['a seahorse and a coral reef', ['own:seahorse', 'own:coral']],
      ['a wizard casting a spell', ['own:wizard', 'sparkles']],
      ['a slice of watermelon', ['own:watermelon']],
      ['a bunny in a carrot patch', ['lucide:rabbit', 'carrot']],
      ['a police car with flashing lights', ['own:police-car']],
      ['a tennis player', ['ball-tennis', 'man']],
      ['a mailman delivering letters', ['own:mail-carrier', 'lucide:mail']],
      ['a scientist with a microscope', ['own:scientist', 'microscope']],
      ['a jack-o-lantern', ['pumpkin-scary']],
      ['a rainbow after the rain', ['rainbow', 'cloud-rain']],
      ['a steam train', ['train']],
      ['pancakes with syrup', ['own:pancakes']],
      // A word in -ing between two things says what the first does; a building or a painting elsewhere.
      ['a girl painting a picture', ['woman']],
      ['a painting of a cat', ['cat']],
      ['a king and a building', ['own:king', 'building']],
      // A fourth held-out batch: a hummingbird, a guinea pig, a meerkat, a lemur, a witch hat, a monster truck, sand,
      // a wall; a moat and a drawbridge are part of their castle.
      ['a hummingbird and a flower', ['lucide:bird', 'flower']],
      ['two guinea pigs eating carrots', ['own:hamster', 'carrot']],
      ['a meerkat and a lemur', ['own:meerkat', 'own:lemur']],
      ['a cat wearing a witch hat', ['cat', 'own:witch-hat']],
      ['a monster truck', ['truck']],
      ['an excavator digging in the sand', ['bulldozer', 'own:desert']],
      ['a ninja jumping over a wall', ['own:ninja', 'wall']],
      ['a castle with a moat and a drawbridge', ['building-castle']],
      // "Police" before a thing describes it; a police officer and a robber are people; "mummy" after an article is the
      // Egyptian one, after a possessive or alone a mother; a wedding cake is a cake.
      ['a police helicopter', ['helicopter']],
      ['a police officer and a robber', ['own:police-officer', 'own:robber']],
      ['un policía y un ladrón', ['own:police-officer', 'own:robber']],
      ['a police car', ['own:police-car']],
      ['a mummy and a pyramid', ['own:mummy', 'pyramid']],
      ['my mummy and me', ['woman']],
      ['mummy and daddy', ['woman', 'man']],
      ['a wedding cake', ['cake']],
      // A mother or a father before an animal describes it; a baby a thing owns is its young, not a child.
      ['a mother bird feeding its babies', ['lucide:bird']],
      ['a kangaroo with a baby in its pouch', ['own:kangaroo']],
      ['a mom holding her baby', ['woman', 'mood-kid']],
      ['daddy penguin and his chick', ['own:penguin', 'own:chicken']],
      ['a baby elephant with its mom', ['own:elephant']],
      ['a baby with its teddy', ['mood-kid', 'own:teddy']],
      // A fifth batch: a party hat, a fire station, a bow tie, mud, a pet; pigtails and a periscope are parts; a pile
      // groups its things.
      ['a dog wearing a party hat', ['dog', 'own:party-hat']],
      ['a fire station with a fire truck', ['own:fire-station', 'firetruck']],
      ['a penguin in a bow tie', ['own:penguin', 'tie']],
      ['a pig in the mud', ['pig', 'own:puddle']],
      ['a princess with her pet dragon', ['own:princess', 'dragon']],
      ['a girl with pigtails holding a balloon', ['woman', 'balloon']],
      ['a submarine with a periscope', ['submarine']],
      ['a hedgehog in a pile of leaves', ['own:hedgehog', 'leaf']],
      // A sixth batch: where a thing is from describes it; a pot of gold, arrows, a dreidel, a baseball bat, a skater
      // and karate drawn.
      ['a chinese dragon', ['dragon']],
      ['a leprechaun with a pot of gold', ['own:leprechaun', 'coins']],
      ['a valentine heart with arrows', ['heart', 'archery-arrow']],
      ['a dreidel', ['own:dreidel']],
      ['a baseball bat and glove', ['own:baseball-bat', 'own:mitten']],
      ['an ice skater', ['ice-skating']],
      ['a karate kid', ['karate']],
      // A fifth held-out list's misses (89 of 100 drawn before): dinosaurs by name, a slug, a wasp, a rowboat, foods.
      ['a triceratops and a stegosaurus', ['own:triceratops', 'own:stegosaurus']],
      ['a pterodactyl over a volcano', ['own:pterodactyl', 'own:volcano']],
      ['a slug and a wasp', ['own:slug', 'own:wasp']],
      ['a rowboat on a lake', ['own:rowboat', 'ripple']],
      ['a pretzel, a marshmallow and a burrito', ['own:pretzel', 'own:marshmallow', 'own:burrito']],
      ['a coconut and peas', ['own:coconut', 'own:peas']],
      ['a gingerbread house', ['own:gingerbread-house']],
      ['a chimpanzee', ['own:monkey']],
      ['a squirrel with a pinecone', ['lucide:squirrel', 'own:pinecone']],
      // An eighth held-out list's misses (89 of 100 before): people, a devil, Frankenstein, Christmas things.
      ['a bride and a groom', ['own:bride', 'own:groom']],
      ['a sailor on a ship', ['own:sailor', 'ship']],
      ['a devil and frankenstein', ['own:devil', 'own:frankenstein']],
      ['a wreath and an ornament', ['own:wreath', 'own:ornament']],
      ['a necklace', ['own:necklace']],
      ['a meteor', ['comet']],
    ]);
    expect(pickSubjects('a beaver building a dam')).toMatchObject({ motifs: ['own:beaver', 'own:dam'], unmatched: [] });
    expect(pickSubjects('a train going through a tunnel')).toMatchObject({
      motifs: ['train', 'building-tunnel'],
      unmatched: [],
    });
    // Eight things at most on a page: each thing named is drawn at least once.
    expect(await drawn('ten cats and a dog')).toEqual({ cat: 7, dog: 1 });
    expect((await composePage({ prompt: 'two cats and a dog' })).motifs).toEqual(['cat', 'dog']);
    // Sky things alone are drawn large, and none is left out for want of room beside a large one.
    expect(await drawn('a rocket and the moon')).toEqual({ rocket: 1, moon: 1 });
    expect(await drawn('a kite, a plane and a balloon')).toEqual({ 'own:kite': 1, plane: 1, balloon: 1 });
  });

  it('reads a thing whose word looks like another form by where it stands: a sunfish, a saw, a well, sledding', () => {
    // Words ending in -fish name fish, not an -ish adjective ("a sunfish and a cat" drew the cat alone, unreported).
    expect(pickSubjects('a sunfish and a cat')).toMatchObject({ motifs: ['cat'], unmatched: ['sunfish'] });
    expect(pickSubjects('a selfish cat')).toMatchObject({ motifs: ['cat'], unmatched: [] });
    // "Saw" and "well" after an article are the tool and the well; elsewhere a verb and an adverb.
    expect(pickSubjects('a saw and a hammer')).toMatchObject({ motifs: ['own:saw', 'lucide:hammer'], unmatched: [] });
    expect(pickSubjects('I saw a cat')).toMatchObject({ motifs: ['cat'], unmatched: [] });
    expect(pickSubjects('a well in the village')).toMatchObject({ motifs: ['own:well', 'own:village'], unmatched: [] });
    expect(pickSubjects('a wishing well')).toMatchObject({ motifs: ['own:well'], unmatched: [] });
    expect(pickSubjects('a cat as well as a dog')).toMatchObject({ motifs: ['cat', 'dog'], unmatched: [] });
    // An activity named draws what it is done with (sledding and skateboarding were dropped as verbs: nothing drawn).
    expect(pickSubjects('kids sledding')).toMatchObject({ motifs: ['mood-kid', 'own:sled'], unmatched: [] });
    expect(pickSubjects('a boy skateboarding')).toMatchObject({ motifs: ['man', 'skateboard'], unmatched: [] });
  });

  it('reads words that say how a thing looks as no thing to report, and still reports nouns it cannot draw', () => {
    // Refused for 'lazy', 'grumpy', 'shiny', 'floppy', 'gigantic' (words the prompt reader's lexicon lacked).
    expectDrawnAs([
      ['a lazy cat sleeping on a sofa', ['cat', 'sofa']],
      ['a grumpy old troll under a bridge', ['own:troll', 'building-bridge']],
      ['a brave knight with a shiny sword', ['own:knight', 'sword']],
      ['a bunny with floppy ears', ['lucide:rabbit']],
      ['a gigantic whale and a small boat', ['own:whale', 'lucide:sailboat']],
      ['the lazier cat', ['cat']],
    ]);
    // A word that can describe or name describes only right before a thing ("a round table"); nouns stay reported.
    expect(pickSubjects('a floppy and a cat')).toMatchObject({ motifs: ['cat'], unmatched: ['floppy'] });
    expect(pickSubjects('a quokka family')).toMatchObject({ unmatched: ['quokka'] });
    expect(pickSubjects('a qwzx and a cat')).toMatchObject({ motifs: ['cat'], unmatched: ['qwzx'] });
  });

  it('draws a part of a body that belongs to a thing named before it with that thing, and alone as the subject', () => {
    // Each prompt was refused for the part ('hand', 'mouth', 'shoulder', 'beard') or drew it beside the thing (teeth).
    expectDrawnAs([
      ['a princess with a wand in her hand', ['own:princess', 'wand']],
      ['a monkey with a banana in its mouth', ['own:monkey', 'banana']],
      ['a pirate with a parrot on his shoulder', ['own:pirate', 'lucide:bird']],
      ['a wizard with a pointy hat and a long beard', ['own:wizard', 'own:witch-hat']],
      ['a crocodile with sharp teeth', ['own:crocodile']],
      ['a cat with big eyes', ['cat']],
      ['a dog with muddy paws', ['dog']],
      ['un gato con un ratón en la boca', ['cat', 'lucide:rat']],
      ['ein Hund mit einem Knochen im Maul', ['dog', 'bone']],
      // Alone, or named as a thing of its own after "and", it is the subject.
      ['a hand', ['hand-stop']],
      ['hands holding a heart', ['hand-stop', 'heart']],
      ['an eye and a star', ['lucide:eye', 'star']],
      ['a smiley face', ['own:smiley-face']],
      ['a happy face', ['own:smiley-face']],
      ['a dentist and a tooth', ['own:doctor', 'dental']],
      ['an elephant spraying water with its trunk', ['own:elephant', 'ripple']],
    ]);
  });

  it('reads times, places and happenings of natural prompts, and a typo of a subject as that subject', () => {
    // Each was refused for the word after "at", "on", "in" or "into" (midnight, dawn, windowsill, kitchen, battle …).
    expectDrawnAs([
      ['an owl on a branch at midnight', ['own:owl', 'twig', 'moon-stars']],
      ['a sailboat on a calm lake at dawn', ['lucide:sailboat', 'ripple', 'own:sunset']],
      ['a long-haired cat on a windowsill', ['cat', 'window']],
      ['a pot of gold at the end of the rainbow', ['coins', 'rainbow']],
      ['a superhero flying over the city skyline', ['own:superhero', 'buildings']],
      ['a ninja jumping between rooftops', ['own:ninja', 'buildings']],
      ['a cat on the roof', ['cat', 'home']],
      ['a knight riding into battle', ['own:knight']],
      ['a chef in the kitchen', ['own:chef', 'own:oven', 'teapot', 'mug']],
      ["a doctor listening to a teddy bear's heartbeat", ['own:doctor', 'own:teddy', 'heart']],
    ]);
    // "buterfly" was passed over as an adverb in -ly: the page drew the flower alone. A typo typed in lower case is
    // read as the one subject it is an edit away from; capitalised it may be a name (Unicron), so it is reported.
    expectDrawnAs([
      ['a buterfly on a flower', ['butterfly', 'flower']],
      ['a unicorm in the clouds', ['own:unicorn', 'cloud']],
      ['tractor in the feild with a farmer', ['tractor', 'own:field', 'own:farmer']],
      ['a dinasour eating leaves', ['own:dinosaur', 'leaf']],
    ]);
    expect(pickSubjects('Unicron flies over the castle').unmatched).toEqual(['unicron']);
    expect(pickSubjects('a mosque and a quokka').unmatched).toEqual(['mosque', 'quokka']);
    expect(pickSubjects('a cat quickly running')).toMatchObject({ motifs: ['cat'], unmatched: [] });
  });

  it('reads what a held-out set of prompts in five languages refused or misread', () => {
    // 300 prompts written by someone who had not seen the word table: 64 were refused, for words like these.
    expectDrawnAs([
      ['teacher reading a book to the class', ['own:teacher', 'book', 'mood-kid']],
      ['Daddy reading me a bedtime story', ['man', 'book']],
      ['a scared ghost hiding under the bed lol', ['ghost', 'bed']],
      ['Goldilocks and the three bears', ['woman', 'own:bear']],
      ['Humpty Dumpty sat on a wall', ['egg', 'wall']],
      ['Jack and the beanstalk', ['own:vine']],
      ['a tree in the four seasons', ['tree', 'snowman', 'flower', 'sun', 'leaf-maple']],
      ['el abuelo y yo pescando en el lago', ['man', 'lucide:fishing-rod', 'ripple']],
      ['cinco monitos saltando en la cama', ['own:monkey', 'bed']],
      ['una panaderia con pan', ['lucide:store', 'bread']],
      ['un oso triste bajo la lluvia', ['own:bear', 'cloud-rain']],
      ['les trois petits cochons', ['pig']],
      ['papi et moi à la pêche', ['man', 'lucide:fishing-rod']],
      ['une fille qui joue au foot', ['woman', 'ball-football']],
      ['unser Hund Bello spielt mit dem Ball', ['dog', 'ball-football']],
      ['die drei kleinen Schweinchen', ['pig']],
      ['mama und ich backen plätzchen', ['woman', 'cookie']],
      // German compounds read as their last part; a German word as German (Hut is a hat, not a hut).
      ['eine Geburtstagstorte mit Kerzen', ['cake', 'candle']],
      ['Osterhase mit bunten Eiern', ['lucide:rabbit', 'egg']],
      ['ein Oktopus mit Hut', ['own:octopus', 'own:top-hat']],
      // Not a declined adjective: ägyptische is no Tische (tables).
      ['ägyptische Pyramiden mit Kamelen', ['pyramid', 'own:camel']],
      ['我和爷爷去钓鱼', ['man', 'lucide:fishing-rod']],
      ['舞龙舞狮', ['dragon', 'own:lion']],
      ['小朋友晚上在帐篷外面烤火', ['friends', 'moon-stars', 'tent', 'flame']],
      // Misread before: a name after a pet (the moon), "me building" (a building), "a giant piece" (a giant).
      ['our cat Luna sleeping on the sofa', ['cat', 'sofa']],
      ['my brother and me building a fort', ['man', 'building-castle']],
      ['a tiny mouse and a giant piece of cheese', ['lucide:rat', 'cheese']],
      ['我家的小狗在玩球', ['dog', 'ball-football']],
    ]);
  });

  it('passes over nouns that name no thing (WordNet: an act, a feeling, a time …) and still reports things', () => {
    // A second held-out set: 85 of 300 were refused, many for a page's theme, a time or an act.
    expectDrawnAs([
      ['bugs for preschool theme week - ladybug and bee', ['bug', 'own:ladybug', 'own:bee']],
      ['the five senses - eyes, ears and hands', ['lucide:eye', 'lucide:ear', 'hand-stop']],
      ['life cycle of a frog', ['own:frog']],
      ['a girl in a fancy dress, fashion design page', ['woman', 'own:dress']],
      ['hey diddle diddle the cow jumped over the moon', ['own:cow', 'moon']],
      ['feelings faces: happy, sad, angry and scared', ['own:smiley-face']],
      ['weather chart', ['sun', 'cloud', 'cloud-rain', 'snowflake']],
      ['dollhouse with furniture inside', ['own:dollhouse', 'armchair', 'own:table', 'sofa', 'bed']],
      [
        "Noah's ark with the animals",
        ['ship', 'dog', 'cat', 'own:elephant', 'own:lion', 'lucide:rabbit', 'lucide:bird'],
      ],
      ['a wedding', ['own:bride', 'own:groom']],
      ['our dog Biscuit chasing a ball', ['dog', 'ball-football']],
      ['rocket ship blasting off to the moon', ['rocket', 'moon']],
      ['les métiers : boulanger, facteur, médecin', ['own:chef', 'own:mail-carrier', 'own:doctor']],
      [
        'fruits et legumes',
        [
          'apple',
          'banana',
          'own:strawberry',
          'own:pear',
          'lucide:grape',
          'carrot',
          'lucide:broccoli',
          'own:tomato',
          'own:corn',
        ],
      ],
      ['hora del baño con patitos de goma', ['bath', 'own:duck']],
      ['Anziehen: Socken und Pullover', ['sock', 'own:sweater']],
      ['Zähne putzen', ['dental']],
      ['霸王龙吃生日蛋糕', ['own:dinosaur', 'cake']],
      ['天气：晴天 下雨 下雪', ['sun', 'cloud', 'cloud-rain', 'snowflake']],
    ]);
    // Things we cannot draw, and words WordNet does not know, are still reported.
    expect(pickSubjects('Ramadan lanterns and a mosque').unmatched).toEqual(['mosque']);
    expect(pickSubjects('a caticorn, half cat half unicorn').unmatched).toEqual(['caticorn']);
  });

  it('reads what a third held-out set refused or misread', () => {
    // 109 of 300 refused when first measured: typos, Australian and British words, scouts, a solar system …
    expectDrawnAs([
      ['kangaroo mum with a joey', ['own:kangaroo']],
      ['an emu running through the bush', ['own:ostrich', 'tree']],
      ['rainy day: kids in wellies', ['cloud-rain', 'mood-kid', 'shoe']],
      ['the solar system with the sun', ['planet', 'sun']],
      ['vikings on a longship', ['own:viking', 'ship']],
      ['hero standing on a rooftop', ['own:superhero', 'buildings']],
      ['el sistema solar con todos los planetas', ['planet']],
      ['das Sonnensystem mit allen Planeten', ['planet']],
      ['一列火车穿过山洞', ['train', 'own:cave']],
      ['宇航员在月球上插旗', ['own:astronaut', 'moon', 'flag']],
      // Misread before: French "aïd" without its accent is English "aid" (the Eid pictures for "first aid").
      ['scout badges: first aid and camping', ['man', 'tent']],
    ]);
    // A fourth set (ordinary prompts) refused 13 of 300 when first measured, misread cricket as the insect.
    expectDrawnAs([
      ['Piratenschiff', ['ship']],
      ['t rex', ['own:dinosaur']],
      ['drum kit', ['lucide:drum']],
      ['el carrito del supermercado', ['own:wagon', 'lucide:store']],
      ['kids playing cricket', ['mood-kid', 'own:baseball-bat']],
      ['a cricket on a leaf', ['own:grasshopper', 'leaf']],
    ]);
    // A rolling pin is no pine (French "pin"); it is reported, as an opera house.
    expect(pickSubjects('a rolling pin').unmatched).toEqual(['rolling pin']);
  });

  it('draws people named by who they are to you, groups of people, a parade, a coast, frost, s’mores, a trolley, a coop', () => {
    // Each was reported as something we cannot draw (the last session's note).
    expectDrawnAs([
      ['my cousin at the beach', ['friends', 'own:island']],
      ['our neighbours and their dog', ['friends', 'dog']],
      ['a couple dancing', ['friends']],
      ['a football team', ['ball-football', 'friends']],
      ['a choir', ['friends']],
      ['mi prima y su gato', ['friends', 'cat']],
      ['邻居和狗', ['friends', 'dog']],
      ['a parade', ['lucide:drum', 'own:trumpet', 'flag', 'balloon']],
      ['frost on a window', ['snowflake', 'window']],
      ['boats along the coast', ['lucide:sailboat', 'own:island']],
      ['a glass slipper', ['own:high-heels']],
      ['a trolley and a shopping trolley', ['own:tram', 'shopping-cart']],
      ['a fruit bowl', ['bowl', 'apple', 'banana', 'lucide:grape']],
      ['a vegetable garden', ['carrot', 'own:tomato', 'own:corn', 'lucide:broccoli']],
      ['a hot rod', ['car']],
      // The French elision (s'…, l'…) is not read into a word we draw; a typographic apostrophe reads as the plain one.
      ["s'mores by a campfire", ['own:smore', 'campfire']],
      ['s’mores', ['own:smore']],
      ['l’arbre et le chat', ['tree', 'cat']],
      ['a sneaky fox near the chicken coop', ['own:fox', 'own:chicken-coop']],
    ]);
    // A group word before "of" draws what it groups: a couple of cats are cats, not people.
    expectDrawnAs([
      ['a couple of cats', ['cat']],
      ['a crowd of penguins', ['own:penguin']],
    ]);
  });

  it('draws the things four more held-out lists missed (70, 82, 73 and 85 of 100 before)', () => {
    expectDrawnAs([
      ['a unicycle, a tank and a gas station', ['unicycle', 'tank', 'gas-station']],
      ['a subway and a traffic light', ['lucide:train-front-tunnel', 'traffic-lights']],
      ['a vacuum cleaner, a mop and a toolbox', ['own:vacuum-cleaner', 'lucide:mop', 'lucide:toolbox']],
      ['a screwdriver and a rake', ['own:screwdriver', 'own:rake']],
      ['an oven and a toaster', ['own:oven', 'own:toaster']],
      ['a silo and a teepee', ['own:silo', 'own:teepee']],
      ['a stop sign and a statue', ['own:stop-sign', 'own:statue']],
      ['a fish tank', ['own:aquarium']],
      ['a goldfish in a fishbowl', ['fish', 'own:fishbowl']],
      ['a dog with a collar and a leash', ['dog', 'own:collar', 'own:leash']],
      ['a bird in a cage', ['lucide:bird', 'own:cage']],
      ['a horse with a saddle', ['horse', 'own:saddle']],
      ['a cocoon, a honeycomb and an anthill', ['own:cocoon', 'own:honeycomb', 'own:anthill']],
      ['a blueberry, a raspberry and a lime', ['own:blueberry', 'own:raspberry', 'lucide:citrus']],
      ['an onion, garlic and a pepper', ['own:onion', 'own:garlic', 'pepper']],
      ['a cucumber, a lettuce and a cabbage', ['own:cucumber', 'own:lettuce', 'own:cabbage']],
      ['a cauliflower and an eggplant', ['own:cauliflower', 'own:eggplant']],
      ['toast with butter and jam', ['own:toast', 'own:butter', 'own:jam']],
      ['jelly beans, yogurt and a soda', ['own:jelly-bean', 'own:yogurt', 'lucide:cup-soda']],
      ['dominoes, a frisbee and a boomerang', ['own:dominoes', 'own:frisbee', 'own:boomerang']],
      ['a trampoline and a seesaw', ['own:trampoline', 'own:seesaw']],
      ['a dollhouse, an easel and a lunchbox', ['own:dollhouse', 'own:easel', 'own:lunchbox']],
      ['a minotaur, a samurai and a viking', ['own:minotaur', 'own:samurai', 'own:viking']],
      ['a gymnast on a balance beam', ['own:gymnast']],
      ['an accordion, a harmonica and a banjo', ['own:accordion', 'own:harmonica', 'own:banjo']],
      ['a cello, a trombone and a keyboard', ['own:cello', 'own:trombone', 'lucide:keyboard-music']],
      ['music notes', ['lucide:eighth-notes']],
      ['an emu, a beluga and an ogre', ['own:ostrich', 'own:whale', 'own:troll']],
      ['an axolotl, a capybara and a red panda', ['own:axolotl', 'own:capybara', 'own:red-panda']],
      ['an anteater, an opossum and a warthog', ['own:anteater', 'own:opossum', 'own:warthog']],
      ['a wombat and a vulture', ['own:wombat', 'own:vulture']],
      ['a piranha, a pufferfish and an anglerfish', ['own:piranha', 'own:pufferfish', 'own:anglerfish']],
      ['a manatee', ['own:manatee']],
      ['a salamander and a newt', ['own:salamander']],
      ['a centipede and a millipede', ['own:centipede']],
      ['a cicada and a praying mantis', ['own:cicada', 'own:praying-mantis']],
    ]);
    // A word of another language that is a common word here is left out of the table (French "ail", garlic, read
    // "ailes", wings, as garlic; Spanish "cola", soda, is a tail).
    expect(pickSubjects('une licorne avec des ailes').motifs).toEqual(['own:unicorn']);
    expect(pickSubjects('un perro con cola').motifs).toEqual(['dog']);
  });

  it('draws the things four harder held-out lists missed (59, 54, 71 and 61 of 100 before)', () => {
    expectDrawnAs([
      ['pants, shorts and a hoodie', ['own:trousers', 'own:shorts', 'own:hoodie']],
      ['slippers, high heels and a swimsuit', ['own:slippers', 'own:high-heels', 'own:swimsuit']],
      ['a bracelet, earrings and a headband', ['own:bracelet', 'own:earrings', 'own:headband']],
      ['a mask, a button and a zipper', ['own:eye-mask', 'own:button', 'own:zipper']],
      ['a present with a bow', ['gift', 'own:bow']],
      ['a blanket and a watch', ['own:blanket', 'lucide:watch']],
      ['toothpaste, a sink and a hairbrush', ['own:toothpaste', 'own:sink', 'own:hairbrush']],
      ['a picture frame and a sewing machine', ['own:picture-frame', 'own:sewing-machine']],
      ['a cupboard, a wardrobe and a chest of drawers', ['own:cupboard', 'own:wardrobe', 'own:chest-of-drawers']],
      ['a remote control and a jar', ['own:remote-control', 'own:jar']],
      ['chopsticks, a spatula and a grater', ['own:chopsticks', 'own:spatula', 'own:grater']],
      ['a cutting board and a glass', ['own:cutting-board', 'lucide:glass-water']],
      ['a sprinkler, a birdbath and a haystack', ['own:sprinkler', 'own:birdbath', 'own:haystack']],
      ['a greenhouse, an oasis and a geyser', ['own:greenhouse', 'own:oasis', 'own:geyser']],
      ['a throne and a piñata', ['own:throne', 'own:pinata']],
      ['a traffic cone, a paddle and flippers', ['own:traffic-cone', 'own:paddle', 'own:flippers']],
      ['sunscreen and a cooler', ['own:sunscreen', 'own:cooler']],
      ['a pacifier, a rattle and a bib', ['own:pacifier', 'own:rattle', 'own:bib']],
      ['a ringmaster, an acrobat and a strongman', ['own:ringmaster', 'own:acrobat', 'own:strongman']],
      ['a tightrope walker', ['own:tightrope-walker']],
      ['a photographer, a waiter and a pilgrim', ['own:photographer', 'own:waiter', 'own:pilgrim']],
      ['cupid', ['own:cupid']],
      ['a circle, a square and a triangle', ['circle', 'square', 'triangle']],
      ['a rectangle, an oval and a question mark', ['rectangle', 'oval', 'question-mark']],
      ['binoculars, a blender and a whisk', ['binoculars', 'blender', 'whisk']],
      ['crutches, a thermometer and a first aid kit', ['crutches', 'lucide:thermometer', 'first-aid-kit']],
      ['a pill and a syringe', ['pill', 'lucide:syringe']],
      ['a calendar, a stamp and a paper clip', ['lucide:calendar', 'lucide:stamp', 'paperclip']],
      ['a wallet, a plug and a battery', ['lucide:wallet', 'lucide:plug', 'battery-2']],
      ['a stopwatch and a target', ['stopwatch', 'target']],
      ['confetti, a diaper and flip flops', ['confetti', 'diaper', 'flip-flops']],
      ['a ladle, a highlighter and a needle', ['ladle', 'lucide:highlighter', 'needle-thread']],
      ['a pen, a marker and a stapler', ['own:pen', 'own:marker', 'own:stapler']],
      ['a pencil sharpener, chalk and tape', ['own:pencil-sharpener', 'own:chalk', 'own:tape']],
      ['a whiteboard and a locker', ['own:whiteboard', 'own:locker']],
      ['a lily, a lotus and an orchid', ['own:lily', 'own:lotus', 'own:orchid']],
      ['a dandelion and a fern', ['own:dandelion', 'own:fern']],
      ['a fossil and a chestnut', ['own:fossil', 'own:chestnut']],
      ['an orchestra', ['own:violin', 'own:cello', 'own:trumpet', 'piano', 'lucide:drum']],
    ]);
    // What a thing is made of describes it; a watch is one only after an article or a possessive.
    expect(pickSubjects('a glass house').motifs).toEqual(['home']);
    expect(pickSubjects('watch the birds').motifs).toEqual(['lucide:bird']);
    // A given name right after a word that introduces one is the person's name (a lily and a rose were drawn).
    expect(pickSubjects('a unicorn for my daughter Lily').motifs).toEqual(['own:unicorn']);
    expect(pickSubjects('my daughter Rose with her cat').motifs).toEqual(['woman', 'cat']);
    // A group plays together; a rubber band is no band.
    expect(pickSubjects('a rubber band').unmatched).toEqual(['rubber band']);
  });

  it('draws the things the last held-out lists missed (94 of 102, 91, 93 of 101 and 99 of 102 before)', () => {
    expectDrawnAs([
      ['a snowball, earmuffs and a snowboard', ['own:snowball', 'own:earmuffs', 'snowboarding']],
      ['a cornucopia, a daffodil and a bluebell', ['own:cornucopia', 'own:daffodil', 'own:bluebell']],
      ['a brachiosaurus, a velociraptor and a mammoth', ['own:brachiosaurus', 'own:velociraptor', 'own:mammoth']],
      ['a galaxy, a sphinx and a restaurant', ['lucide:galaxy', 'own:sphinx', 'own:restaurant']],
      ['a knight with a shield and a cape', ['own:knight', 'shield', 'own:cape']],
      ['rice, meatballs and nachos', ['own:rice', 'own:meatballs', 'own:nachos']],
      ['jelly, pudding and coffee', ['own:jelly', 'own:pudding', 'coffee']],
      ['bacon, glue and a tablet', ['lucide:bacon', 'own:glue', 'lucide:tablet']],
      ['a valley, a swamp and a savanna', ['own:valley', 'own:swamp', 'own:savanna']],
      ['the tundra, ivy and a vine', ['own:tundra', 'own:ivy', 'own:vine']],
      ['moss, a napkin and a tablecloth', ['own:moss', 'own:napkin', 'own:tablecloth']],
      ['a tin can, a doorbell and a termite', ['own:tin-can', 'own:doorbell', 'own:termite']],
      ['a can of paint', ['own:paint']],
      ['a cashier, an electrician and a zookeeper', ['own:cashier', 'own:electrician', 'own:zookeeper']],
      ['a musician, a reporter and a librarian', ['own:musician', 'own:reporter', 'own:librarian']],
      ['a spy, an inventor and a judge', ['own:spy', 'own:inventor', 'own:judge']],
      ['a garbage collector, twins and a tailor', ['own:garbage-collector', 'own:twins', 'own:tailor']],
    ]);
    // "Paint" is the tin only after an article or a possessive: "paint a unicorn" asks for a unicorn.
    expect(pickSubjects('paint a unicorn').motifs).toEqual(['own:unicorn']);
  });

  it('draws what four more held-out lists of common subjects missed (89 of 98, 75 of 97, 93 of 99, 89 of 101 before)', () => {
    expectDrawnAs([
      ['a swordfish, a catfish and an angelfish', ['own:swordfish', 'own:catfish', 'own:angelfish']],
      ['a lionfish and a ferret', ['own:lionfish', 'own:ferret']],
      ['a blue jay, a cardinal and a gerbil', ['lucide:bird', 'own:hamster']],
      ['a sea lion', ['own:seal']],
      ['lavender, a bonsai and a poppy', ['own:lavender', 'own:bonsai', 'flower']],
      ['a constellation, jupiter and a hurricane', ['own:constellation', 'own:jupiter', 'own:hurricane']],
      ['a sundial and an hourglass', ['own:sundial', 'lucide:hourglass']],
      ['a steamroller and a combine harvester', ['own:steamroller', 'own:combine-harvester']],
      ['a rickshaw, a tuk tuk and a tugboat', ['own:rickshaw', 'own:tugboat']],
      ['a hovercraft, a seaplane and a glider', ['own:hovercraft', 'own:seaplane', 'own:glider']],
      ['a biplane and a moon buggy', ['own:biplane', 'own:lunar-rover']],
      ['a snowplow, a monorail and a caboose', ['own:snowplow', 'own:monorail', 'own:caboose']],
      ['a railroad crossing', ['own:railroad-crossing']],
      ['an elevator and an escalator', ['own:elevator', 'own:escalator']],
      ['a moped, a convertible and a bobsled', ['motorbike', 'car', 'own:sled']],
      ['a food truck and a steam engine', ['truck', 'train']],
      ['a welcome mat, a pocket watch and a gemstone', ['own:rug', 'lucide:watch', 'lucide:gem']],
      // The long tail (breeds, kinds, buildings): a breed is its animal, as a poodle was already the dog.
      ['a beagle, a pug and a german shepherd', ['dog']],
      ['a macaw and a canary', ['lucide:bird']],
      ['a ram and an ox', ['own:sheep', 'own:cow']],
      ['a tarantula and a cathedral', ['spider', 'building-church']],
      ['a credit card, a receipt and a price tag', ['credit-card', 'receipt', 'tag']],
      ['a cinema, a hotel and a theater', ['lucide:cinema', 'lucide:hotel', 'theater']],
      ['a trash can, a signpost and a cassette', ['trash', 'sign-right', 'lucide:cassette-tape']],
      ['a speaker, a metronome and origami', ['lucide:speaker', 'metronome', 'lucide:origami']],
    ]);
  });

  it('draws a mandala as the whole page: symmetric, with a thing named with it in the centre, and no scenery', async () => {
    const page = await composePage({ prompt: 'a mandala with flowers', difficulty: 'Adults' });
    expect(page.motifs).toEqual(['pattern:mandala', 'flower']);
    expect(page.placements).toEqual([]);
    const { data, info } = await sharp(page.png).greyscale().raw().toBuffer({ resolveWithObject: true });
    // Mirrored left to right it is the same page (the centre motif is symmetric too), and about a tenth of it is ink.
    let same = 0;
    let ink = 0;
    for (let y = 0; y < info.height; y++)
      for (let x = 0; x < info.width; x++) {
        const here = data[y * info.width + x]! < 128;
        if (here) ink++;
        if (here === data[y * info.width + (info.width - 1 - x)]! < 128) same++;
      }
    expect(same / (info.width * info.height)).toBeGreaterThan(0.97);
    expect(ink / (info.width * info.height)).toBeGreaterThan(0.05);
    for (const prompt of [
      'mandala',
      'zentangle',
      'un mandala',
      'ein geometrisches Muster',
      '曼陀罗',
      'geometric pattern',
    ])
      expect(pickSubjects(prompt), prompt).toMatchObject({ motifs: ['pattern:mandala'], unmatched: [] });
    // A pattern on a thing is no mandala page.
    expect(pickSubjects('a butterfly with patterns on its wings')).toMatchObject({
      motifs: ['butterfly'],
      unmatched: [],
    });
  });

  it('adds scenery that fits the scene: never a sun and a moon together, stars in space, no flowers under the sea', async () => {
    const sceneryOf = async (prompt: string) => {
      const motifs = new Set<string>();
      for (const variant of [0, 1, 2, 3])
        for (const difficulty of ['Children', 'Expert'] as const)
          for (const p of (await composePage({ prompt, variant, difficulty })).placements)
            if (p.role === 'scenery') motifs.add(p.motif);
      return motifs;
    };
    // Found looking at pages of everyday prompts: a moon beside the sun, a second moon at night, a balloon on the moon.
    const night = await sceneryOf('a cute owl sitting on a branch at night');
    expect(night.has('sun')).toBe(false);
    expect(night.has('moon')).toBe(false); // the night is drawn as a moon with stars already
    const space = await sceneryOf('an astronaut riding a horse on the moon');
    for (const motif of ['sun', 'balloon', 'flower', 'butterfly']) expect(space.has(motif), motif).toBe(false);
    expect(space.has('star')).toBe(true);
    const sea = await sceneryOf('under the sea with a mermaid, fish and a turtle');
    for (const motif of ['moon', 'balloon', 'flower', 'butterfly', 'tree']) expect(sea.has(motif), motif).toBe(false);
    for (const prompt of ['a fire truck putting out a fire', 'a tea party with teddy bears', 'a cat and a house']) {
      const day = await sceneryOf(prompt);
      expect(day.has('sun') && day.has('moon'), prompt).toBe(false);
      expect(day.has('balloon'), prompt).toBe(false);
    }
  });

  it('draws sea creatures underwater: under a water line across the top, nothing of the sky or the land', async () => {
    // The share of columns (10–90 % of the width) with ink in the band 6–20 % down the page: a line across it is 1.
    const acrossTheTop = async (png: Buffer) => {
      const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
      let inked = 0;
      const [from, to] = [Math.round(info.width * 0.1), Math.round(info.width * 0.9)];
      for (let x = from; x < to; x++)
        for (let y = Math.round(info.height * 0.06); y < info.height * 0.2; y++)
          if (data[y * info.width + x]! < 128) {
            inked++;
            break;
          }
      return inked / (to - from);
    };
    for (const prompt of [
      'a whale and a dolphin',
      'an underwater world',
      'a shark in the sea',
      'a turtle in the sea',
      // Every sea creature the table draws, also those added later (a narwhal and an eel stood on hills under a sun).
      'a narwhal and an eel',
      'a pufferfish, an anglerfish and a manatee',
    ])
      for (const difficulty of ['Children', 'Expert'] as const) {
        const page = await composePage({ prompt, difficulty });
        expect(await acrossTheTop(page.png), prompt).toBeGreaterThan(0.98);
        for (const placement of page.placements) {
          if (placement.role === 'subject')
            expect((await inkBox(page, placement)).top, prompt).toBeGreaterThan(page.height * 0.15);
          expect(['sun', 'cloud', 'leaf', 'flower', 'butterfly', 'tree'], prompt).not.toContain(placement.motif);
        }
      }
    // Coral stands on the sea floor; the seahorse swims above it.
    const reef = await composePage({ prompt: 'a seahorse and a coral reef' });
    const at = (motif: string) =>
      inkBox(
        reef,
        reef.placements.find((p) => p.motif === motif)!,
      );
    expect((await at('own:coral')).bottom).toBeGreaterThan(reef.height * 0.85);
    expect((await at('own:seahorse')).bottom).toBeLessThan((await at('own:coral')).top);
    // "The sea" is that water line, not waves drawn in the water; on land pages the top stays sky.
    expect((await composePage({ prompt: 'a shark in the sea' })).motifs).toEqual(['own:shark', 'ripple']);
    expect(await acrossTheTop((await composePage({ prompt: 'a cat and a house' })).png)).toBeLessThan(0.9);
    expect(await acrossTheTop((await composePage({ prompt: 'a boat on the sea' })).png)).toBeLessThan(0.9);
    expect(await acrossTheTop((await composePage({ prompt: 'a turtle in the garden' })).png)).toBeLessThan(0.9);
  });

  it('without the enhancer draws only the subjects', async () => {
    const page = await composePage({ prompt: 'a rocket', enhance: false });
    expect(page.placements.map((p) => p.role)).toEqual(['subject']);
  });
});

describe('print pages from a photo', () => {
  const A4 = PRINT_PAGES.A4;
  /** A small photo-like scene (384 × 303, like the coin photo of issue #19): shapes with soft edges and noise. */
  async function smallPhoto() {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="384" height="303"><rect width="384" height="303" fill="#dde"/><circle cx="190" cy="150" r="110" fill="#a63"/><ellipse cx="160" cy="130" rx="18" ry="12" fill="#222"/><ellipse cx="220" cy="130" rx="18" ry="12" fill="#222"/><path d="M150 200 Q190 230 230 200" stroke="#222" stroke-width="6" fill="none"/></svg>';
    return sharp(Buffer.from(svg)).blur(1.5).jpeg({ quality: 70 }).toBuffer();
  }
  async function grey(png: Buffer) {
    const { data, info } = await sharp(png).toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  }

  it('fills an A4 page at 300 DPI (landscape for a landscape photo) with pure, closed outlines', async () => {
    const [page] = await photoToLineArtVariants(await smallPhoto(), 1, { page: A4, strokePx: STROKE_PX.medium });
    expect([page!.width, page!.height]).toEqual([3508, 2480]);
    expect((await sharp(page!.png).metadata()).density).toBe(300);
    const { data, width, height } = await grey(page!.png);
    const quality = measurePage(data, width, height);
    expect(quality.pureShare).toBeGreaterThanOrEqual(0.95);
    expect(quality.closedShare).toBeGreaterThanOrEqual(0.9);
    expect(quality.regions).toBeGreaterThanOrEqual(4); // face, two eyes, background
  }, 60_000);

  it('draws thicker lines for a bolder weight', async () => {
    const photo = await smallPhoto();
    const [thin] = await photoToLineArtVariants(photo, 1, { page: A4, strokePx: STROKE_PX.thin });
    const [bold] = await photoToLineArtVariants(photo, 1, { page: A4, strokePx: STROKE_PX.bold });
    expect(bold!.inkRatio).toBeGreaterThan(thin!.inkRatio * 1.8);
  }, 60_000);

  it('outlines an underexposed photo as it would the same photo well exposed', async () => {
    // The coffee photo at a quarter of its brightness: only the cup's rim was drawn (ink 0.7 % against 3 %).
    const coffee = fs.readFileSync(path.resolve(import.meta.dirname, '../../../../shared/media/images/coffee.png'));
    const dark = await sharp(coffee).modulate({ brightness: 0.25 }).linear(0.5, 0).png().toBuffer();
    const options = { page: A4, strokePx: STROKE_PX.thin };
    const [original] = await photoToLineArtVariants(coffee, 1, options);
    const [underexposed] = await photoToLineArtVariants(dark, 1, options);
    expect(underexposed!.inkRatio).toBeGreaterThan(original!.inkRatio * 0.6);
  }, 60_000);

  it('with "Remove background" frames the subject alone, filling the page, and outlines its own areas', async () => {
    // A small striped ball low in a busy picture (a footballer before a stadium crowd kept his place, small).
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><defs><pattern id="crowd" width="24" height="24" patternUnits="userSpaceOnUse"><rect width="24" height="24" fill="#334"/><circle cx="8" cy="8" r="6" fill="#c96"/><circle cx="20" cy="18" r="5" fill="#579"/></pattern><clipPath id="ball"><circle cx="160" cy="290" r="60"/></clipPath></defs><rect width="600" height="400" fill="url(#crowd)"/><g clip-path="url(#ball)"><rect x="90" y="220" width="140" height="140" fill="#d22"/><rect x="137" y="220" width="46" height="140" fill="#23c"/></g></svg>';
    const photo = await sharp(Buffer.from(svg)).png().toBuffer();
    const mask = { data: new Uint8Array(600 * 400), width: 600, height: 400 };
    for (let y = 0; y < 400; y++)
      for (let x = 0; x < 600; x++) if (Math.hypot(x - 160, y - 290) <= 60) mask.data[y * 600 + x] = 255;
    const [page] = await photoToLineArtVariants(photo, 1, { page: A4, strokePx: STROKE_PX.medium, subjectMask: mask });
    const { data, width, height } = await grey(page!.png);
    // The art's bounds are its frame (a line closes the areas the photo's edge cuts); the subject's ink is inside it.
    const inkBox = (inset: { left: number; top: number; right: number; bottom: number }) => {
      const box = { left: width, top: height, right: -1, bottom: -1 };
      for (let y = inset.top; y <= inset.bottom; y++)
        for (let x = inset.left; x <= inset.right; x++)
          if (data[y * width + x]! < 128)
            Object.assign(box, {
              left: Math.min(box.left, x),
              top: Math.min(box.top, y),
              right: Math.max(box.right, x),
              bottom: Math.max(box.bottom, y),
            });
      return box;
    };
    const art = inkBox({ left: 0, top: 0, right: width - 1, bottom: height - 1 });
    const band = 40;
    const subject = inkBox({
      left: art.left + band,
      top: art.top + band,
      right: art.right - band,
      bottom: art.bottom - band,
    });
    const share = Math.max(
      (subject.right - subject.left) / (art.right - art.left),
      (subject.bottom - subject.top) / (art.bottom - art.top),
    );
    expect(share).toBeGreaterThan(0.7);
    // The ball's three stripes (red, blue, red) are areas of their own, and the background one more.
    expect(measurePage(data, width, height).regions).toBeGreaterThanOrEqual(4);
  }, 60_000);

  it("with a subject mask clusters the subject's own colours, not the background's", () => {
    // Eight grey bands fill the picture; the subject is two close reds side by side. Clustered with the bands, the two
    // reds shared one cluster (the nearest pair of colours), and the subject was one area.
    const side = 200;
    const rgb = new Uint8Array(side * side * 3);
    const subject = new Uint8Array(side * side);
    for (let y = 0; y < side; y++)
      for (let x = 0; x < side; x++) {
        const p = y * side + x;
        const inSubject = x >= 70 && x < 130 && y >= 70 && y < 130;
        const grey = Math.floor(x / 25) * 36;
        rgb.set(inSubject ? (x < 100 ? [180, 90, 90] : [150, 90, 130]) : [grey, grey, grey], p * 3);
        if (inSubject) subject[p] = 255;
      }
    const regions = segmentRegions(rgb, side, side, { detail: 0.5, faces: [], subject });
    expect(regions[100 * side + 80]).not.toBe(regions[100 * side + 120]);
  });

  it('scores a dangling stroke as open and a ring as closed', () => {
    const w = 200;
    const g = new Uint8Array(w * w).fill(255);
    for (let y = 0; y < w; y++)
      for (let x = 0; x < w; x++) if (Math.abs(Math.hypot(x - 100, y - 100) - 50) < 3) g[y * w + x] = 0;
    expect(measurePage(g, w, w).closedShare).toBeGreaterThan(0.95);
    const open = new Uint8Array(w * w).fill(255);
    for (let x = 20; x < 180; x++) for (let y = 98; y < 103; y++) open[y * w + x] = 0;
    expect(measurePage(open, w, w).closedShare).toBe(0);
  });
});

describe('photo instructions', () => {
  const form = { lineWeight: 'medium' as const, detail: 0.5, removeBackground: false, preserveFaces: false };
  it('maps typed words to engine settings', () => {
    expect(settingsFromInstructions('simple, thick lines', form)).toMatchObject({ detail: 0.1, lineWeight: 'bold' });
    expect(settingsFromInstructions('very detailed please', form).detail).toBe(0.9);
    expect(settingsFromInstructions('no background, keep the face', form)).toMatchObject({
      removeBackground: true,
      preserveFaces: true,
    });
    expect(settingsFromInstructions('', form)).toEqual(form);
  });
});

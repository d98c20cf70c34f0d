/**
 * Text → colouring page, offline composer, against issue #19 item 3's goal: of 100 common children's subjects, ≥ 90
 * drawn — a motif of that subject placed on the page: the composer placed a picture, and the audit of the pictures
 * (server/providers/colouring/motif-audit.ts, judged by looking at them) lists that picture as showing the subject; a
 * loose match (a skull for "pirate") counts as not drawn. Prompts in Spanish, French, German and Chinese must give the
 * same subjects as in English. Also prints what it refuses ("We can't draw …").
 * Scale: each of the 100 subjects alone on a page (Children, A4 portrait), the larger side of its drawn ink as a share
 * of the page's width (median and smallest): a lone subject is the picture, not an icon in a corner.
 * A contact sheet of the drawn subjects is written to $TMPDIR/atelier-colouring-subjects.png to look at.
 * `npx tsx bench/colouring-subjects.ts`
 */
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {
  composePageInThread,
  inkBoxAlone,
  pickSubjects,
  strokeWidthFor,
  type Placement,
} from '#server/providers/colouring/composer';
import { FAITHFUL_PICTURES } from '#server/providers/colouring/motif-audit';
import { loadMotif } from '#server/providers/colouring/motifs';
import { vocabulary, type Subject } from '#server/providers/colouring/vocabulary';
import { reportResults } from './lib/report';

/** 100 subjects children ask for: animals (incl. fantasy), vehicles, people, places, food, seasons, things. */
/** A list of subjects written as one string of single words and a list of the multi-word ones. */
function subjectList(words: string, phrases: readonly string[]): string[] {
  return [...words.split(' '), ...phrases];
}

export const CHILDREN_SUBJECTS = [
  'cat',
  'dog',
  'horse',
  'pig',
  'cow',
  'sheep',
  'chicken',
  'duck',
  'rabbit',
  'mouse',
  'bird',
  'owl',
  'fish',
  'butterfly',
  'bee',
  'ladybug',
  'spider',
  'snail',
  'frog',
  'turtle',
  'snake',
  'lion',
  'tiger',
  'elephant',
  'giraffe',
  'zebra',
  'monkey',
  'bear',
  'panda',
  'fox',
  'wolf',
  'deer',
  'squirrel',
  'hedgehog',
  'penguin',
  'whale',
  'dolphin',
  'shark',
  'octopus',
  'crab',
  'dinosaur',
  'dragon',
  'unicorn',
  'mermaid',
  'fairy',
  'princess',
  'knight',
  'ghost',
  'robot',
  'alien',
  'rocket',
  'car',
  'bus',
  'truck',
  'fire truck',
  'tractor',
  'train',
  'airplane',
  'helicopter',
  'boat',
  'submarine',
  'bicycle',
  'hot air balloon',
  'house',
  'castle',
  'school',
  'lighthouse',
  'tent',
  'tree',
  'flower',
  'mushroom',
  'sun',
  'moon',
  'star',
  'rainbow',
  'cloud',
  'snowman',
  'umbrella',
  'mountain',
  'volcano',
  'apple',
  'banana',
  'strawberry',
  'cherry',
  'carrot',
  'pizza',
  'birthday cake',
  'ice cream',
  'cupcake',
  'pumpkin',
  'christmas tree',
  'gift',
  'teddy bear',
  'ball',
  'kite',
  'book',
  'guitar',
  'crown',
  'baby',
  'pirate',
];

/**
 * A second list, written on 2026-11-25 to find gaps (46 of 100 drawn then); the subjects added that day were chosen
 * from it, so it is no longer held out. A word counts when it names a subject of the word table (a synonym too: a
 * kitten is a cat) whose picture the audit judged faithful to that subject.
 */
const SECOND_SUBJECTS = subjectList(
  'walrus otter beaver moose cheetah leopard puppy kitten pony lamb lobster beetle firefly skunk badger lizard ' +
    'chameleon pelican woodpecker parrot eagle nurse farmer teacher cowboy ninja witch vampire mummies elf gnome troll ' +
    'giant angel griffin pegasus queen king astronaut pirate motorcycle spaceship van tram sailboat digger ambulance zoo ' +
    'playground desert cave igloo pyramid windmill bridge jungle beach grapes orange lemon broccoli tomato pancakes pie ' +
    'donut cookie cheese egg valentine fireworks snowflake reindeer rose tulip cactus hat mittens boots balloon trumpet ' +
    'violin telescope crayon clock lamp compass anchor owl fox bee whale dolphin octopus',
  ['race car', 'garbage truck', 'school bus', 'hot dog', 'easter egg', 'easter bunny', 'treasure map'],
);

/**
 * Written on 2026-11-25 after that day's first additions and measured then (17 of 50: young animals, pond life,
 * trades, places); trades and places were added from it afterwards, so it is no longer held out either.
 */
const THIRD_SUBJECTS = subjectList(
  'pony calf piglet foal robin goose stork poodle bull hen goldfish orca chipmunk hare fawn cub bumblebee moth cricket ' +
    'grasshopper scorpion parakeet koi salmon clam oyster pearl witch troll queen jester nurse mechanic baker lifeguard ' +
    'plumber bakery library hospital airport harbor lake pond meadow hill field orchard vineyard',
  ['candy shop', 'train station'],
);

/**
 * Held out: household things, toys, instruments and school things, written on 2026-11-25 after all of that day's
 * additions and measured once (3 of 50). Later that day 57 such subjects were added from a list written without
 * opening this one (its kinds were known, its words not): 27 of 50. Its misses were then seen, so it is held out no
 * longer: a new held-out list is needed to measure the next additions.
 */
const HELD_OUT_SUBJECTS = subjectList(
  'toilet soap towel pillow window door table plate spoon fork vase mirror cap coat skirt pajamas helmet yo-yo ' +
    'marbles blocks bubbles rock log seaweed wave storm flute harp saxophone xylophone tambourine ruler eraser ' +
    'notebook calculator desk chalkboard tractor ladder wheelbarrow bench swing sandbox kite tent hammock',
  ['spinning top', 'rubber duck', 'jump rope', 'watering can'],
);

/**
 * Second held-out list (47 subjects): clothing, sport, garden and park, home, weather and nature, written on 2026-11-25
 * before the additions made from the first held-out list's misses, and measured then: 12 of 47, and so through three
 * rounds of additions from other lists. Later that day it was spent: its misses were drawn (a sandal, a tie, a goal, a
 * dartboard, a scarecrow, a fireplace, a bunk bed, hail …), so it is held out no longer; the third list still is.
 */
const HELD_OUT_2_SUBJECTS = (
  'scarf glove boot sandal belt tie apron raincoat sweater goal net racket hockey stick bowling pin dartboard ' +
  'boxing glove rugby ball golf club fence gate birdhouse picnic basket pond bridge path hedge scarecrow curtain ' +
  'rug stairs fireplace chimney bunk bed cradle bookcase lampshade puddle icicle fog hail tornado sunset cave island ' +
  'waterfall cliff sand dune'
)
  .split(' ')
  .reduce<string[]>((words, word) => {
    // Two-word subjects are written with their words together.
    const previous = words.at(-1);
    if (previous && ['hockey', 'bowling', 'boxing', 'rugby', 'golf', 'picnic', 'bunk', 'sand'].includes(previous))
      words[words.length - 1] = `${previous} ${word}`;
    else words.push(word);
    return words;
  }, []);

/**
 * Wider: the issue's kinds (animals, fantasy, vehicles, people, places, food, holidays) beyond the common ones, written
 * on 2026-11-25 after that day's other additions and measured once then (9 of 80); subjects were added from it
 * afterwards, so it is no longer held out.
 */
const WIDER_SUBJECTS = subjectList(
  'bison hyena armadillo porcupine platypus mole hawk falcon heron puffin tadpole gecko iguana cobra husky squid ' +
    'stingray eel centaur cyclops werewolf zombie skeleton genie leprechaun goblin angel jeep limousine snowmobile ' +
    'speedboat ferry raft jet blimp go-kart tricycle carriage prince caveman explorer detective magician juggler surfer ' +
    'skier cheerleader singer palace temple hut cabin garage cafe market canyon glacier rainforest mango kiwi plum ' +
    'bagel waffle dumpling spaghetti sausage cereal lemonade hanukkah diwali carnival birthday christmas heatwave harvest',
  ['cement mixer', 'cruise ship', 'cherry pie', 'hot chocolate', 'rainy day'],
);

/**
 * Held out (third list, 52 common subjects across the issue's kinds), written in a later session of 2026-11-25, before its
 * additions (which were taken from the not-held-out lists' misses), and measured then: 52 of 52. Nothing is to be added
 * from it.
 */
const HELD_OUT_3_SUBJECTS = subjectList(
  'alligator koala kangaroo flamingo seal hippo rhino camel llama sloth raccoon swan turkey toucan jellyfish ' +
    'starfish seahorse caterpillar dragonfly ant bat beaver parrot goat donkey wizard witch superhero clown ballerina ' +
    'cowboy ninja king vampire mummy scooter skateboard ambulance taxi excavator crane canoe sandwich popcorn pancake ' +
    'lollipop cookie drum piano backpack candle',
  ['treasure chest'],
);

/**
 * Held out (fourth list, 118 subjects across the issue's kinds, many beyond the common ones), written on 2026-11-26
 * before that session's changes and measured then: 112 of 118 drawn faithfully; hummingbird, meerkat, guinea pig and
 * lemur refused, a monster truck drawn as a monster and a truck, a witch hat as a wizard and a top hat. Those six were
 * then added, so it is no longer held out.
 */
const HELD_OUT_4_SUBJECTS = subjectList(
  'hedgehog raccoon sloth koala flamingo peacock toucan hummingbird woodpecker pelican ostrich platypus ' +
    'armadillo skunk porcupine badger meerkat hyena cheetah jaguar chameleon iguana tadpole goldfish seahorse ' +
    'lobster walrus otter chipmunk hamster caterpillar dragonfly grasshopper scorpion moose reindeer gorilla ' +
    'lemur alpaca pegasus phoenix griffin troll gnome elf genie yeti centaur kraken ambulance excavator ' +
    'bulldozer tram scooter skateboard canoe kayak submarine taxi cupcake donut lollipop pancakes popcorn taco ' +
    'sushi watermelon pineapple broccoli corn lighthouse windmill treehouse igloo pyramid volcano carousel ' +
    'sandcastle snowman menorah lantern fireworks kite umbrella firefighter ballerina cowboy ninja superhero ' +
    'clown astronaut chef farmer nurse mermaid fairy unicorn dinosaur doll robot rocket guitar drum piano ' +
    'trumpet violin',
  [
    'guinea pig',
    'fire truck',
    'cement mixer',
    'garbage truck',
    'monster truck',
    'hot air balloon',
    'race car',
    'hot dog',
    'ferris wheel',
    'easter egg',
    'witch hat',
    'teddy bear',
  ],
);

/**
 * Held out (fifth list, 100 common children's subjects: animals, bugs, dinosaurs, fantasy, vehicles, food, school
 * things), written on 2026-11-26 and measured before anything was added from it: 89 of 100 drawn faithfully, under
 * the goal; slug, wasp, triceratops, stegosaurus, pterodactyl, rowboat, pretzel, marshmallow, burrito, coconut and
 * peas refused. Those eleven were then drawn, so it is no longer held out.
 */
const HELD_OUT_5_SUBJECTS = subjectList(
  'puppy kitten pony donkey goat goose swan eagle parrot peacock flamingo penguin seal walrus otter beaver ' +
    'squirrel mole bat moth firefly beetle worm slug wasp jellyfish starfish seahorse crab lobster shrimp ' +
    'octopus squid whale shark dolphin t-rex triceratops stegosaurus pterodactyl dragon unicorn pegasus mermaid ' +
    'fairy elf troll giant witch wizard ghost vampire zombie skeleton alien robot monster motorcycle van jeep ' +
    'ambulance crane forklift rowboat yacht jet parachute sleigh wagon tricycle wheelbarrow stroller bread ' +
    'croissant pretzel muffin pie marshmallow popsicle milkshake soup noodles spaghetti burrito cheese honey ' +
    'grapes lemon coconut avocado tomato potato peas backpack crayon',
  ['polar bear', 'police car', 'tow truck', 'cable car', 'cruise ship'],
);

/**
 * Held out (sixth list, 100 common children's subjects across the issue's kinds), written on 2026-11-26 after the
 * fifth's additions and measured before anything was added from it: 98 of 100 (chimpanzee refused, a gingerbread
 * house drawn as a gingerbread man and a house). Both were then added, so it is no longer held out.
 */
const HELD_OUT_6_SUBJECTS = subjectList(
  'lamb calf bunny chick duckling rooster turkey ostrich hummingbird robin crow pigeon woodpecker toucan ' +
    'kangaroo koala panda sloth raccoon skunk hedgehog porcupine fox wolf deer moose camel llama zebra rhino ' +
    'hippo gorilla chimpanzee cheetah leopard jaguar alligator lizard gecko chameleon iguana tortoise frog toad ' +
    'ant grasshopper ladybug dragonfly caterpillar spider scorpion snail clownfish goldfish stingray narwhal ' +
    'orca puffin swan dinosaur dragon griffin phoenix yeti cyclops knight princess prince king queen pirate ' +
    'cowboy astronaut firefighter doctor teacher baker chef farmer clown ballerina superhero ninja scarecrow ' +
    'snowman treehouse igloo castle lighthouse windmill barn tent bridge volcano rainbow tornado bee owl',
  ['sea turtle', 'gingerbread house'],
);

/**
 * Held out (seventh list, 100 everyday children's subjects: sky and nature, fruit and food, the table, toys, music,
 * vehicles), written on 2026-11-26 after the sixth's additions and measured before anything was added from it: 99 of
 * 100 (pinecone refused). It was then drawn, so it is no longer held out.
 */
const HELD_OUT_7_SUBJECTS = subjectList(
  'sun moon stars cloud rain snow lightning rainbow tree flower rose tulip daisy sunflower cactus leaf acorn ' +
    'pinecone mushroom grass river waterfall mountain island beach desert cave forest apple banana orange pear ' +
    'cherry strawberry watermelon pineapple carrot corn pumpkin broccoli pizza hamburger sandwich cupcake cake ' +
    'cookie donut candy lollipop chocolate egg milk juice teapot cup plate spoon fork bowl chair table bed lamp ' +
    'clock book pencil scissors paintbrush guitar piano drum trumpet violin ball kite balloon doll blocks yo-yo ' +
    'swing slide bicycle skateboard scooter car bus train airplane helicopter boat submarine rocket spaceship',
  ['palm tree', 'pine tree', 'hot dog', 'french fries', 'ice cream', 'teddy bear', 'jump rope'],
);

/**
 * Held out (eighth list, 100 subjects of people, places, space and holidays), written on 2026-11-26 after the
 * seventh's addition and measured before anything was added from it: 89 of 100, under the goal (sailor, student,
 * bride, groom, devil, frankenstein, apartment, meteor, wreath, ornament, necklace refused). Those eleven were then
 * drawn or read, so it is no longer held out.
 */
const HELD_OUT_8_SUBJECTS = subjectList(
  'mailman nurse dentist vet pilot sailor soldier builder mechanic painter artist scientist teacher student ' +
    'baby grandma grandpa family friends bride groom king queen prince angel devil elf santa leprechaun witch ' +
    'mummy werewolf frankenstein school hospital library farm zoo park playground circus museum church temple ' +
    'pyramid tower skyscraper city village house apartment garage garden pond lake ocean waves sandcastle shell ' +
    'starfish anchor map compass telescope globe planet comet meteor astronaut alien ufo satellite moon earth ' +
    'saturn present stocking candle bell wreath ornament snowflake mittens scarf boots umbrella raincoat ' +
    'sunglasses hat crown tiara wand necklace ring',
  ['police officer', 'easter bunny', 'tooth fairy', 'treasure chest', 'christmas tree', 'magic wand'],
);

/**
 * Held out (ninth list, 100 animals and their things, wider than the common ones: a capybara, an anglerfish, a
 * praying mantis, a saddle), written on 2026-11-26 and measured before anything was added from it: 70 of 100.
 */
const HELD_OUT_9_SUBJECTS = subjectList(
  'axolotl narwhal capybara sloth platypus armadillo anteater porcupine mole badger skunk opossum hyena warthog ' +
    'gorilla orangutan baboon koala wombat kiwi ostrich emu pelican seagull crow robin sparrow woodpecker vulture ' +
    'stork heron hen chick lamb calf foal puppy kitten bunny duckling tadpole goldfish piranha eel manatee walrus ' +
    'beluga pufferfish anglerfish coral seaweed oyster pearl clam iguana cobra python rattlesnake gecko salamander ' +
    'newt centipede millipede cricket cicada termite hornet bumblebee moth cocoon beehive honeycomb spiderweb anthill ' +
    'nest egg feather bone birdhouse fishbowl aquarium cage leash collar saddle horseshoe hamster mouse rat bull fawn ' +
    'cub pony ant',
  ['red panda', 'sea urchin', 'sand dollar', 'praying mantis', 'paw print', 'dog house'],
);

/**
 * Held out (tenth list, 100 vehicles, buildings, street things, tools and appliances), written on 2026-11-26 and
 * measured before anything was added from it: 82 of 100.
 */
const HELD_OUT_10_SUBJECTS = subjectList(
  'tractor bulldozer excavator crane forklift ambulance taxi limousine jeep van motorcycle tricycle unicycle sled ' +
    'snowmobile canoe kayak sailboat yacht ship ferry raft blimp jet parachute tram subway windmill lighthouse barn ' +
    'silo tent cabin igloo treehouse palace hut teepee bridge tunnel road bench fountain statue mailbox fence gate ' +
    'well chimney campfire ladder wheelbarrow shovel rake hammer saw screwdriver wrench toolbox bucket broom mop ' +
    'fridge oven toaster kettle microwave television computer laptop phone camera radio headphones robot tank bicycle ' +
    'truck trailer carriage wagon skyscraper garage',
  [
    'dump truck',
    'cement mixer',
    'garbage truck',
    'fire truck',
    'police car',
    'race car',
    'pickup truck',
    'roller skates',
    'pirate ship',
    'hot air balloon',
    'cable car',
    'traffic light',
    'stop sign',
    'vacuum cleaner',
    'washing machine',
    'gas station',
    'horse and cart',
  ],
);

/**
 * Held out (eleventh list, 100 fruit, vegetables, food, toys and school things), written on 2026-11-26 and measured
 * before anything was added from it: 73 of 100.
 */
const HELD_OUT_11_SUBJECTS = subjectList(
  'apple banana pear peach plum mango lemon lime orange grapes cherries blueberry raspberry avocado tomato potato ' +
    'onion garlic pepper cucumber lettuce cabbage cauliflower eggplant mushroom bread toast croissant bagel muffin ' +
    'pancake waffle cereal noodles spaghetti sushi taco cheese butter honey jam popcorn milkshake lemonade soda pie ' +
    'marbles puzzle dice dominoes kite frisbee boomerang trampoline seesaw merry-go-round carousel sandbox dollhouse ' +
    'crayons easel notebook backpack lunchbox ruler eraser calculator teapot lollipop yogurt sandwich smoothie salad ' +
    'soup',
  [
    'cotton candy',
    'candy cane',
    'gingerbread man',
    'birthday cake',
    'jelly bean',
    'gummy bear',
    'rocking horse',
    'jack in the box',
    'spinning top',
    'rubber duck',
    'beach ball',
    'bucket and spade',
    'hula hoop',
    'ferris wheel',
    'roller coaster',
    'bouncy castle',
    'toy box',
    'train set',
    'action figure',
    'paint palette',
    'glue stick',
    'cookie jar',
    'hot chocolate',
    'bubble gum',
    'pizza slice',
    'french toast',
  ],
);

/**
 * Held out (twelfth list, 100 fantasy, Halloween, nature, sport and music subjects), written on 2026-11-26 and
 * measured before anything was added from it: 85 of 100.
 */
const HELD_OUT_12_SUBJECTS = subjectList(
  'mermaid fairy dragon unicorn pegasus phoenix griffin centaur minotaur cyclops troll ogre goblin gnome dwarf ' +
    'giant genie wizard knight jester pirate ninja samurai viking cowboy superhero zombie vampire ghost skeleton ' +
    'jack-o-lantern scarecrow cauldron broomstick spider bat owl moon stars sun cloud rainbow lightning tornado ' +
    'volcano mountain waterfall river island beach desert cactus jungle forest meadow cave glacier iceberg snowman ' +
    'sledding skiing football basketball baseball golf swimming ballerina gymnast karate surfing skateboarding trophy ' +
    'medal whistle drum guitar flute saxophone harp xylophone accordion microphone tambourine maracas harmonica banjo ' +
    'cello trombone tuba keyboard wand sword',
  [
    'haunted house',
    'candy corn',
    'black cat',
    'soccer ball',
    'tennis racket',
    'music notes',
    'crystal ball',
    'treasure map',
  ],
);

/**
 * Held out (thirteenth list, 100 clothes, bathroom, health and household things: harder than the common subjects),
 * written on 2026-11-26 after the ninth to twelfth were spent and measured before anything was added from it: 59 of 100.
 */
const HELD_OUT_13_SUBJECTS = subjectList(
  'shirt t-shirt dress pants jeans shorts socks shoes sneakers sandals slippers boots hat gloves mittens jacket ' +
    'coat sweater hoodie skirt pajamas swimsuit bow tie belt purse handbag wallet glasses watch bracelet earrings ' +
    'headband apron uniform costume mask toothbrush toothpaste soap towel bathtub shower toilet sink comb hairbrush ' +
    'mirror bandage thermometer stethoscope wheelchair crutches pill syringe sofa armchair bookshelf door window key ' +
    'lock doorbell calendar candle fan vase pillow blanket basket iron hanger needle thread button zipper teddy ' +
    'cupboard wardrobe drawer flashlight battery plug telephone envelope stamp package',
  [
    'high heels',
    'baseball cap',
    'hair bow',
    'first aid kit',
    'hospital bed',
    'alarm clock',
    'plant pot',
    'picture frame',
    'laundry basket',
    'sewing machine',
    'rocking chair',
    'light bulb',
    'remote control',
  ],
);

/**
 * Held out (fourteenth list, 98 school things, shapes, flowers and plants, farm and landscape words), written and
 * measured on 2026-11-26 before anything was added from it: 54 of 98.
 */
const HELD_OUT_14_SUBJECTS = subjectList(
  'pen marker highlighter stapler sharpener chalk chalkboard whiteboard desk locker scissors tape paint paintbrush ' +
    'sketchbook heart star circle square triangle rectangle oval diamond arrow rose tulip sunflower daisy lily lotus ' +
    'orchid dandelion bamboo ivy vine clover seed sprout log rock pebble crystal gem fossil acorn chestnut fern moss ' +
    'grass hay wheat sprinkler birdbath scarecrow haystack orchard vineyard greenhouse farmhouse stable beehive pond ' +
    'stream meadow hill valley canyon cliff oasis swamp marsh rainforest savanna tundra geyser',
  [
    'paper clip',
    'school bus',
    'school bag',
    'pencil case',
    'library book',
    'question mark',
    'four leaf clover',
    'tree stump',
    'maple leaf',
    'palm leaf',
    'corn field',
    'vegetable garden',
    'flower pot',
    'watering can',
    'garden hose',
    'lawn mower',
    'bird feeder',
    'pumpkin patch',
    'chicken coop',
    'pig pen',
    'sand dune',
    'coral reef',
    'tide pool',
  ],
);

/**
 * Held out (fifteenth list, 99 jobs, fairy tale, holiday, sport, camping and beach things), written and measured on
 * 2026-11-26 before anything was added from it: 71 of 99.
 */
const HELD_OUT_15_SUBJECTS = subjectList(
  'chef firefighter doctor farmer baker judge waiter cashier plumber electrician zookeeper lifeguard magician clown ' +
    'dancer singer musician photographer reporter librarian detective spy inventor explorer cowgirl princess mermaid ' +
    'knight dragon castle throne treasure turkey pilgrim menorah firework cupid shamrock flag confetti piñata gift ' +
    'ribbon puck goal net stopwatch dartboard target compass binoculars backpack map flashlight camera boat sailboat ' +
    'dinghy paddle surfboard snorkel flippers sunscreen cooler kite bubbles',
  [
    'mail carrier',
    'construction worker',
    'garbage collector',
    'bus driver',
    'train driver',
    'taxi driver',
    'fairy godmother',
    'gold coins',
    'easter egg',
    'easter basket',
    'pot of gold',
    'birthday party',
    'party popper',
    'bow tie',
    'hockey stick',
    'ice skates',
    'soccer goal',
    'baseball glove',
    'traffic cone',
    'bowling pin',
    'bowling ball',
    'bow and arrow',
    'fishing rod',
    'sleeping bag',
    'life jacket',
    'diving mask',
    'beach umbrella',
    'beach towel',
    'sun hat',
    'flip flops',
    'ice pop',
    'picnic basket',
    'picnic blanket',
  ],
);

/**
 * Held out (sixteenth list, 100 young animals, pet things, kitchen tools, baby things, family words, groups and the
 * circus), written and measured on 2026-11-26 before anything was added from it: 61 of 100.
 */
const HELD_OUT_16_SUBJECTS = subjectList(
  'puppy kitten piglet calf lamb foal bunny cub duckling jar bottle can cup mug glass plate bowl pot pan kettle ' +
    'teapot spoon fork knife chopsticks whisk ladle spatula grater blender mixer apron napkin tablecloth pacifier ' +
    'rattle stroller crib diaper bib baby toddler twins grandmother grandfather uncle aunt cousin brother sister mom ' +
    'dad teacher friend neighbor boy girl man woman family couple crowd team band orchestra choir audience parade ' +
    'ringmaster acrobat juggler strongman unicyclist',
  [
    'baby chick',
    'dog bone',
    'cat toy',
    'ball of yarn',
    'mouse hole',
    'hamster wheel',
    'bird nest',
    'spider web',
    'snail shell',
    'turtle shell',
    'butterfly net',
    'frying pan',
    'rolling pin',
    'cutting board',
    'cookie cutter',
    'muffin tin',
    'oven mitt',
    'dining table',
    'high chair',
    'baby bottle',
    'old man',
    'old woman',
    'marching band',
    'circus tent',
    'tightrope walker',
    'lion tamer',
    'fire breather',
  ],
);

/**
 * Held out (seventeenth list, 102 common subjects of the seasons, weather, holidays, the seaside, the farm and the
 * woods, as a colouring book has them), written on 2026-11-26 after the sixteenth was spent and measured before
 * anything was added from it: 94 of 102.
 */
const HELD_OUT_17_SUBJECTS = subjectList(
  'spring summer autumn winter raindrops umbrella puddle rainbow sunshine thunderstorm snowball frost harvest ' +
    "cornucopia daffodil bluebell ladybird picnic sandcastle seashell sunglasses watermelon lemonade s'more lantern " +
    'fireworks firefly earmuffs valentine hammock lighthouse sailboat seagull crab jellyfish starfish whale turtle ' +
    'octopus dolphin penguin igloo sled snowboard skis mittens scarf kite windmill scarecrow tractor barn haystack ' +
    'hen rooster piglet goat sheep cow horse donkey duck pond frog dragonfly butterfly caterpillar snail worm ' +
    'mushroom toadstool acorn pinecone squirrel hedgehog fox owl deer rabbit bear wolf moose beaver raccoon skunk',
  [
    'lightning bolt',
    'pile of leaves',
    'ice lolly',
    'swimming pool',
    'snow globe',
    'hot cocoa',
    'box of chocolates',
    'love letter',
    'easter egg hunt',
    'nest with eggs',
    'bird house',
    'wind chime',
    'deck chair',
    'polar bear',
    'ice skates',
    'hot air balloon',
    'lily pad',
  ],
);

/**
 * Held out (eighteenth list, 100 common subjects of space, dinosaurs, pirates, fairy tales, monsters, heroes and
 * places), written and measured on 2026-11-26 before anything was added from it: 91 of 100.
 */
const HELD_OUT_18_SUBJECTS = subjectList(
  'robot rocket astronaut alien ufo planet moon star sun comet telescope satellite galaxy dinosaur t-rex ' +
    'brachiosaurus velociraptor volcano caveman mammoth pirate parrot island knight castle dragon princess prince ' +
    'king queen crown wizard witch fairy mermaid unicorn pegasus elf gnome troll giant ogre ghost monster zombie ' +
    'vampire werewolf mummy skeleton superhero cape shield sword ninja cowboy horse cactus desert camel pyramid ' +
    'sphinx mountain forest jungle waterfall river bridge city skyscraper house school hospital shop bakery ' +
    'supermarket restaurant cafe museum library zoo farm park playground beach airport harbor church temple',
  [
    'space station',
    'black hole',
    'dinosaur egg',
    'saber-toothed tiger',
    'pirate ship',
    'treasure chest',
    'palm tree',
    'bow and arrow',
    'sheriff badge',
    'fire station',
    'police station',
    'train station',
  ],
);

/**
 * Held out (nineteenth list, 101 common foods, drinks and kitchen things), written and measured on 2026-11-26
 * before anything was added from it: 93 of 101.
 */
const HELD_OUT_19_SUBJECTS = subjectList(
  'apple banana orange strawberry cherry grapes pineapple watermelon lemon pear peach coconut plum carrot broccoli ' +
    'tomato potato corn peas pumpkin mushroom pepper cucumber bread sandwich pizza hamburger taco sushi noodles rice ' +
    'soup salad egg bacon sausage cheese milk juice tea coffee cake cupcake cookie donut muffin pancakes waffle ' +
    'lollipop candy chocolate popcorn pretzel pie honey jam cereal yogurt toast butter spaghetti meatballs dumplings ' +
    'burrito nachos smoothie milkshake jelly pudding teapot cup plate bowl spoon fork knife chopsticks pot kettle ' +
    'toaster fridge oven microwave blender apron',
  [
    'kiwi fruit',
    'hot dog',
    'french fries',
    'ice cream',
    'cotton candy',
    'hot chocolate',
    'birthday cake',
    'gingerbread man',
    'candy cane',
    'ice cream sundae',
    'fruit bowl',
    'lunch box',
    'picnic basket',
    'frying pan',
    'rolling pin',
    'chef hat',
  ],
);

/**
 * Held out (twentieth list, 102 common toys, school things, instruments, sport, clothes and home things), written and
 * measured on 2026-11-26 before anything was added from it: 99 of 102.
 */
const HELD_OUT_20_SUBJECTS = subjectList(
  'ball doll blocks puzzle yo-yo kite marbles skateboard scooter bicycle tricycle swing slide seesaw sandbox ' +
    'trampoline balloon bubbles crayons pencil paintbrush paint scissors glue ruler eraser backpack book notebook ' +
    'computer tablet phone camera headphones television radio guitar piano drum violin trumpet flute xylophone ' +
    'microphone maracas harp saxophone tambourine bell whistle trophy medal basketball football baseball skis ' +
    'surfboard bowling helmet cap t-shirt dress shoes boots socks hat glasses watch umbrella bag key clock lamp chair ' +
    'table bed sofa door window stairs mirror bathtub toilet toothbrush soap towel',
  [
    'teddy bear',
    'robot toy',
    'toy car',
    'toy train',
    'rocking horse',
    'jack in the box',
    'spinning top',
    'jump rope',
    'hula hoop',
    'roller skates',
    'soccer ball',
    'tennis ball',
    'golf club',
    'hockey stick',
    'boxing gloves',
    'swimming goggles',
  ],
);

/**
 * Held out (twenty-first list, 98 animals as children name them, birds, pets and sea life by kind), written on
 * 2026-11-26 after the twentieth was spent and measured before anything was added from it: 89 of 98.
 */
const HELD_OUT_21_SUBJECTS = subjectList(
  'koala kangaroo flamingo peacock swan crocodile hippo rhino gorilla camel llama alpaca sloth chipmunk beaver ' +
    'otter seal walrus panda hummingbird toucan parrot ostrich pelican puffin woodpecker cardinal robin hawk falcon ' +
    'bat mole hamster ferret gerbil goldfish turtle tortoise iguana chameleon cobra alligator frog toad tadpole newt ' +
    'snail slug worm caterpillar butterfly moth bee wasp ladybug beetle grasshopper cricket dragonfly firefly ant ' +
    'spider scorpion crab lobster shrimp octopus squid jellyfish starfish seahorse clownfish shark whale dolphin orca ' +
    'narwhal stingray manatee eel pufferfish swordfish catfish salmon trout koi lionfish angelfish',
  [
    'polar bear',
    'red fox',
    'bald eagle',
    'blue jay',
    'guinea pig',
    'sea turtle',
    'hermit crab',
    'sea lion',
    'otter pup',
    'baby penguin',
  ],
);

/**
 * Held out (twenty-second list, 97 vehicles and ways of getting about, beyond the common ones), written and measured
 * on 2026-11-26 before anything was added from it: 75 of 97.
 */
const HELD_OUT_22_SUBJECTS = subjectList(
  'convertible minivan motorbike moped go-kart forklift steamroller digger stagecoach rickshaw gondola canoe ' +
    'speedboat tugboat hovercraft seaplane glider biplane zeppelin elevator escalator snowplow ambulance helicopter ' +
    'drone skateboard scooter wheelchair stroller wagon sled bobsled toboggan surfboard kayak sailboat yacht ' +
    'submarine train monorail trolley tram caboose tunnel',
  [
    'fire hydrant',
    'bus stop',
    'school bus',
    'mail truck',
    'ice cream truck',
    'food truck',
    'monster truck',
    'cement truck',
    'tow truck',
    'dump truck',
    'race car',
    'sports car',
    'station wagon',
    'camper van',
    'quad bike',
    'golf cart',
    'cherry picker',
    'combine harvester',
    'hay wagon',
    'horse carriage',
    'covered wagon',
    'tuk tuk',
    'rowing boat',
    'cargo ship',
    'ocean liner',
    'aircraft carrier',
    'fighter jet',
    'passenger plane',
    'space shuttle',
    'lunar rover',
    'rocket ship',
    'flying saucer',
    'hot air balloon',
    'cable car',
    'ski lift',
    'conveyor belt',
    'crane truck',
    'garbage truck',
    'recycling truck',
    'street sweeper',
    'fire engine',
    'police van',
    'roller blades',
    'pogo stick',
    'jet ski',
    'paddle board',
    'pirate ship',
    'steam engine',
    'bullet train',
    'subway train',
    'freight train',
    'railroad crossing',
    'train tracks',
  ],
);

/**
 * Held out (twenty-third list, 99 things of home, garden, playground, seaside and fairy tale named in two words),
 * written and measured on 2026-11-26 before anything was added from it: 93 of 99.
 */
const HELD_OUT_23_SUBJECTS = subjectList(
  'wheelbarrow mailbox fireplace bookcase pinwheel kaleidoscope microscope telescope globe compass hourglass ' +
    'sundial lighthouse windmill carousel playground sandbox snorkel anchor drawbridge moat',
  [
    'birthday cake',
    'ice cream cone',
    'treasure map',
    'magic wand',
    'fairy house',
    'gingerbread house',
    'witch hat',
    'spider web',
    'haunted house',
    'candy corn',
    'bunny ears',
    'christmas stocking',
    'jack o lantern',
    'snow angel',
    'snow fort',
    'tree house',
    'sand castle',
    'sea shell',
    'bird feeder',
    'flower pot',
    'watering can',
    'garden gnome',
    'picket fence',
    'front door',
    'welcome mat',
    'porch swing',
    'rocking chair',
    'desk lamp',
    'teddy bear',
    'toy soldier',
    'toy boat',
    'paper boat',
    'paper plane',
    'magnifying glass',
    'alarm clock',
    'cuckoo clock',
    'grandfather clock',
    'pocket watch',
    'water tower',
    'ferris wheel',
    'roller coaster',
    'circus tent',
    'hot dog stand',
    'lemonade stand',
    'ice rink',
    'swimming pool',
    'jungle gym',
    'monkey bars',
    'swing set',
    'tire swing',
    'zip line',
    'bounce house',
    'water slide',
    'slip and slide',
    'kiddie pool',
    'beach ball',
    'beach umbrella',
    'beach chair',
    'bucket and spade',
    'life ring',
    'life jacket',
    'ship wheel',
    'message in a bottle',
    'treasure chest',
    'gold coin',
    'crystal ball',
    'magic carpet',
    'genie lamp',
    'flying carpet',
    'castle tower',
    'knight armor',
    'dragon egg',
    'fairy wings',
    'mermaid tail',
    'unicorn horn',
    'princess crown',
    'royal throne',
    'magic mirror',
  ],
);

/**
 * Held out (twenty-fourth list, 101 plants, sky, weather and landscape words), written and measured on 2026-11-26
 * before anything was added from it: 89 of 101.
 */
const HELD_OUT_24_SUBJECTS = subjectList(
  'sunflower tulip rose daisy poppy lavender bouquet wreath clover leaf acorn bonsai bamboo mushroom toadstool ' +
    'seaweed coral seashell pebble rock boulder crystal gemstone diamond sun moon stars constellation planet saturn ' +
    'jupiter mars earth comet asteroid meteor cloud lightning rainbow snowflake raindrop tornado hurricane wave tide ' +
    'volcano mountain hill cliff cave canyon desert dune oasis jungle rainforest forest woods meadow field farm ' +
    'orchard garden pond lake river stream waterfall glacier iceberg island beach coast bay sea ocean reef swamp ' +
    'marsh prairie valley',
  [
    'cherry blossom',
    'water lily',
    'cactus flower',
    'flower crown',
    'four-leaf clover',
    'maple leaf',
    'oak leaf',
    'pine cone',
    'palm tree',
    'oak tree',
    'pine tree',
    'willow tree',
    'apple tree',
    'christmas tree',
    'crescent moon',
    'half moon',
    'full moon',
    'shooting star',
    'rain cloud',
    'storm cloud',
  ],
);

/**
 * Held out (twenty-ninth list, 100 common subjects as a colouring book for children would list them: holidays, garden
 * and weather, beach and playground, sport, magic, food, the kitchen and the house), written on 2026-11-26 after the
 * vocabulary reached 919 subjects and measured before anything was added: 100 of 100.
 */
const HELD_OUT_29_SUBJECTS = subjectList(
  'reindeer elf snowman cauldron skeleton jack-o-lantern rose tulip sunflower daisy cactus mushroom ' +
    'acorn leaf lightning tornado waterfall river sandcastle bucket shovel sunglasses kite swing slide ' +
    'sandbox scooter skateboard basketball trophy medal tiara broom taco sushi popcorn watermelon ' +
    'pineapple pear corn peas broccoli tomato egg pancakes sandwich cheese milk juice teapot cup spoon ' +
    'fork plate bowl toothbrush bathtub bed lamp clock chair sofa television telephone computer camera ' +
    'backpack pencil crayon',
  [
    'fire truck',
    'school bus',
    'hot air balloon',
    'ice cream cone',
    'birthday cake',
    'christmas tree',
    'teddy bear',
    'treasure chest',
    'pirate ship',
    'race car',
    'police car',
    'tree house',
    'haunted house',
    'snow globe',
    'gingerbread man',
    'candy cane',
    'easter bunny',
    'santa claus',
    'witch hat',
    'spider web',
    'pine cone',
    'palm tree',
    'beach ball',
    'flip flops',
    'roller skates',
    'soccer ball',
    'baseball bat',
    'tennis racket',
    'magic wand',
    'crystal ball',
    'hot dog',
  ],
);

/**
 * Held out (thirtieth list, 100 common subjects: young and farm animals, wild animals, fantasy beings, people by job,
 * vehicles, buildings and places), written and measured with the twenty-ninth: 99 of 100 (a hot rod was reported).
 */
const HELD_OUT_30_SUBJECTS = subjectList(
  'puppy kitten pony goat rooster goose turkey toad caterpillar dragonfly worm goldfish jellyfish ' +
    'gorilla hippo rhino koala eagle parrot flamingo peacock swan wolf moose raccoon hedgehog hamster ' +
    'camel llama crocodile lizard t-rex knight alien ufo superhero ninja clown cowboy ghost vampire ' +
    'angel giant troll genie phoenix pegasus yeti doctor nurse firefighter chef farmer ballerina ' +
    'cheerleader soldier queen prince baby grandma helicopter airplane submarine sailboat canoe tractor ' +
    'motorcycle ambulance bulldozer train spaceship windmill lighthouse barn igloo tent bridge church ' +
    'pyramid skyscraper playground zoo farm jungle desert ocean forest garden pond cave city moon',
  [
    'polar bear',
    'bunny rabbit',
    'police officer',
    'dump truck',
    'garbage truck',
    'ice cream truck',
    'hot rod',
    'monster truck',
  ],
);

/**
 * Held out (twenty-fifth list, 99 breeds and kinds: dogs, birds, bugs, dinosaurs by name, shellfish), written on
 * 2026-11-26 to probe the long tail and measured before anything was added from it: 47 of 99.
 */
const HELD_OUT_25_SUBJECTS = subjectList(
  'poodle dalmatian labrador husky beagle chihuahua pug corgi bulldog dachshund sheepdog terrier greyhound ' +
    'clydesdale mule ram ewe boar ox yak bison goose gosling quail pheasant peacock dove pigeon magpie raven ' +
    'kingfisher heron crane ibis albatross roadrunner macaw cockatoo budgie canary lovebird starling wren goldfish ' +
    'guppy tarantula locust damselfly mosquito fly flea cockroach earwig leech ankylosaurus spinosaurus ' +
    'parasaurolophus allosaurus iguanodon plesiosaur mosasaurus dimetrodon archaeopteryx dodo amber clam oyster ' +
    'mussel barnacle kelp',
  [
    'german shepherd',
    'golden retriever',
    'persian cat',
    'siamese cat',
    'tabby cat',
    'shetland pony',
    'billy goat',
    'water buffalo',
    'barn owl',
    'snowy owl',
    'bald eagle',
    'emperor penguin',
    'kiwi bird',
    'koi fish',
    'black widow',
    'stag beetle',
    'dung beetle',
    'stick insect',
    'tree frog',
    'komodo dragon',
    'saber-toothed tiger',
    'dinosaur skeleton',
    'dinosaur footprint',
    'monarch butterfly',
    'hermit crab',
    'sea urchin',
    'sand dollar',
    'sea anemone',
    'coral reef',
  ],
);

/**
 * Held out (twenty-sixth list, 99 landmarks, buildings and street things), written and measured on 2026-11-26 before
 * anything was added from it: 56 of 99.
 */
const HELD_OUT_26_SUBJECTS = subjectList(
  'colosseum stonehenge cathedral mosque pagoda cottage mansion hotel bank cinema theater shed doghouse pier dock ' +
    'canal monument factory warehouse ranch campsite yurt woodpile sidewalk balcony roof chimney gate fence hedge ' +
    'path pond bridge tunnel atm money coins wallet receipt calendar clock sign flag banner poster billboard mural ' +
    'graffiti statue fountain',
  [
    'eiffel tower',
    'big ben',
    'taj mahal',
    'great wall of china',
    'leaning tower of pisa',
    'sydney opera house',
    'golden gate bridge',
    'tower bridge',
    'london eye',
    'mount fuji',
    'mount everest',
    'log cabin',
    'post office',
    'police station',
    'toy shop',
    'flower shop',
    'pet shop',
    'market stall',
    'car wash',
    'clock tower',
    'water tower',
    'wind turbine',
    'solar panel',
    'power plant',
    'castle ruins',
    'tree stump',
    'log pile',
    'bird bath',
    'compost bin',
    'trash can',
    'recycling bin',
    'park bench',
    'street lamp',
    'lamp post',
    'traffic lights',
    'zebra crossing',
    'fire escape',
    'stepping stones',
    'bus shelter',
    'phone booth',
    'telephone box',
    'newspaper stand',
    'vending machine',
    'shopping cart',
    'shopping bag',
    'price tag',
    'cash register',
    'piggy bank',
    'credit card',
  ],
);

/**
 * Held out (twenty-seventh list, 100 instruments, sport gear, games and crafts beyond the common ones), written and
 * measured on 2026-11-26 before anything was added from it: 54 of 100.
 */
const HELD_OUT_27_SUBJECTS = subjectList(
  'ukulele mandolin bagpipes didgeridoo cymbals gong recorder clarinet oboe bassoon tuba bugle kazoo jukebox ' +
    'cassette radio speaker organ metronome shuttlecock volleyball dumbbell kettlebell snowshoes dart trophy medal ' +
    'podium scoreboard referee goalkeeper cheerleader mascot canoe rowing sailing windsurfing rope ladder tightrope ' +
    'rings trampoline hopscotch tag marbles jacks kite yo-yo origami puppet marionette',
  [
    'bongo drums',
    'french horn',
    'music box',
    'record player',
    'drum kit',
    'electric guitar',
    'grand piano',
    'sheet music',
    'music stand',
    'tennis racket',
    'ping pong paddle',
    'rugby ball',
    'american football',
    'cricket bat',
    'hockey puck',
    'golf ball',
    'bowling ball',
    'skipping rope',
    'yoga mat',
    'boxing gloves',
    'punching bag',
    'bmx bike',
    'ice skates',
    'fishing net',
    'pom poms',
    'race track',
    'finish line',
    'starting line',
    'swimming goggles',
    'swim cap',
    'life buoy',
    'diving board',
    'water polo',
    'kite surfing',
    'rock climbing',
    'climbing wall',
    'balance beam',
    'pommel horse',
    'parallel bars',
    'hula hoop',
    'jump rope',
    'hide and seek',
    'spinning top',
    'paper airplane',
    'sock puppet',
    'finger puppet',
    'magic trick',
    'magic hat',
    'rabbit in a hat',
  ],
);

/**
 * Held out (twenty-eighth list, 99 faces, body parts and whole scenes children ask for: "my family", "a snow day",
 * "a tea party"), written and measured on 2026-11-26 before anything was added from it: 62 of 99 by the first
 * subject read (a scene draws its things: this count under-reads it).
 */
const HELD_OUT_28_SUBJECTS = subjectList(
  'heart smiley emoji hand footprint handprint eye nose ear mouth lips tooth teeth tongue hair beard mustache brain ' +
    'skeleton skull bone muscle hug kiss sleepover picnic parade carnival fair circus race bedtime',
  [
    'happy face',
    'sad face',
    'thumbs up',
    'heart organ',
    'hand wave',
    'high five',
    'family portrait',
    'self portrait',
    'my house',
    'my family',
    'my pet',
    'my school',
    'my room',
    'my bed',
    'my toys',
    'my friends',
    'my teacher',
    'my mom',
    'my dad',
    'my baby brother',
    'my baby sister',
    'my grandma',
    'my grandpa',
    'birthday party',
    'camping trip',
    'beach day',
    'snow day',
    'rainy day',
    'sunny day',
    'first day of school',
    'field trip',
    'christmas morning',
    'halloween night',
    'easter morning',
    'thanksgiving dinner',
    'new year',
    'fireworks show',
    'zoo trip',
    'farm visit',
    'pumpkin patch',
    'apple picking',
    'treasure hunt',
    'tea party',
    'pajama party',
    'dance party',
    'pool party',
    'pizza party',
    'bake sale',
    'lemonade stand',
    'garage sale',
    'science fair',
    'talent show',
    'school play',
    'spelling bee',
    'sports day',
    'soccer game',
    'basketball game',
    'baseball game',
    'swimming lesson',
    'piano lesson',
    'ballet class',
    'karate class',
    'art class',
    'music class',
    'story time',
    'nap time',
    'bath time',
  ],
);

/**
 * Everyday prompts that say what a subject does, written on 2026-11-25 before verbs were read (14 of 24 were then
 * refused for the verb: "We can't draw 'purrs'"). A refusal here should name a thing only.
 */
const PROMPTS_WITH_VERBS = [
  'a cat that purrs',
  'a dog who barks at the mailman',
  'the horse gallops across the field',
  'a bird sings on a branch',
  'my son wants to ride a dinosaur',
  'a bear sleeps in a cave',
  'two kittens chase a ball of yarn',
  'a fish swims in the sea',
  'the dragon breathes fire',
  'a unicorn jumps over a rainbow',
  'a girl reads a book under a tree',
  'the monkey climbs a tree',
  'a rabbit hops in the garden',
  'a frog sits on a lily pad',
  'a robot waves hello',
  'an astronaut floats in space',
  'a boy kicks a ball',
  'the princess dances in the castle',
  'a pirate sails a ship',
  'an owl watches the moon',
  'the cow eats grass',
  'a penguin slides on the ice',
  'the bee buzzes around a flower',
  'a snail crawls on a leaf',
];

/**
 * The same in Spanish, French, German and Chinese, with colours after the noun (written on 2026-11-25 before those
 * were read: 8 of 13 refused, for negro, noir, galopa, lee, canta, ronronea, singt and 觉).
 */
const OTHER_LANGUAGE_PROMPTS_WITH_VERBS = [
  'un gato que ronronea',
  'un perro negro',
  'el caballo galopa en el campo',
  'una niña lee un libro',
  'un pájaro canta en una rama',
  'le chat dort sur le lit',
  'un chien noir',
  'un oiseau qui chante',
  'die Katze schläft',
  'der Hund spielt mit einem Ball',
  'ein Vogel singt',
  '猫在睡觉',
  '小狗在跑',
];

/**
 * Prompts as people write them for a colouring page: with its style, its background, the time of day, who it is for,
 * a child's name first (written on 2026-11-26 before those were read).
 */
const PROMPTS_ABOUT_THE_PAGE = [
  'a sunny day at the beach',
  'cute cat, cartoon style, thick lines',
  'simple outline of a fish for kids',
  'a dog with a plain white background',
  'easy unicorn colouring page for toddlers',
  'realistic lion head, detailed',
  'a fluffy bunny in the morning',
  'kawaii panda eating bamboo',
  'a windy day with a kite',
  'a snowman on a cold winter day',
  'Mia and her pony',
  'Leo rides a dinosaur',
  "Emma's birthday cake with candles",
  'bold lines, a big truck for preschoolers',
  'a mermaid, doodle style',
  'a bird in its nest',
  'kids playing in the park',
  'a duck swimming in the river',
  'a fox walks down the road',
  'a dog plays with his toys',
  'un gato con fondo blanco para niños',
  'un dragon style dessin animé',
];

/**
 * A child's name first, then what they do, in five languages (written on 2026-11-26 before names before a verb were
 * read), and prompts whose unknown word must still be reported (a lower-case word after an article, a misspelt subject).
 */
const NAMES_FIRST = [
  'Leo rides a dinosaur',
  'Emma plays with her kitten',
  'Max flies a kite on the beach',
  'Zoe and Sam build a sandcastle',
  'Oliver is a pirate',
  'Aiden has a puppy',
  'Sophia feeds the ducks',
  'Lukas reitet auf einem Drachen',
  'Mia und ihr Pony',
  'Leo monta un dinosaurio',
  'Lucía juega con su gato',
  'Léo chevauche un dragon',
  'Chloé et son chat',
  'Noah mange une glace',
];
/**
 * Scenes as parents type them (written on 2026-11-26, session 18, before anything below was changed). Measured before:
 * 2 of 40 refused (eucalyptus, tunnel), and 3 misread: "a baby elephant" drew a child's face beside the elephant, "a
 * family of ducks" and "a lion family" a group of people.
 */
const SCENES_AS_TYPED = [
  'a happy sloth hanging from a tree',
  'a family of ducks crossing the road',
  'a little girl flying a kite on the beach',
  'a fox sleeping under the moon',
  'spring flowers in a vase',
  'a dragon guarding its treasure',
  'a cowboy on a horse in the desert',
  'a bear eating honey',
  'a cute hamster with sunflower seeds',
  'a ballerina dancing on stage',
  'a pirate ship on the ocean',
  'an owl reading a book in the library',
  'a mermaid sitting on a rock',
  'a snowman with a scarf and a hat',
  'a unicorn jumping over a rainbow',
  'a koala in a eucalyptus tree',
  'a tiger in the jungle',
  'a farmer with a cow and a pig',
  'a witch on a broomstick',
  'a firefighter rescuing a cat',
  'a princess in a castle with a dragon',
  'a robot playing with a dog',
  'an astronaut on the moon with a flag',
  'a train going through a tunnel',
  'a baby elephant splashing water',
  'a peacock with its feathers open',
  'a lion family resting',
  'dinosaurs and volcanoes',
  'a teddy bear picnic',
  'a hedgehog with an apple',
  'Easter bunny with eggs',
  'a Halloween pumpkin and a black cat',
  'un perro jugando con una pelota en el parque',
  'un chat qui dort sur un coussin',
  'ein Pferd auf der Wiese',
  '一只熊猫在吃竹子',
  'a parrot on a branch',
  'a cupcake with sprinkles',
  'a sailboat at sunset',
  'a giraffe eating leaves',
];

/**
 * More scenes as typed (written after the groups, the same day, before the changes they led to): 9 of 50 refused (player, hoop,
 * lights, spell, patch, slice, saucer, coral and reef, pouch).
 */
const MORE_SCENES_AS_TYPED = [
  'a soccer player kicking a ball',
  'a basketball hoop',
  'a girl on a swing in the park',
  'a boy riding a skateboard',
  'a doctor with a stethoscope',
  'a police car with flashing lights',
  'an ambulance',
  'a garbage truck',
  'a cement mixer at a construction site',
  'a cute alien in a flying saucer',
  'a wizard casting a spell',
  'a fairy house in the woods',
  'a gingerbread man',
  'santa claus with his reindeer',
  'a turkey for thanksgiving',
  'a bunny in a carrot patch',
  'a caterpillar on a leaf',
  'a dragonfly by the pond',
  'a cat wearing sunglasses',
  'a dog in a raincoat',
  'a slice of watermelon',
  'a bowl of fruit',
  'a hamburger and fries',
  'a tea cup with a saucer',
  'sushi',
  'a cozy cabin in the snow',
  'a windmill in a tulip field',
  'a hot air balloon over the mountains',
  'a ferris wheel at the fair',
  'a carousel horse',
  'a jellyfish',
  'a seahorse and a coral reef',
  'a narwhal',
  'a polar bear on an iceberg',
  'a camel in the desert with pyramids',
  'a llama',
  'a kangaroo with a baby in its pouch',
  'a raccoon',
  'a bat hanging upside down',
  'a spider web with a spider',
  'a superhero',
  'a cute monster under the bed',
  'a knight fighting a dragon',
  'a castle on a hill',
  'a treasure map',
  'un caballo en la granja',
  'une fée dans la forêt',
  'ein Drache und ein Ritter',
  '美人鱼和海豚',
  'un camión de bomberos',
];

/**
 * A third batch of scenes as typed (written after the second's changes, the same day): 10 of 50 refused (dentist,
 * bandage, letters, microscope, jack-o-lantern, after, hollow, building and dam, steam, syrup).
 */
const THIRD_SCENES_AS_TYPED = [
  'a teacher in a classroom',
  'a school backpack with pencils',
  'a chef cooking pasta',
  'a dentist and a big tooth',
  'a pilot in an airplane',
  'a nurse with a bandage',
  'a farmer driving a tractor',
  'a mailman delivering letters',
  'a scientist with a microscope',
  'a painter with a brush',
  'a birthday party with balloons and presents',
  'a christmas stocking by the fireplace',
  'an easter basket full of eggs',
  'a valentine heart with roses',
  'a diwali lamp',
  'a jack-o-lantern',
  'a snowy mountain cabin',
  'autumn leaves falling',
  'a rainy day with an umbrella',
  'a rainbow after the rain',
  'a frog on a lily pad',
  'a duck in a pond',
  'an owl in a tree hollow',
  'a squirrel with an acorn',
  'a beaver building a dam',
  'a butterfly on a flower',
  'a ladybug on a leaf',
  'a bee and a beehive',
  'an ant carrying a leaf',
  'a snail in the garden',
  'a race car',
  'a motorcycle',
  'a fire engine',
  'a steam train',
  'a police helicopter',
  'a hot dog',
  'a bowl of cereal',
  'pancakes with syrup',
  'a donut',
  'a lemonade stand',
  'a vampire',
  'a mummy',
  'a zombie',
  'a witch hat',
  'a haunted house',
  'a princess tiara',
  'a magic castle',
  'a pegasus',
  'a phoenix',
  'a yeti',
];

/**
 * A fourth batch of scenes as typed, written on 2026-11-26 before that session's changes: 3 of 50 refused (sand, wall,
 * moat and drawbridge).
 */
const FOURTH_SCENES_AS_TYPED = [
  'a hedgehog collecting apples in autumn',
  'a sloth hanging from a tree branch',
  'a koala sleeping in a eucalyptus tree',
  'two flamingos standing in a lake',
  'a peacock showing its feathers',
  'a raccoon stealing cookies',
  'a fire truck putting out a fire',
  'an excavator digging in the sand',
  'a girl riding a scooter in the park',
  'a boy on a skateboard',
  'kids flying a kite on a windy day',
  'a snowman with a carrot nose and a scarf',
  'a lighthouse by the sea with a sailboat',
  'a treehouse in a big oak tree',
  'a volcano erupting next to a dinosaur',
  'a mermaid sitting on a rock',
  'a fairy with wings in a flower garden',
  'a unicorn jumping over a rainbow',
  'a cat wearing a witch hat',
  'a pumpkin patch with a scarecrow',
  'a teddy bear picnic',
  'a robot playing the guitar',
  'a ballerina dancing on stage',
  'an astronaut planting a flag on the moon',
  'a cowboy riding a horse in the desert',
  'a ninja jumping over a wall',
  'a superhero flying over the city',
  'a chef cooking pancakes',
  'a farmer with a tractor and a cow',
  'a nurse helping a little boy',
  'a clown juggling balls at the circus',
  'a hot air balloon over the mountains',
  'a submarine exploring the ocean',
  'a race car crossing the finish line',
  'a giraffe eating leaves from a tall tree',
  'an owl sitting on the moon',
  'a penguin on an iceberg',
  'a dragon guarding a treasure chest',
  'a castle with a moat and a drawbridge',
  'a family having a picnic under a tree',
  'a dog playing with a ball in the garden',
  'a bunny hiding Easter eggs',
  "Santa's sleigh pulled by reindeer",
  'a menorah with candles',
  'a child blowing out birthday candles',
  'a bear fishing in a river',
  'a frog sitting on a lily pad',
  'a squirrel holding an acorn',
  'a spaceship landing on a planet',
  'an octopus playing drums',
];

/**
 * A fifth batch of scenes as typed (animal families, things worn, places), written on 2026-11-26 after the fourth's
 * changes: 7 of 40 refused (bow, pet, pigtails, mud, periscope, station, pile); "a baby elephant with its mom" and "a
 * dog wearing a party hat" drew a woman and a party scene.
 */
const FIFTH_SCENES_AS_TYPED = [
  'a mommy cat and her kittens',
  'a baby elephant with its mom',
  'a duck family crossing the road',
  'a dog wearing a party hat',
  'a unicorn wearing a crown',
  'a bear with a scarf and mittens',
  'a penguin in a bow tie',
  'a princess with her pet dragon',
  'a cat in a box',
  'a frog wearing a crown on a lily pad',
  'a monkey eating a banana in a tree',
  'a puppy sleeping in a basket',
  'a bunny with a basket of eggs',
  'a girl with pigtails holding a balloon',
  'a boy and his dad fishing',
  'grandma baking cookies',
  'a teddy bear having a tea party',
  'a turtle racing a rabbit',
  'a fox in the snow',
  'an owl reading a book at night',
  'a cow jumping over the moon',
  'a pig in the mud',
  'a horse and a foal in a field',
  'a dinosaur eating leaves',
  'a robot dog',
  'a pirate ship on the ocean',
  'a submarine with a periscope',
  'a train going through a tunnel',
  'a tractor pulling a trailer of hay',
  'a fire station with a fire truck',
  'a hospital with an ambulance',
  'a school bus full of kids',
  'a garden with vegetables',
  'an apple tree with a ladder',
  'a bee on a sunflower',
  'a spider web with a spider',
  'a snail on a mushroom',
  'a mouse eating cheese',
  'a cat chasing a butterfly',
  'a hedgehog in a pile of leaves',
];

/**
 * A sixth batch of scenes as typed (holidays, sports, other languages), written on 2026-11-26 after the fifth's changes:
 * 9 of 40 refused (pilgrim, gold, arrows, dreidel, chinese, baseball bat, skater, karate, gymnast and balance beam).
 */
const SIXTH_SCENES_AS_TYPED = [
  'a witch flying on a broomstick',
  'a black cat on a fence',
  'a haunted house with bats',
  'a turkey for thanksgiving',
  'a pilgrim hat',
  'a leprechaun with a pot of gold',
  'a four leaf clover',
  'an easter basket full of eggs',
  'a valentine heart with arrows',
  'a snowflake',
  'kids building a snowman',
  'a reindeer with a red nose',
  'a gingerbread man',
  'a candy cane',
  'stockings by the fireplace',
  'a dreidel',
  'a diwali lamp',
  'a chinese dragon dance',
  'fireworks over the city',
  'a fourth of july flag',
  'a soccer ball and a goal',
  'a baseball bat and glove',
  'a tennis racket',
  'a surfboard on the beach',
  'a skier going down a mountain',
  'an ice skater',
  'a karate kid',
  'a gymnast on a balance beam',
  'a swimmer in a pool',
  'a basketball player dunking',
  'un perro jugando en la playa',
  'una bruja en su escoba',
  'le père noël et ses rennes',
  'un chat qui dort sur un coussin',
  'ein Hund mit einem Knochen',
  'eine Prinzessin im Schloss',
  '一只熊猫在吃竹子',
  '小女孩和她的猫',
  'a farmer milking a cow',
  'a vet with a puppy',
];

/**
 * Groups of things (written next, the same day): before, 8 of 12 refused for the group word (herd, flock, pack, group,
 * swarm, bunch, bouquet, manada) and 2 drew it (a school building, a bench for "banc").
 */
const GROUPS_OF_THINGS = [
  'a school of fish',
  'a herd of elephants',
  'a flock of birds',
  'a pack of wolves',
  'a group of friends',
  'a swarm of bees',
  'a bunch of bananas',
  'a bouquet of flowers',
  'una manada de lobos',
  'un banc de poissons',
  'eine Herde Elefanten',
  'ein Schwarm von Bienen',
];

/**
 * What people most often ask a colouring page maker for (written on 2026-11-26 from the common kinds of colouring
 * requests, before any of it was read): patterns, letters and numbers, groups of animals, holidays, places. Measured
 * before: 23 of 55 refused (mandala, letter, number, animals, underwater, food, july …; "Elsa from Frozen" named
 * nothing and was drawn as flowers).
 */
const POPULAR_REQUESTS = [
  'mandala',
  'a mandala with flowers',
  'zentangle cat',
  'geometric pattern',
  'letter A',
  'the letter B with a bee',
  'alphabet',
  'number 5',
  'number 3 with three apples',
  'happy birthday card',
  "Mother's Day card",
  'Christmas tree with presents',
  'Easter bunny with eggs',
  'Halloween pumpkin',
  'Valentine heart',
  'Thanksgiving turkey',
  'farm animals',
  'jungle animals',
  'sea animals',
  'forest animals',
  'underwater scene',
  'space rocket with planets',
  'robot dinosaur',
  'cute kawaii food',
  'sushi',
  'taco',
  'pizza',
  'soccer ball',
  'ballet dancer',
  'firefighter',
  'doctor',
  'teacher',
  'construction site with an excavator',
  'tractor on a farm',
  'Eiffel Tower',
  'Statue of Liberty',
  'pyramid',
  'world map',
  'rainbow and clouds',
  'butterfly garden',
  'bugs and insects',
  'dinosaur egg hatching',
  'fairy house',
  'gingerbread house',
  'snow globe',
  'hanukkah menorah',
  'diwali lamp',
  'chinese new year dragon',
  'ramadan lantern',
  'st patricks day leprechaun',
  'fourth of july fireworks',
  'Hello Kitty',
  'Sonic the hedgehog',
  'Paw Patrol',
  'Elsa from Frozen',
];
/**
 * Prompts that say how things look (a lazy cat, a bunny with floppy ears) or name a part of a body (a wand in her hand,
 * a bone in its mouth), and a face, an eye and a hand alone: written on 2026-11-26; 33 of 58 were refused before (the
 * prompt reader's lexicon did not know lazy, grumpy, shiny …; hand, mouth, shoulder, beard were reported as things).
 */
const DESCRIBED_AND_BODY_PARTS = [
  'a lazy cat sleeping on a sofa',
  'a grumpy old troll under a bridge',
  'a chubby panda eating bamboo',
  'a shiny star over a little house',
  'a bunny with floppy ears',
  'a fuzzy caterpillar on a leaf',
  'a slimy frog in a pond',
  'a spiky hedgehog in the garden',
  'a noisy parrot in a cage',
  'a glittery unicorn with a rainbow mane',
  'a droopy dog with sad eyes',
  'a friendly dragon with tiny wings',
  'a brave knight with a shiny sword',
  'a princess with a wand in her hand',
  'a knight with a sword in his hand',
  'a boy with a kite in his hands',
  'a monkey with a banana in its mouth',
  'a pirate with a parrot on his shoulder',
  'a mom holding a baby in her arms',
  'a frog on my finger',
  'a kitten with a bell around its neck',
  'a dog with a bone in its mouth',
  'a cat with a ball at its feet',
  'a man with a long beard',
  'a boy with freckles and a cap',
  'a baby sucking his thumb',
  'a girl with curly hair and a puppy',
  'a fairy standing on her tiptoes',
  'a wizard with a pointy hat and a long beard',
  'a sleepy owl on a branch',
  'a silly clown juggling balls',
  'a tiny mouse with a huge cheese',
  'a gigantic whale and a small boat',
  'a cozy cabin in the snowy woods',
  'a spooky haunted house with bats',
  'a magical forest with glowing mushrooms',
  'a fierce tiger in the tall grass',
  'a jolly snowman with a carrot nose',
  'a gentle giant holding a flower',
  'a cheerful sun over the hills',
  'a clumsy elephant on roller skates',
  'a hungry caterpillar eating an apple',
  'a sneaky fox near the chicken coop',
  'a wise old owl reading a book',
  'a cuddly teddy bear with a heart',
  'a delicious cupcake with sprinkles',
  'a yummy pizza with pepperoni',
  'a sparkly crown for a princess',
  'a ferocious dinosaur roaring',
  'a playful puppy with a ball',
  'an adorable kitten in a basket',
  'a colorful parrot in the jungle',
  'a striped zebra drinking water',
  'a fancy cake with candles',
  'a happy face',
  'a smiley face with a heart',
  'an eye',
  'a hand',
];
/**
 * Natural prompts as parents type them (times, places, what happens, typos, emoji, capitals), written on 2026-11-26:
 * 12 of 60 were refused before (midnight, dawn, windowsill, kitchen, battle, end, skyline, rooftops, heartbeat, trunk,
 * and two typos); a typo of a subject stays refused, with the subject to try.
 */
const NATURAL_PROMPTS = [
  'a long-haired cat on a windowsill',
  'a two-headed dragon guarding gold',
  'a cat wearing rain boots in a puddle',
  '3 little pigs and a big bad wolf',
  'a dinasour eating leaves',
  'a unicorm in the clouds',
  'a buterfly on a flower',
  'UNICORN WITH RAINBOW',
  'a cat 🐱 and a dog 🐶',
  'a happy birthday card with balloons for grandma',
  'a mermaid sitting on a rock in the sea',
  'a princess castle at sunset',
  'an owl perched on a tree branch at midnight',
  'a pirate ship sailing through stormy seas',
  'a squirrel collecting acorns in autumn',
  'a snowman wearing a scarf and a top hat',
  'a robot walking a dog in the park',
  'a dragon breathing fire at a knight',
  'a family of ducks crossing the road',
  'a girl riding her bike down the hill',
  'a teddy bear having a tea party with dolls',
  'a giraffe with a very long neck eating leaves',
  'an elephant spraying water with its trunk',
  'a turtle racing a rabbit',
  'a frog jumping from lily pad to lily pad',
  'a fox curled up asleep in the snow',
  'a lion with a big fluffy mane',
  'a mouse hiding inside a boot',
  'a kitten tangled in a ball of yarn',
  'a bear catching fish in a river',
  'a bee buzzing around a hive',
  'a caterpillar turning into a butterfly',
  'a spaceship landing on an alien planet',
  'an astronaut floating next to the moon',
  'a dinosaur skeleton in a museum',
  'a tractor pulling a hay wagon',
  'a fire truck racing to a burning house',
  'a train going through a tunnel in the mountains',
  'a hot air balloon floating over a village',
  'a sailboat on a calm lake at dawn',
  'a lighthouse on a rocky cliff',
  'a fairy sleeping inside a tulip',
  'a witch stirring a bubbling cauldron',
  'a ghost peeking out of a pumpkin',
  'a vampire bat hanging upside down',
  'santa delivering presents down the chimney',
  'reindeer pulling a sleigh across the night sky',
  'a gingerbread house covered in candy',
  'an easter bunny hiding eggs in the grass',
  'a leprechaun with a pot of gold at the end of the rainbow',
  'a superhero flying over the city skyline',
  'a ninja jumping between rooftops',
  'a knight riding into battle',
  'a queen sitting on her throne',
  'a chef flipping pancakes in the kitchen',
  "a doctor listening to a teddy bear's heartbeat",
  'a firefighter rescuing a kitten from a tree',
  'a farmer milking a cow in the barn',
  'kids building a sandcastle on the beach',
  'a boy flying a kite on a windy day',
];
/**
 * Held-out prompts (2026-11-26): 300 prompts as families type them, in five languages, written by a helper who had not
 * seen the word table or any earlier list, and measured before anything was changed: refused 22 of 150 English, 8 of
 * 40 Spanish, 9 of 40 French, 13 of 40 German and 12 of 30 Chinese (64 of 300), and 6 misread (a moon for "our cat
 * Luna", a building for "me building a fort", a hut for German "Hut" …). Seen since: their misses were read.
 */
const HELD_OUT_PROMPTS: ReadonlyArray<readonly [string, readonly string[]]> = [
  [
    'English',
    [
      'a unicorn',
      'a grumpy old cat',
      'a bear fishing in a river at sunset',
      'Dinosaur',
      'T-rex eating a sandwich',
      'me and my grandpa fishing on a boat',
      'our dog Max playing fetch in the park',
      'five little monkeys jumping on the bed',
      'Twinkle twinkle little star',
      'a princess castle with a big tower',
      'firefighter putting out a fire',
      'police car',
      'a big red tractor on the farm',
      'cupcakes with sprinkles',
      'a pizza with pepperoni and mushrooms',
      'boy playing soccer',
      'girl kicking a football into the goal',
      'a school bus full of happy kids',
      'teacher reading a book to the class',
      'Halloween pumpkin with a scary face',
      'christmas tree with presents underneath',
      'Santa Claus coming down the chimney',
      'easter bunny hiding eggs in the garden',
      'Happy Birthday Mum!',
      'a turkey for thanksgiving',
      'snowman with a carrot nose and a scarf',
      'autumn leaves falling from a tree',
      'spring flowers in a pot',
      'a rocket going to the moon',
      'astronaut floating in space with planets around',
      'alien in a flying saucer',
      'mermaid sitting on a rock',
      'an octopus with eight arms playing the drums',
      'shark',
      'a sea turtle swimming with little fish',
      'cow pig and sheep on a farm',
      'a chicken and her baby chicks',
      'a lion sleeping under a tree in the jungle',
      'monkey swinging on a vine',
      'elephant taking a bath',
      'butterfly',
      'a ladybug on a leaf',
      'a spider in its web',
      'busy bees around a beehive',
      'rainbow after the rain',
      'a thunderstorm over a little house',
      'kids splashing in puddles with umbrellas and rain boots',
      'my little sister blowing bubbles',
      'mommy and me baking cookies',
      'Daddy reading me a bedtime story',
      'our cat Luna sleeping on the sofa',
      'my hamster Peanut in his cage',
      'my bike',
      'a teddy bear with a bow tie',
      'my favorite toy truck',
      'a sad little puppy',
      'happy face',
      'an angry dragon breathing fire',
      'a scared ghost hiding under the bed lol',
      'a playground with a slide and swings',
      'a library with tall bookshelves and a reading corner',
      'a bakery with bread and cakes in the window',
      'a campsite with a tent and a campfire at night',
      'kids roasting marshmallows',
      'Goldilocks and the three bears',
      'Little Red Riding Hood and the wolf in the forest',
      "Cinderella's pumpkin carriage",
      'Jack and the beanstalk',
      'the three little pigs building their houses',
      'Humpty Dumpty sat on a wall',
      'Old MacDonald had a farm',
      'itsy bitsy spider climbing up the water spout',
      'ten little ducks swimming in a pond',
      'three blind mice',
      'a knight on a horse',
      'a pirate ship with a treasure chest',
      'pirate parrot',
      'a train going through a tunnel',
      'airplane flying over the clouds',
      'a helicopter landing on a hospital roof',
      'garbage truck',
      'a digger digging a big hole',
      'race car number 7',
      'a sailboat on the ocean',
      'a hot air balloon over the hills',
      "doctor listening to a teddy bear's heartbeat",
      'a vet helping a sick dog',
      'mail carrier delivering letters',
      'chef cooking spaghetti in a big pot',
      'a farmer picking apples',
      'builder with a hard hat and a hammer',
      'ice cream cone with three scoops',
      'a bowl of fruit - apples, bananas and grapes',
      'hamburger and fries',
      'a strawberry with a smiling face',
      'basketball player dunking',
      'a girl doing gymnastics on a beam',
      'boy swimming in a pool',
      'baseball bat and glove',
      'kids ice skating on a frozen pond',
      'a ballerina in a tutu',
      'a horse running in a field',
      'Unicorn with rainbow mane and wings 🦄',
      'puppy in a basket 🐶',
      'heart with flowers ❤️',
      'a dinosuar wearing a birthday hat',
      'a girafe eating leaves from a tall tree',
      'a buterfly garden',
      'a family of ducks crossing the road',
      'an owl sitting on a branch at night with the moon behind it',
      'a fox in the snow',
      'penguins on the ice',
      'a polar bear and her cub',
      'a whale jumping out of the water',
      'a crab on the beach next to a sandcastle',
      'beach day with a bucket and spade',
      'a cozy living room with a fireplace and a rocking chair',
      'my bedroom with my bed, my lamp and all my toys',
      'a kitchen table with a birthday cake on it',
      'a boy brushing his teeth',
      'girl with long curly hair and a big bow',
      'a baby sleeping in a crib',
      'grandma knitting a sweater',
      'my brother and me building a fort with blankets and pillows',
      'a tiny mouse and a giant piece of cheese',
      'a big tall giraffe and a small short zebra',
      'a wooden treehouse with a rope ladder',
      'a castle made of candy',
      'a robot dog',
      'a friendly robot waving hello',
      'superhero flying over the city',
      'A FIRE TRUCK WITH A LADDER',
      'DRAGON',
      'a snail racing a turtle',
      'the very hungry caterpillar eating an apple',
      'a frog on a lily pad catching a fly',
      'a worm coming out of an apple',
      'sunflowers',
      'sun, moon and stars',
      'a kid flying a kite on a windy hill in the afternoon',
      'the first day of school',
      'a backpack with pencils and crayons',
      'children singing in a classroom',
      'a boy feeling nervous on his first day at a new school',
      'a girl hugging her best friend',
      'kids sharing snacks at lunch time',
      'a tree in four seasons - winter spring summer fall',
      'valentines heart that says I love you',
      'st patricks day leprechaun with a pot of gold',
      'a cat wearing rain boots and a raincoat in the morning',
    ],
  ],
  [
    'Spanish',
    [
      'un unicornio',
      'un dinosaurio comiendo hojas',
      'una princesa en su castillo',
      'mi perro Toby jugando con la pelota',
      'un gato dormido en el sofá',
      'una mariposa con flores',
      'el abuelo y yo pescando en el lago',
      'un camión de bomberos',
      'una niña jugando al fútbol',
      'un niño montando en bici',
      'un árbol de navidad con regalos',
      'los Reyes Magos en sus camellos',
      'una calabaza de halloween',
      'un muñeco de nieve con bufanda',
      'una sirena en el mar',
      'un pulpo con sombrero',
      'la granja con vacas, cerdos y gallinas',
      'un león en la selva',
      'un cohete volando a la luna',
      'un astronauta en el espacio',
      'cinco monitos saltando en la cama',
      'caperucita roja y el lobo',
      'los tres cerditos',
      'una tarta de cumpleaños con velas',
      'un helado de fresa y chocolate',
      'una pizza',
      'un tractor en el campo',
      'una maestra en la clase con los niños',
      'un médico curando a un osito de peluche',
      'un parque con columpios y tobogán',
      'una mariquita en una hoja',
      'un arcoiris con nubes',
      'mamá y yo haciendo galletas',
      'dragon',
      'un pollito saliendo del huevo 🐣',
      'un oso triste bajo la lluvia',
      'una panaderia con pan y pasteles',
      'niños acampando con una tienda y una fogata de noche',
      'un barco pirata con un tesoro',
      'una jirafa y un elefante en el zoo',
    ],
  ],
  [
    'French',
    [
      'une licorne',
      'un dinosaure qui mange une pomme',
      'une princesse dans son château',
      'notre chien Filou qui joue à la balle',
      'un chat qui dort sur le canapé',
      'un papillon sur une fleur',
      'papi et moi à la pêche',
      'un camion de pompiers',
      'une fille qui joue au foot',
      'un garçon sur son vélo',
      'un sapin de noël avec des cadeaux',
      'le Père Noël dans son traîneau',
      "une citrouille d'halloween",
      'un bonhomme de neige avec une écharpe',
      'une sirène sur un rocher',
      'une pieuvre qui joue du tambour',
      'la ferme avec des vaches, des cochons et des poules',
      'un lion dans la jungle',
      'une fusée qui va sur la lune',
      "un astronaute dans l'espace",
      'cinq petits singes qui sautent sur le lit',
      'le petit chaperon rouge et le loup',
      'les trois petits cochons',
      "un gâteau d'anniversaire avec des bougies",
      'une glace à la fraise',
      'une pizza',
      'un tracteur dans un champ',
      'la maîtresse qui lit une histoire aux enfants',
      'un docteur qui soigne un nounours',
      'une aire de jeux avec un toboggan et des balançoires',
      'une coccinelle sur une feuille',
      'un arc en ciel',
      'maman et moi on fait des crêpes',
      'Dragon',
      "un poussin qui sort de l'oeuf 🐣",
      'un ours triste sous la pluie',
      'une boulangerie avec du pain et des croissants',
      'des enfants qui campent avec une tente et un feu de camp la nuit',
      'un bateau de pirates avec un trésor',
      'Joyeuse fête maman !',
    ],
  ],
  [
    'German',
    [
      'ein Einhorn',
      'ein Dinosaurier der Blätter frisst',
      'eine Prinzessin in ihrem Schloss',
      'unser Hund Bello spielt mit dem Ball',
      'eine Katze schläft auf dem Sofa',
      'ein Schmetterling auf einer Blume',
      'Opa und ich beim Angeln',
      'ein Feuerwehrauto',
      'ein Mädchen spielt Fußball',
      'ein Junge auf seinem Fahrrad',
      'ein Tannenbaum mit Geschenken',
      'der Nikolaus mit seinem Sack',
      'ein Kürbis für Halloween',
      'ein Schneemann mit Schal und Mütze',
      'eine Meerjungfrau auf einem Felsen',
      'ein Oktopus mit Hut',
      'Bauernhof mit Kühen, Schweinen und Hühnern',
      'ein Löwe im Dschungel',
      'eine Rakete fliegt zum Mond',
      'ein Astronaut im Weltall',
      'fünf kleine Affen springen auf dem Bett',
      'Rotkäppchen und der Wolf',
      'die drei kleinen Schweinchen',
      'eine Geburtstagstorte mit Kerzen',
      'ein Eis mit drei Kugeln',
      'pizza',
      'ein Traktor auf dem Feld',
      'die Lehrerin liest den Kindern vor',
      'ein Arzt verarztet einen Teddy',
      'ein Spielplatz mit Rutsche und Schaukel',
      'ein marienkäfer auf einem blatt',
      'ein regenbogen über dem haus',
      'mama und ich backen plätzchen',
      'Drache',
      'ein Küken schlüpft aus dem Ei 🐣',
      'ein trauriger Bär im Regen',
      'eine Bäckerei mit Brot und Brezeln',
      'Kinder zelten mit Lagerfeuer in der Nacht',
      'ein Piratenschiff mit Schatz',
      'Osterhase mit bunten Eiern',
    ],
  ],
  [
    'Chinese',
    [
      '独角兽',
      '一只小恐龙在吃树叶',
      '公主和她的城堡',
      '我家的小狗旺财在玩球',
      '一只猫在沙发上睡觉',
      '蝴蝶和花',
      '我和爷爷去钓鱼',
      '消防车',
      '小女孩踢足球',
      '圣诞树和礼物',
      '春节放鞭炮',
      '舞龙舞狮',
      '中秋节的月饼和兔子',
      '雪人',
      '美人鱼',
      '农场里的牛、猪和小鸡',
      '森林里的大老虎',
      '火箭飞向月亮',
      '宇航员在太空',
      '小红帽和大灰狼',
      '生日蛋糕上有蜡烛',
      '冰淇淋',
      '老师在教室里给小朋友讲故事',
      '医生给小熊看病',
      '游乐场的滑梯和秋千',
      '瓢虫在叶子上',
      '雨后的彩虹',
      '妈妈和我一起包饺子',
      '一只熊猫在吃竹子🐼',
      '小朋友晚上在帐篷外面烤火',
    ],
  ],
];
/**
 * A second set of held-out prompts (2026-11-26), 300 in five languages, written by a helper told of other people
 * (a preschool teacher's theme week, a speech therapist, a Sunday school teacher …) who had seen neither the word table
 * nor the first set, measured after the first set's changes and before any change of its own: refused 31 of 150
 * English, 10 of 40 Spanish, 15 of 40 French, 15 of 40 German and 14 of 30 Chinese (85 of 300). Most were words for
 * a page's theme, a time or an act (theme week, the five senses, los oficios, Berufe); WordNet's lexicographer files now
 * pass over such English nouns (wordnet.ts). Seen since.
 */
const HELD_OUT_PROMPTS_2: ReadonlyArray<readonly [string, readonly string[]]> = [
  [
    'English',
    [
      'a fluffy sleepy kitten curled up in a basket',
      'dinosaur',
      'T-rex eating a birthday cake with candles',
      'fire truck with a ladder and a dalmatian dog',
      'a girl riding a horse over a jump at a horse show',
      'bugs for preschool theme week - ladybug, bee, ant and caterpillar',
      'under the sea with an octopus, a seahorse and coral',
      'police officer helping a little boy cross the street',
      'my cat Whiskers sitting on the windowsill watching birds',
      'brushing teeth with a happy smiling toothbrush',
      'bath time with rubber ducks and lots of bubbles',
      'Diwali diya lamps and a rangoli pattern',
      'chinese new year dragon dance in the street',
      'Easter bunny hiding eggs in the garden',
      "Noah's ark with the animals going in two by two",
      'rainbow over a farm after the rain',
      'letter B with a bear, a ball and a banana',
      'number 5 with five little ducks',
      'Humpty Dumpty sitting on a wall',
      'Little Red Riding Hood walking through the woods with her basket',
      'feelings faces: happy, sad, angry and scared',
      'the five senses - eyes, ears, nose, mouth and hands',
      'healthy food plate with vegetables, fruit, bread and milk',
      'weather chart with sun, clouds, rain, snow and wind',
      'grandma and grandpa baking cookies with me in the kitchen',
      'unicorn with flowers in her mane 🦄',
      'stegosaurus and triceratops playing near a volcano in the jungle',
      'a girl in a fancy dress with a big bow, fashion design page',
      'soccer player kicking a ball into the goal',
      'simple mandala for kids, big spaces please',
      'Hanukkah menorah and a dreidel',
      'Kwanzaa kinara with seven candles',
      'eid mubarak lantern and crescent moon',
      'thanksgiving turkey wearing a pilgrim hat',
      'jack o lanterns in a pumpkin patch at night',
      "Santa's sleigh flying over the houses on Christmas Eve",
      'snowman with a carrot nose and a striped scarf',
      'autumn leaves falling off a tree and a squirrel collecting acorns',
      'spring flowers, tulips and butterflies',
      'beach day with a sandcastle, a bucket and a spade',
      'school bus',
      'a teacher reading a story to kids sitting on the carpet',
      "doctor listening to a teddy bear's heartbeat",
      'vet giving a puppy a check up',
      'our dog Biscuit, a golden retriever, chasing a ball in the park',
      'getting dressed: socks, shirt, pants and shoes',
      'little boy putting on his pajamas before bed',
      'moon and stars for bedtime',
      'an owl sitting on a branch at night',
      'Jesus with the little children',
      'David and Goliath',
      'baby Moses in the basket floating on the river',
      'Happy birthday Emma! turning 6 with balloons and a cake',
      'pirate ship for a pirate birthday party',
      'mermaid sitting on a rock in the ocean',
      'princess castle with a drawbridge and flags',
      'a knight and a friendly dragon',
      'cars, trucks, trains and planes',
      'a steam train going through a tunnel in the mountains',
      'airplane flying in the clouds',
      'red tractor on the farm with a cow and a pig',
      'hot air balloons over hills',
      'rocket ship blasting off to the moon 🚀',
      'astronaut floating in space with planets around',
      'robot',
      'construction site with a digger, a dump truck and a crane',
      'garbage truck picking up the bins',
      'ice cream truck with kids in line',
      'stripes and polka dots pattern',
      'easy shapes for toddlers circle square triangle star',
      'alphabet a to z',
      'counting 1 to 10 with apples',
      'penguins sliding on the ice',
      'mama polar bear and her cub',
      'a lion, king of the jungle',
      'elephant spraying water with its trunk',
      'giraffe eating leaves from a tall tree',
      'monkey swinging on vines in the rainforest',
      'a cute panda eating bamboo',
      'koala hugging a tree',
      'frog on a lily pad catching a fly',
      'a caterpillar turning into a butterfly',
      'life cycle of a frog for science class',
      'spider in its web',
      'bumble bee on a sunflower',
      'goldfish in a bowl',
      'shark but not scary please',
      'whale and dolphins jumping out of the water',
      'sea turtle swimming',
      'crab on the beach',
      'ballerina dancing on stage',
      'girl playing the violin',
      'kids in a band with drums, guitar and trumpet',
      'baseball player hitting a home run',
      'basketball player dunking',
      'gymnast on the balance beam',
      'swimming race in a pool',
      'ice skating on a frozen pond in winter',
      'kids sledding down a snowy hill',
      'camping tent with a campfire and marshmallows at night',
      'fishing with dad on a lake in the morning',
      'picnic in the park with a blanket and sandwiches',
      'playground with swings and a slide',
      'lemonade stand on a sunny day',
      'kids planting seeds in the school garden',
      'a little girl watering flowers with a watering can',
      'chef making pizza',
      'baker with bread and cupcakes',
      'mail carrier delivering letters',
      'farmer milking a cow',
      'firefighter putting out a fire, no scary flames',
      'dentist',
      'nurse with a bandage',
      'construction worker in a hard hat',
      'pilot in front of a plane',
      'horse in a meadow with her foal',
      'horse with a braided mane and ribbons',
      'fashion girl shopping with a handbag and sunglasses',
      'girls having a sleepover with pillows and popcorn',
      'tea party with teddy bears',
      'dollhouse with furniture inside',
      'the three little pigs and the big bad wolf',
      'Goldilocks and the three bears eating porridge',
      "Cinderella's pumpkin carriage",
      'Jack and the beanstalk',
      'twinkle twinkle little star',
      'Old MacDonald had a farm',
      'itsy bitsy spider climbing up the water spout',
      'hey diddle diddle the cow jumped over the moon',
      'five little monkeys jumping on the bed',
      'S words for speech therapy: sun, snake, sock, seal',
      'r words - rabbit, rocket, rainbow, ring',
      'a kid taking deep breaths in the calm down corner',
      'feeling proud',
      'two friends sharing toys',
      'kindness',
      'mothers day flowers for mom',
      "father's day card with a tie",
      'valentine hearts and a teddy bear',
      "St Patrick's Day leprechaun with a pot of gold",
      '4th of july fireworks',
      'Holi festival kids throwing colors',
      'Day of the Dead sugar skull for kids',
      'Ramadan lanterns and a mosque',
      'Lunar New Year red envelopes and lanterns',
      'dinasaur egg hatching',
      'a caticorn, half cat half unicorn',
      'butterflys in a garden',
      'jumping in puddles with rain boots on a rainy day',
      'my family: mommy, daddy, me and baby brother Leo',
    ],
  ],
  [
    'Spanish',
    [
      'un gatito dormido en una cesta',
      'dinosaurio comiendo una tarta de cumpleaños',
      'camion de bomberos',
      'una niña montando a caballo en el campo',
      'el fondo del mar con un pulpo, un caballito de mar y peces',
      'una mariquita y una abeja en una flor',
      'unicornio con arcoiris',
      'princesa en su castillo',
      'Caperucita Roja y el lobo feroz',
      'los tres cerditos',
      'Día de Muertos calavera de azúcar para niños',
      'los Reyes Magos con sus camellos',
      'el nacimiento de Jesús en el pesebre',
      'niños rompiendo una piñata en una fiesta',
      'feliz cumpleaños Sofia 5 años 🎂',
      'mi perro Toby jugando con una pelota',
      'un niño lavandose los dientes',
      'hora del baño con patitos de goma',
      'vestirse: calcetines, camiseta, pantalón y zapatos',
      'letra M de mamá',
      'numeros del 1 al 10',
      'un partido de futbol',
      'la playa con un castillo de arena',
      'el otoño con hojas y una ardilla',
      'muñeco de nieve con bufanda',
      'granja con vaca, cerdo y gallina',
      'un tractor en el campo',
      'los oficios: médico, bombero, policia y maestra',
      'frutas y verduras',
      'el clima: sol, nubes y lluvia',
      'emociones: alegre, triste, enojado y asustado',
      'cohete en el espacio con un astronauta',
      'mariposas en el jardin',
      'dia de la madre flores para mama',
      'un caballo en el campo al atardecer',
      'conejo de pascua con huevos',
      'mandala facil para niños',
      'niña con vestido de flamenca en la feria de abril',
      'carnaval con disfraces',
      'la abuela leyendo un cuento antes de dormir',
    ],
  ],
  [
    'French',
    [
      'un chaton endormi dans un panier',
      'dinosaure',
      'un tyrannosaure qui fait du vélo',
      'camion de pompiers avec une grande échelle',
      'une fille qui monte à cheval',
      'les fonds marins avec une pieuvre et des poissons',
      'coccinelle sur une feuille',
      'licorne avec des étoiles',
      'la galette des rois avec une couronne',
      "poisson d'avril",
      'Noël : le Père Noël et ses rennes',
      'sapin de noel avec des cadeaux',
      'le petit chaperon rouge dans la forêt',
      "boucle d'or et les trois ours",
      'joyeux anniversaire Léa 7 ans !',
      'mon chien Filou qui dort sur le canapé',
      'se brosser les dents',
      "l'heure du bain avec des bulles",
      "s'habiller le matin pour aller à l'école",
      'la lettre A comme avion',
      'les chiffres de 1 à 10',
      'un match de foot',
      'la plage avec un château de sable',
      "l'automne, les feuilles et un hérisson",
      'bonhomme de neige',
      'la ferme avec les animaux',
      'les métiers : boulanger, facteur, médecin',
      'fruits et legumes',
      'la meteo soleil pluie neige',
      'les émotions pour la maternelle',
      'une fusée qui va sur la lune',
      'papillons dans le jardin',
      'fete des meres bouquet de fleurs pour maman',
      'un chevalier devant un château fort',
      'Pâques : lapin et œufs en chocolat',
      'mandala facile',
      'la tour Eiffel',
      'au clair de la lune',
      'la rentrée des classes avec un cartable',
      'une fée dans la forêt enchantée',
    ],
  ],
  [
    'German',
    [
      'ein flauschiges schlafendes Kätzchen',
      'Dinosaurier',
      'Feuerwehrauto mit Leiter',
      'Mädchen reitet auf einem Pony',
      'Unterwasserwelt mit Krake und Fischen',
      'Marienkäfer und Biene auf einer Blume',
      'Einhorn mit Regenbogen',
      'Prinzessin im Schloss',
      'Rotkäppchen und der Wolf',
      'Hänsel und Gretel vor dem Hexenhaus',
      'Sankt Martin mit Laterne',
      'Nikolaus mit Stiefel',
      'Adventskranz mit vier Kerzen',
      'Weihnachtsbaum mit Geschenken',
      'Osterhase mit bunten Eiern',
      'Alles Gute zum Geburtstag Paul 4 Jahre',
      'unser Hund Bello im Garten',
      'Zähne putzen',
      'Baden mit Quietscheentchen',
      'Anziehen: Socken, Hose, Pullover',
      'Buchstabe S wie Sonne',
      'Zahlen 1 bis 10',
      'Fussballspieler',
      'Einschulung mit Schultüte',
      'Herbst mit Igel und bunten Blättern',
      'Schneemann',
      'Bauernhof mit Kühen und Traktor',
      'Berufe Polizist Feuerwehrmann Ärztin',
      'Obst und Gemüse',
      'Wetter Sonne Regen Schnee',
      'Gefühle für den Kindergarten: fröhlich, traurig, wütend',
      'Rakete im Weltall',
      'Schmetterlinge im Garten',
      'Muttertag Blumen für Mama',
      'Ritterburg mit einem Drachen',
      'Mandala einfach',
      'Bagger auf der Baustelle',
      'Fasching Kostüme',
      'Laternenumzug im Dunkeln',
      'Oma und Opa beim Plätzchenbacken',
    ],
  ],
  [
    'Chinese',
    [
      '一只毛茸茸的小猫在睡觉',
      '恐龙',
      '霸王龙吃生日蛋糕',
      '消防车',
      '女孩骑马',
      '海底世界 章鱼 海马 小鱼',
      '瓢虫和蜜蜂',
      '独角兽和彩虹',
      '公主城堡',
      '小红帽和大灰狼',
      '春节 舞龙 放鞭炮',
      '中秋节 月饼 兔子 月亮',
      '端午节赛龙舟',
      '生日快乐 乐乐6岁',
      '我家的小狗豆豆',
      '小朋友刷牙',
      '洗澡时间 小黄鸭',
      '数字1到10',
      '字母A B C',
      '踢足球的小男孩',
      '秋天的落叶和小松鼠',
      '堆雪人',
      '农场里的奶牛和小猪',
      '警察叔叔和医生',
      '水果和蔬菜',
      '天气：晴天 下雨 下雪',
      '大熊猫吃竹子',
      '火箭和宇航员',
      '简单的曼陀罗图案',
      '奶奶给我讲故事',
    ],
  ],
];
/**
 * A third set of held-out prompts (2026-11-26), 300 in five languages by a helper told of yet other people (an
 * Australian kindergarten teacher, a scout leader, a hospital play specialist, a baby shower host, a homeschooling unit
 * on Egypt and space), who had seen neither the word table nor the other sets, measured after the WordNet reading and
 * before any change of its own: refused 51 of 150 English, 13 of 40 Spanish, 10 of 40 French, 14 of 40 German and 21
 * of 30 Chinese (109 of 300). Typos of subjects in lower case are read as that subject since. Seen since.
 */
const HELD_OUT_PROMPTS_3: ReadonlyArray<readonly [string, readonly string[]]> = [
  [
    'English',
    [
      'choo choo train with a smiley face',
      'steam train going over a tall bridge with a superhero flying next to it',
      'twin boys in capes racing a freight train',
      'a superhero dog saving a kitten from a tree',
      'hero standing on a rooftop at night with the moon behind him',
      'train station with people waiting on the platform and a big clock',
      'my twins Leo and Max love trains AND superheroes, can you do a train driven by a superhero with both boys waving from the carriage windows',
      'Koala sleeping in a gum tree',
      'kangaroo mum with a joey peeking out of her pouch',
      'christmas at the beach in australia, santa in board shorts with a surfboard and a sandcastle',
      'wombat digging a hole',
      'kookaburra laughing on a fence post',
      'platypus swimming in a creek',
      'Sydney Opera House and the Harbour Bridge with fireworks',
      'echidna curled up in a ball',
      'an emu running through the bush on a hot day',
      'kids in hats and sunscreen at the beach, slip slop slap',
      'Pyramids of Giza with camels walking past at sunset',
      'Egyptian pharaoh on a golden throne holding a crook and flail',
      'a friendly mummy, not scary, waving hello',
      'hieroglyphs on a wall with a scarab beetle and an eye of horus',
      'the sphinx in the desert with a hot air balloon above',
      'boats on the river Nile with reeds and a crocodile',
      'the solar system with the sun and all eight planets labelled',
      'Saturn with its rings and a little rocket flying past',
      'astronaut planting a flag on the moon',
      'a space station floating above earth',
      'comet with a long tail and lots of stars',
      'girl baking cupcakes in the kitchen with flour everywhere',
      "chef's hat, rolling pin, whisk and mixing bowl",
      'three tier birthday cake with candles and sprinkles',
      'pizza cut into slices with pepperoni and mushrooms',
      'a boy and his grandma making gingerbread men',
      'fruit salad bowl with banana apple grapes and strawberries',
      'pancakes stacked high with syrup dripping and butter on top',
      'cookies cooling on a tray next to the oven',
      'a cute cupcake with a face',
      'Babysitting tonight, need something for a 4 year old and a 7 year old, maybe dinosaurs?',
      'easy page for a toddler, big simple shapes, a ball a duck and a car',
      'something for 2 kids to colour together, a big castle with lots of rooms',
      'tent by a lake with a campfire and marshmallows on sticks',
      'scouts hiking up a mountain with backpacks',
      'how to tie a reef knot, step by step',
      'scout badges: first aid, camping, knots, cooking and birdwatching',
      'a compass and a map with a treasure trail',
      'canoe on a river with pine trees either side',
      'owl sitting on a branch in the forest at night',
      'calm scene of a lake with ducks, very simple lines',
      'get well soon card with a teddy bear holding balloons',
      'little bunny in a hospital bed with a plaster on its ear',
      "friendly doctor listening to a lion's heart with a stethoscope",
      'fish in an aquarium with bubbles and seaweed',
      'a sleepy cat curled up on a cushion',
      'soft clouds and a rainbow over a meadow, nothing busy',
      'nurse with a clipboard and a smiling hippo patient',
      'ambulance with flashing lights driving through town',
      'red tractor pulling a trailer full of hay bales',
      'robin sitting on the handle of a garden fork',
      'vegetable patch with carrots cabbages runner beans and a scarecrow',
      'blue tits on a bird feeder in winter',
      'chickens and chicks in a farmyard with a barn',
      'a sheepdog rounding up sheep on a hill',
      'grandad in his greenhouse with tomato plants',
      'old stone cottage with roses round the door',
      'combine harvester in a wheat field',
      'hedgehog in a pile of autumn leaves',
      'blocky pixel world with a pig and a cow made of cubes',
      'square house on a hill with square trees, minecraft style',
      'a green block monster, kind of cute not scary',
      'video game controller surrounded by stars and lightning bolts',
      'a boy playing video games on the sofa with his dog',
      'racing kart game with a banana on the track',
      'game level map with a castle at the end and coins along the path',
      'baby shower: stork carrying a bundle wrapped in a blanket',
      'baby elephant with a bow, "welcome little one"',
      'onesies and rattles hanging on a washing line',
      'wedding kids table colouring page bride and groom with hearts',
      'flower girl holding a basket of petals',
      'wedding cake with two little doves on top',
      'ring bearer boy in a suit carrying a cushion',
      '"Mr & Mrs" with flowers around it for the children\'s table',
      'unicorn 🦄',
      'mermaid sitting on a rock with a seal',
      'dinosaur eating leaves from a tall tree',
      't-rex wearing a party hat',
      'dragon guarding a pile of gold in a cave',
      'fairy house in a mushroom',
      'pirate ship sailing on big waves',
      'pirate parrot with an eye patch',
      'a knight on a horse riding towards a castle',
      'princess with a frog on a lily pad',
      'fire engine with firefighters spraying water on a house',
      'digger and dump truck on a building site',
      'rocket ship blasting off 🚀',
      'helicopter flying over the city',
      'big city street at night with buses, taxis and lights in the windows',
      'rainy day: kids in wellies jumping in puddles with umbrellas',
      'snowy morning with a snowman and a sledge on the hill',
      'windy autumn day with kites and leaves blowing',
      'hot summer afternoon at the swimming pool',
      'sunrise over the mountains with a deer drinking from a stream',
      'playground with swings slide and a roundabout',
      'a library with kids reading on bean bags',
      'classroom with a teacher and kids putting their hands up',
      'a grumpy cat',
      'a happy, fluffy, smiling cloud',
      'tiny mouse with huge ears',
      'giant friendly whale',
      'silly monster with three eyes',
      'a bear riding a bicycle',
      'penguins sliding on the ice',
      'elephant having a bath and spraying water',
      'monkeys swinging in the jungle',
      'a dog catching a frisbee in the park',
      'girl walking her puppy in the rain',
      'squirrel collecting acorns',
      'butterflies and bees on flowers',
      'Easter bunny hiding eggs in the garden',
      'halloween pumpkin with a happy face',
      'Diwali lamps and a rangoli pattern',
      'Chinese new year dragon dance',
      'Eid moon and lanterns',
      'hanukkah menorah with all the candles lit',
      'mothers day card with flowers saying I love you mum',
      'fathers day card with a tie and a toolbox',
      '4th of july fireworks over a barbecue',
      "St Patrick's day leprechaun with a pot of gold",
      'alphabet letter B with a bee a ball and a bus',
      'numbers 1 to 10 with apples to count',
      'the water cycle with clouds rain and a river, for year 3 science',
      'parts of a plant labelled, roots stem leaves flower',
      'a volcano erupting, cross section',
      'life cycle of a butterfly: egg caterpillar chrysalis butterfly',
      'a dinosaur skeleton in a museum',
      'vikings on a longship',
      'world map with animals on each continent, big and simple',
      'mandala with flowers for older kids',
      'detailed zentangle owl for a 12 year old',
      "could you make a page of a family picnic, mum dad nana two kids and a baby, with a dog stealing a sandwich, in a park with a pond and ducks and a big oak tree, it's for my daughter's 6th birthday party so maybe some balloons tied to the tree too",
      'ok so my son is obsessed with bin lorries, the big green ones, and he wants one with the bin men waving and the recycling bins lined up on the street and maybe a cat on a wall watching',
      'I teach preschool and we\'re doing "all about me" week, I\'d like a simple outline of a child with space around it for them to draw their own face and hair',
      'for my nephew who loves sharks and football — a shark playing football underwater against an octopus goalkeeper',
      'a page for hospital kids that is calming, maybe a garden with a little pond and a frog and some dragonflies, big spaces to colour, nothing too detailed please',
      'tractor in the feild with a farmer',
      'dinosuar with a hat',
      'a pricess castle with a moat and a drawbridge',
      'cute sloth hanging on a branch eating a leaf',
      'bubble letters that say HAPPY BIRTHDAY GRACE',
      'a hot air balloon festival',
      'grandma knitting in a rocking chair with a kitten playing with the wool',
    ],
  ],
  [
    'Spanish',
    [
      'un dinosaurio jugando al fútbol',
      'una princesa en su castillo con un dragón',
      'mariposas en un jardín lleno de flores',
      'un tren de vapor cruzando las montañas',
      'niños haciendo un muñeco de nieve',
      'el sistema solar con todos los planetas',
      'las piramides de Egipto con un camello',
      'una tortuga marina nadando entre corales',
      'un perrito durmiendo en su cama',
      'dia de muertos, calavera con flores y velas',
      'piñata de estrella en una fiesta de cumpleaños',
      'los Reyes Magos en sus camellos siguiendo la estrella',
      'nacimiento con el niño Jesús, la Virgen y San José',
      'una abuela cocinando churros con su nieta',
      'tacos, guacamole y una jarra de agua de jamaica',
      'un gallo cantando al amanecer en la granja',
      'un tractor rojo en el campo',
      'tarjeta para el Día de la Madre con un corazón y flores para mamá',
      'un niño con su mochila el primer dia de clases',
      'una llama con una manta de colores en los Andes',
      'un colibri tomando nectar de una flor',
      'un jaguar en la selva',
      'la Feria de Abril con una niña vestida de flamenca',
      'un castillo de arena en la playa con cubo y pala',
      'día de lluvia, niños con paraguas y botas saltando en los charcos',
      'un astronauta en la luna saludando',
      'un mundo de bloques tipo minecraft con una casa y un cerdo',
      'un superhéroe volando sobre la ciudad de noche',
      'un koala abrazado a un árbol',
      'para mi hijo de 5 años que le encantan los camiones de bomberos, uno grande con escalera y un bombero rescatando un gato',
      'animales de la granja: vaca, cerdo, oveja y gallina',
      'un hada pequeñita sentada en una seta',
      'mandala de flores para niños grandes',
      'un tiburon sonriente',
      'hola! quiero un dibujo para un baby shower, con un osito y globos y que diga bienvenido bebé',
      'los novios con un pastel de boda para la mesa de los niños',
      'un pulpo tocando la batería 🐙',
      'carnaval con máscaras y confeti',
      'un oso polar pescando en el hielo',
      'la letra M con una mariposa y una manzana',
    ],
  ],
  [
    'French',
    [
      'un chat qui dort sur un coussin',
      "une licorne qui saute au-dessus d'un arc-en-ciel",
      'un château fort avec un chevalier et un dragon',
      'des enfants qui font de la luge dans la neige',
      'un train à vapeur qui traverse un pont',
      'le système solaire avec les planètes et le soleil',
      "une pyramide d'Égypte avec un pharaon",
      'un tracteur dans un champ de blé',
      'une galette des rois avec une couronne',
      'le sapin de Noël avec des cadeaux en dessous',
      'père noël dans son traîneau avec les rennes',
      'une poule et ses poussins dans la ferme',
      "un hérisson dans les feuilles d'automne",
      'une fille qui fait des crêpes avec sa mamie',
      "un gâteau d'anniversaire avec 6 bougies",
      "des poissons d'avril rigolos",
      'la tour Eiffel avec des ballons',
      'un pompier qui éteint un feu',
      'un dinosaure qui mange une glace',
      'des oeufs de pâques cachés dans le jardin',
      'une sirène avec des coquillages',
      "un astronaute qui flotte dans l'espace",
      'un monde en cubes façon jeu vidéo avec un mouton',
      'carte de prompt rétablissement avec un ourson et des fleurs',
      'un paysage calme avec un lac et des canards, traits simples',
      'une tente et un feu de camp sous les étoiles',
      'des scouts qui font une randonnée en forêt',
      "un koala qui mange des feuilles d'eucalyptus",
      'un kangourou avec son petit dans la poche',
      'une cigogne qui apporte un bébé pour une baby shower',
      'les mariés avec des coeurs, pour la table des enfants au mariage',
      'mon fils adore les super-héros et les trains, est-ce que vous pouvez faire un super-héros qui conduit une locomotive ?',
      'jour de pluie, un escargot sous un champignon',
      'une sorcière gentille pour halloween avec son chat noir',
      'un marché de Provence avec des fruits et des fleurs',
      'un lapin qui jardine avec un arrosoir',
      'un mandala avec des papillons',
      'la maîtresse et les élèves dans la classe',
      "une baleine qui saute hors de l'eau au coucher du soleil",
      'un robot qui fait la cuisine',
    ],
  ],
  [
    'German',
    [
      'ein Bagger auf der Baustelle',
      'eine Katze, die mit einem Wollknäuel spielt',
      'Laternenumzug an St. Martin mit Kindern und Laternen',
      'der Nikolaus mit einem Sack voller Geschenke',
      'Schultüte für den ersten Schultag',
      'ein Traktor mit Anhänger auf dem Bauernhof',
      'ein Igel im Herbstlaub',
      'Dampflok fährt durch die Berge',
      'ein Superheld, der über die Stadt fliegt',
      'das Sonnensystem mit allen Planeten',
      'ägyptische Pyramiden mit Kamelen',
      'ein Astronaut auf dem Mond',
      'Kinder backen Plätzchen in der Weihnachtsbäckerei',
      'ein Geburtstagskuchen mit 4 Kerzen',
      'Osterhase bemalt Eier',
      'ein Einhorn auf einer Blumenwiese',
      'Ritterburg mit Drache',
      'Feuerwehrauto mit Leiter',
      'eine Meerjungfrau mit einem Delfin',
      'Zelten am See mit Lagerfeuer',
      'Pfadfinder üben Knoten',
      'ein Koala schläft im Eukalyptusbaum',
      'Gute Besserung Karte mit einem Teddybär',
      'ruhige Landschaft mit einem Teich und Enten, einfache Linien',
      'Vögel am Vogelhäuschen im Winter',
      'Opa im Garten mit Schubkarre und Gemüsebeet',
      'Pixelwelt aus Blöcken mit Schwein und Schaf wie im Videospiel',
      'Storch bringt ein Baby, für eine Babyparty',
      'Brautpaar mit Herzen für den Kindertisch bei der Hochzeit',
      'Kinder springen im Regen mit Gummistiefeln in Pfützen',
      'ein Schneemann mit Karottennase und Schal',
      'Dinosaurier spielt Fußball',
      'ein Marienkäfer auf einem Blatt',
      'Fasching: Kinder verkleidet als Pirat, Prinzessin und Löwe',
      'mein Sohn (3) liebt Müllautos, bitte ein großes Müllauto mit einem Müllmann der winkt',
      'Kühe auf der Alm mit Bergen im Hintergrund',
      'ein Mandala mit Blumen für Schulkinder',
      'eine Hexe auf dem Besen vor dem Vollmond',
      'Schmetterling auf einer Sonnenblume',
      'Brezel und Würstchen auf dem Oktoberfest',
    ],
  ],
  [
    'Chinese',
    [
      '一只熊猫在吃竹子',
      '小朋友在公园放风筝',
      '春节放鞭炮和贴春联',
      '中秋节的月饼和玉兔',
      '端午节赛龙舟',
      '一列火车穿过山洞',
      '超人飞过城市上空',
      '太阳系八大行星',
      '埃及金字塔和骆驼',
      '宇航员在月球上插旗',
      '小女孩在厨房做蛋糕',
      '生日蛋糕上有五根蜡烛',
      '在湖边露营，有帐篷和篝火',
      '考拉抱着树睡觉',
      '袋鼠妈妈和小袋鼠',
      '祝你早日康复的卡片，有小熊和气球',
      '安静的池塘，有荷花和青蛙',
      '爷爷开着拖拉机在田里',
      '小鸟站在树枝上唱歌',
      '方块世界里的小猪和房子，像我的世界那样',
      '送子鸟带着宝宝，用于迎婴派对',
      '婚礼上的新郎新娘，给小朋友的桌子用',
      '下雨天小朋友穿雨靴踩水坑',
      '雪地里堆雪人',
      '一条可爱的小恐龙',
      '公主和城堡',
      '消防车和消防员',
      '我儿子四岁，喜欢挖掘机和翻斗车，请画一个工地，有很多工程车',
      '海底世界，有鱼、海龟和珊瑚',
      '简单的曼陀罗花纹',
    ],
  ],
];
/**
 * A fourth set of held-out prompts (2026-11-26), 300 in five languages: an ordinary mix of families and teachers from
 * several countries on ordinary days, by a helper who had seen neither the word table nor the other sets, measured
 * after all of this session's changes and before any of its own: refused 9 of 150 English, 1 of 40 Spanish, 1 of 40
 * French, 2 of 40 German and none of 30 Chinese (13 of 300), misread 1 (kids playing cricket drew the insect). Seen since.
 */
const HELD_OUT_PROMPTS_4: ReadonlyArray<readonly [string, readonly string[]]> = [
  [
    'English',
    [
      'a puppy playing with a ball',
      'unicorn',
      'dinosaur birthday cake with 5 candles',
      'fire truck',
      'a princess in her castle',
      'astronaut floating in space',
      'shark',
      'cat sleeping on the windowsill',
      'red tractor on a farm',
      'happy birthday grandma!',
      'easter bunny with a basket of eggs',
      'christmas tree with presents underneath',
      'diwali diya and rangoli',
      'a robot making pancakes',
      'butterfly on a flower',
      'ladybird',
      'footballer kicking a ball into the goal',
      'kids playing cricket',
      'a girl riding her bike in the park',
      'rainbow over a little house',
      'Mermaid sitting on a rock with long hair',
      't rex',
      'dragon breathing fire',
      'octopus with 8 arms',
      'elephant at the zoo',
      'monkeys swinging in the trees',
      'my family at the beach',
      'sandcastle with a flag on top',
      'hot air balloon',
      'aeroplane at the airport',
      'steam train going over a bridge',
      'pizza with pepperoni',
      'ice cream cone with sprinkles 🍦',
      'cupcake',
      'halloween pumpkin',
      'witch flying on her broomstick',
      'a friendly ghost saying boo',
      'snowman with a scarf and hat',
      'reindeer',
      'santa in his sleigh',
      'owl in a tree at night',
      'the planets going round the sun',
      'rocket ship blasting off',
      'horse running in a field',
      'pony with ribbons in her mane',
      'fairy with sparkly wings',
      'magic wand with stars',
      'wizard with a tall pointy hat',
      'spider in a web',
      'bees and a beehive',
      'caterpillar eating a leaf',
      'grasshopper',
      'police car',
      'digger',
      'monster truck jumping',
      'race car number 7',
      'yellow school bus',
      'children in a classroom',
      'teacher reading a story to the class',
      'letter A for apple',
      'number 3',
      'my dog biscuit',
      'hamster running in his wheel',
      'goldfish in a bowl',
      'sea turtle swimming',
      'whale',
      'dolphins jumping out of the water',
      'coral reef with lots of fish',
      'pirate ship',
      'treasure map with an X',
      'penguin on the ice',
      'polar bear',
      'lion',
      'tiger in the jungle',
      'giraff eating leaves',
      'zebra',
      'panda eating bamboo',
      'koala',
      'kangaroo with a baby in her pouch',
      'farm animals cow pig sheep and chicken',
      'rooster',
      'big red barn',
      'shopping trolley full of food',
      'going to the supermarket with mum',
      'dinosaur skeleton at the museum',
      'a knight fighting a dragon',
      'superhero girl flying',
      'spiderman',
      'a boy and his grandpa fishing',
      'picnic in the park',
      'playground with a slide and swings',
      'flying a kite on a windy day',
      'rainy day with an umbrella',
      'jumping in puddles in wellies',
      'frog on a lily pad',
      'mother duck and ducklings',
      'swan on a lake',
      'flowers in the garden',
      'sunflower',
      'apple tree',
      'autumn leaves falling',
      'hedgehog',
      'fox in the woods',
      'squirrel holding an acorn',
      'teddy bears picnic',
      'tea party with dolls',
      'ballerina',
      'girl playing the piano',
      'drum kit',
      'basketball',
      'hockey player on the ice',
      'canada day maple leaf',
      '4th of july fireworks',
      'thanksgiving turkey',
      'leprechaun with a pot of gold',
      'shamrock',
      'holi festival kids throwing colours',
      'lord ganesha',
      'peacock',
      'tuk tuk',
      'eid mubarak moon and lantern',
      'hanukkah menorah',
      'chinese new year dragon',
      'heart that says i love you mummy',
      'mothers day flowers',
      'happy fathers day',
      'baby shark',
      'cute kitten with a bow 🎀',
      'sloth hanging from a branch',
      'axolotl',
      'narwhal',
      'volcano erupting',
      'stegosaurus and triceratops',
      'dinosuar eggs hatching',
      'giant robot',
      'alien in a ufo',
      'moon and stars',
      'a bowl of fruit',
      'eggs and toast for breakfast',
      'brushing my teeth',
      'bath time with rubber ducks',
      'bedtime story',
      'doctor with a stethoscope',
      'firefighter spraying water',
      'vet checking a puppy',
      'princess unicorn with a rainbow 🦄🌈',
      'a puppy and a kitten being friends',
      'snail',
      'jellyfish',
      'happy 6th birthday Mia',
    ],
  ],
  [
    'Spanish',
    [
      'un perro jugando con una pelota',
      'unicornio',
      'dinosaurio',
      'una princesa en su castillo',
      'camión de bomberos',
      'astronauta en el espacio',
      'gato durmiendo',
      'sirena en el mar',
      'feliz cumpleaños mamá',
      'tarta de cumpleaños con velas',
      'árbol de navidad con regalos',
      'los reyes magos',
      'conejo de pascua',
      'calabaza de halloween',
      'un dragón',
      'mariposa en una flor',
      'mariquita',
      'niño jugando al fútbol',
      'niña en bicicleta en el parque',
      'arcoíris',
      'cohete',
      'tractor en la granja',
      'vacas y cerdos en la granja',
      'elefante en el zoo',
      'león',
      'pulpo',
      'tiburón',
      'barco pirata',
      'castillo de arena en la playa',
      'avión en el aeropuerto',
      'pizza',
      'helado de fresa 🍦',
      'robot',
      'hada con alas',
      'mi familia',
      'caballo',
      'tortuga',
      'pingüino en el hielo',
      'el carrito del supermercado',
      'dinosaurio en el museo',
    ],
  ],
  [
    'French',
    [
      'un chat qui dort',
      'licorne',
      'dinosaure',
      'une princesse dans son château',
      'camion de pompiers',
      "astronaute dans l'espace",
      'joyeux anniversaire papi',
      "gâteau d'anniversaire avec des bougies",
      'sapin de noël avec des cadeaux',
      'le père noël',
      'lapin de pâques',
      "citrouille d'halloween",
      'sirène sur un rocher',
      'papillon',
      'coccinelle',
      'un dragon qui crache du feu',
      'footballeur',
      'une fille sur son vélo',
      'arc-en-ciel',
      'fusée',
      'tracteur à la ferme',
      'les animaux de la ferme',
      'éléphant au zoo',
      'lion',
      'pieuvre',
      'requin',
      'bateau de pirate',
      'château de sable à la plage',
      "avion à l'aéroport",
      'pizza',
      'glace à la fraise',
      'robot',
      'fée avec des ailes',
      'ma famille',
      'cheval',
      'tortue',
      'pingouin sur la banquise',
      'faire les courses au supermarché',
      'squelette de dinosaure au musée',
      'un chien et un chat 🐶🐱',
    ],
  ],
  [
    'German',
    [
      'ein Hund spielt mit einem Ball',
      'Einhorn',
      'Dinosaurier',
      'eine Prinzessin in ihrem Schloss',
      'Feuerwehrauto',
      'Astronaut im Weltraum',
      'Katze schläft auf dem Sofa',
      'Meerjungfrau',
      'alles gute zum geburtstag oma',
      'Geburtstagstorte mit Kerzen',
      'Weihnachtsbaum mit Geschenken',
      'Nikolaus',
      'Osterhase mit Eiern',
      'Kürbis für Halloween',
      'Drache',
      'Schmetterling auf einer Blume',
      'Marienkäfer',
      'Junge spielt Fußball',
      'Mädchen fährt Fahrrad im Park',
      'Regenbogen',
      'Rakete',
      'Traktor auf dem Bauernhof',
      'Kühe und Schweine auf dem Bauernhof',
      'Elefant im Zoo',
      'Löwe',
      'Krake',
      'Hai',
      'Piratenschiff',
      'Sandburg am Strand',
      'Flugzeug am Flughafen',
      'Pizza',
      'Eis mit Streuseln 🍦',
      'Roboter',
      'Fee mit Flügeln',
      'meine Familie',
      'Pferd',
      'Schildkröte',
      'Pinguin auf dem Eis',
      'Einkaufswagen im Supermarkt',
      'Bagger',
    ],
  ],
  [
    'Chinese',
    [
      '小狗玩球',
      '独角兽',
      '恐龙',
      '城堡里的公主',
      '消防车',
      '太空中的宇航员',
      '睡觉的小猫',
      '美人鱼',
      '生日快乐',
      '生日蛋糕',
      '圣诞树和礼物',
      '春节放鞭炮',
      '舞龙',
      '中秋节的月饼和月亮',
      '小兔子',
      '蝴蝶和花',
      '火箭',
      '农场里的拖拉机',
      '动物园里的大象',
      '熊猫吃竹子',
      '狮子',
      '鲨鱼',
      '海盗船',
      '海边堆沙堡',
      '飞机',
      '冰淇淋',
      '机器人',
      '仙女',
      '我的家',
      '小朋友在公园放风筝',
    ],
  ],
];
/** Characters others own, and prompts that name nothing: refused before charging, never a page of something else. */
const CHARACTERS_AND_NOTHING = ['Pikachu', 'Spiderman', 'Bluey', 'Minecraft creeper', 'Mickey Mouse', 'something cute'];
const STILL_REPORTED = ['a blorf eats a cake', 'Unicron flies over the castle', 'a quokka rides a bike', 'Blorf'];

/**
 * Scenes parents ask for (written on 2026-11-26 after the page words were read, before parts of a thing, a party, a
 * village and a stage: 6 of 40 were refused, for card, tea, party, mane, village, cozy, nook and stage).
 */
const EVERYDAY_SCENES = [
  'a princess castle with a dragon flying above',
  'my son loves trucks and diggers',
  'a happy birthday card with a puppy',
  'Easter bunny with eggs in a basket',
  'a farm with a barn, cows and a tractor',
  'under the sea with a mermaid, fish and a turtle',
  'space rocket going to the moon with stars',
  'a halloween pumpkin and a black cat',
  'christmas tree with presents',
  'a butterfly garden',
  'a superhero flying over the city',
  'dinosaurs in the jungle with a volcano',
  'a cute owl sitting on a branch at night',
  'a tea party with teddy bears',
  'a horse in a field with a fence',
  'a train going through the mountains',
  'a girl with a balloon at the fair',
  'Thanksgiving turkey',
  'back to school backpack and pencils',
  'a lighthouse by the sea',
  'a family picnic in the park',
  'two puppies playing in the snow',
  'a mermaid sitting on a rock',
  'a fire truck putting out a fire',
  'a knight fighting a dragon',
  'a fairy house in the woods',
  'a panda eating bamboo',
  'a unicorn with a rainbow mane',
  'a bunny hopping through a flower field',
  'a pirate ship on the ocean with a parrot',
  'an astronaut riding a horse on the moon',
  'a robot dog',
  'spring flowers and bees',
  'a snowy village at christmas',
  'a little girl hugging her cat',
  'a cozy reading nook with books',
  'a boy playing soccer',
  'a monster truck jumping',
  'a cat wearing a crown',
  'a ballerina dancing on stage',
];

/**
 * The same kind of scenes in Spanish, French, German and Chinese (written on 2026-11-26 before their gaps were filled:
 * 6 of 28 refused, for Flügeln and Chinese measure words and 小, 中, 园; "voiture de pompiers" drawn as a car).
 */
const OTHER_LANGUAGE_SCENES = [
  'un unicornio con un arcoíris',
  'una princesa en un castillo',
  'un perro jugando en el parque',
  'un dinosaurio en la selva con un volcán',
  'una sirena en el mar con peces',
  'un cohete en el espacio con estrellas',
  'una fiesta de cumpleaños con globos',
  'un gato durmiendo en la cama',
  'une fée dans la forêt',
  'un chat et un chien dans le jardin',
  'une voiture de pompiers',
  'un bateau pirate sur la mer',
  'un lapin avec des carottes',
  'une maison avec un arbre',
  'ein Drache auf einer Burg',
  'eine Katze im Garten',
  'ein Bauernhof mit Kühen und einem Traktor',
  'ein Astronaut auf dem Mond',
  'ein Schneemann im Winter',
  'ein Einhorn mit Flügeln',
  '一只小兔子在草地上',
  '城堡里的公主',
  '大海里的鲸鱼',
  '一辆消防车',
  '太空中的火箭和星星',
  '圣诞树和礼物',
  '花园里的蝴蝶',
  '森林里的小熊',
];

/**
 * How many words of `list` are drawn as a subject of the word table with a picture judged faithful to it; a group word
 * (a band, a parade, a fruit bowl) when every member the table gives it is drawn so.
 */
function drawnByName(list: readonly string[]): { drawn: number; missing: string[] } {
  const { byWord, groups } = vocabulary();
  const faithfullyPlaced = (subject: Subject, placed: readonly string[]) =>
    FAITHFUL_PICTURES[subject.picture]?.includes(subject.name) === true && placed.includes(subject.picture);
  const missing: string[] = [];
  for (const word of list) {
    // The subject as the prompt reads it: "a mummy" is the Egyptian one, "my mummy" a mother.
    const { motifs: placed, words } = pickSubjects(`a ${word}`);
    const read = words[0] ?? word;
    const members = groups.get(read);
    if (members) {
      if (!members.every((member) => faithfullyPlaced(member, placed))) missing.push(word);
      continue;
    }
    const subject = byWord.get(read) ?? byWord.get(read.replace(/e?s$/, ''));
    if (!subject || !faithfullyPlaced(subject, placed)) missing.push(word);
  }
  return { drawn: list.length - missing.length, missing };
}

/** The larger side of a placed subject's ink (rendered alone, as the page draws it) ÷ the page's width. */
async function inkSideShare(page: { width: number; height: number }, placement: Placement): Promise<number> {
  const stroke = strokeWidthFor('Children', page.width, page.height);
  const ink = await inkBoxAlone(placement, page.width, page.height, stroke);
  return ink.bottom < 0 ? 0 : Math.max(ink.width, ink.height) / page.width;
}

const TRANSLATED: Array<[string, string[]]> = [
  ['un dragón leyendo un libro', ['dragon', 'book']],
  ['un gato y un perro en el bosque', ['cat', 'dog', 'tree']],
  ['une licorne et un château', ['unicorn', 'castle']],
  ['le chat mange une pomme', ['cat', 'apple']],
  ['ein Einhorn und ein Regenbogen', ['unicorn', 'rainbow']],
  ['zwei Katzen spielen mit einem Ball', ['cat', 'ball']],
  ['一只猫和一只狗', ['cat', 'dog']],
  ['恐龙在森林里', ['dinosaur', 'tree']],
  ['my daughter Mia as a princess with her dog', ['girl', 'princess', 'dog']],
];

export async function benchColouringSubjects() {
  const drawn: string[] = [];
  const loose: string[] = [];
  const missing: string[] = [];
  const loneScale: Array<{ subject: string; share: number }> = [];
  for (const subject of CHILDREN_SUBJECTS) {
    const page = await composePageInThread({ prompt: `a ${subject}`, enhance: false });
    const placed = page.placements.filter((p) => p.role === 'subject');
    if (placed.length === 1) loneScale.push({ subject, share: await inkSideShare(page, placed[0]!) });
    const picture = page.motifs[0];
    if (page.unmatched.length > 0 || placed.length === 0 || picture === undefined) missing.push(subject);
    else if (FAITHFUL_PICTURES[picture]?.includes(subject)) drawn.push(`${subject}→${picture}`);
    else loose.push(`${subject}→${picture}`);
  }
  console.log(`drawn ${drawn.length}/${CHILDREN_SUBJECTS.length} (a picture judged faithful to the subject)`);
  console.log(drawn.join(', '));
  if (loose.length) console.log(`loose (a picture of something else, not counted): ${loose.join(', ')}`);
  if (missing.length) console.log(`not drawn: ${missing.join(', ')}`);
  loneScale.sort((a, b) => a.share - b.share);
  const medianScale = loneScale[Math.floor(loneScale.length / 2)]?.share ?? 0;
  console.log(
    `a lone subject's drawing, larger side ÷ page width: median ${medianScale.toFixed(2)} (${loneScale.length} pages); smallest ${loneScale
      .slice(0, 5)
      .map(({ subject, share }) => `${subject} ${share.toFixed(2)}`)
      .join(', ')}`,
  );

  for (const [label, list] of [
    ['second list (not held out)', SECOND_SUBJECTS],
    ['third list (not held out)', THIRD_SUBJECTS],
    ['first held-out list (seen since)', HELD_OUT_SUBJECTS],
    ['second held-out list (spent since)', HELD_OUT_2_SUBJECTS],
    ['held out (third list)', HELD_OUT_3_SUBJECTS],
    ['fourth held-out list (spent since)', HELD_OUT_4_SUBJECTS],
    ['fifth held-out list (spent since)', HELD_OUT_5_SUBJECTS],
    ['sixth held-out list (spent since)', HELD_OUT_6_SUBJECTS],
    ['seventh held-out list (spent since)', HELD_OUT_7_SUBJECTS],
    ['eighth held-out list (spent since)', HELD_OUT_8_SUBJECTS],
    ['ninth held-out list (spent since)', HELD_OUT_9_SUBJECTS],
    ['tenth held-out list (spent since)', HELD_OUT_10_SUBJECTS],
    ['eleventh held-out list (spent since)', HELD_OUT_11_SUBJECTS],
    ['twelfth held-out list (spent since)', HELD_OUT_12_SUBJECTS],
    ['thirteenth held-out list (spent since)', HELD_OUT_13_SUBJECTS],
    ['fourteenth held-out list (spent since)', HELD_OUT_14_SUBJECTS],
    ['fifteenth held-out list (spent since)', HELD_OUT_15_SUBJECTS],
    ['sixteenth held-out list (spent since)', HELD_OUT_16_SUBJECTS],
    ['seventeenth held-out list (spent since)', HELD_OUT_17_SUBJECTS],
    ['eighteenth held-out list (spent since)', HELD_OUT_18_SUBJECTS],
    ['nineteenth held-out list (spent since)', HELD_OUT_19_SUBJECTS],
    ['twentieth held-out list (spent since)', HELD_OUT_20_SUBJECTS],
    ['twenty-first held-out list (spent since)', HELD_OUT_21_SUBJECTS],
    ['twenty-second held-out list (spent since)', HELD_OUT_22_SUBJECTS],
    ['twenty-third held-out list (spent since)', HELD_OUT_23_SUBJECTS],
    ['twenty-fourth held-out list (spent since)', HELD_OUT_24_SUBJECTS],
    ['twenty-fifth held-out list (long tail; seen since)', HELD_OUT_25_SUBJECTS],
    ['twenty-sixth held-out list (long tail; seen since)', HELD_OUT_26_SUBJECTS],
    ['twenty-seventh held-out list (long tail; seen since)', HELD_OUT_27_SUBJECTS],
    ['twenty-eighth held-out list (long tail; seen since)', HELD_OUT_28_SUBJECTS],
    ['twenty-ninth held-out list (common; 100 before)', HELD_OUT_29_SUBJECTS],
    ['thirtieth held-out list (common; 99 before)', HELD_OUT_30_SUBJECTS],
    ['wider list (not held out)', WIDER_SUBJECTS],
  ] as const) {
    const { drawn: count, missing: notDrawn } = drawnByName(list);
    console.log(`${label}: drawn ${count}/${list.length}; not drawn: ${notDrawn.join(', ')}`);
  }

  let languagesOk = 0;
  for (const [prompt, expected] of TRANSLATED) {
    const { motifs, unmatched } = pickSubjects(prompt);
    const english = expected.map((word) => pickSubjects(word).motifs[0]);
    const ok = unmatched.length === 0 && english.every((m) => motifs.includes(m!));
    if (ok) languagesOk++;
    console.log(
      `${ok ? 'ok ' : 'NO '} ${prompt} → ${motifs.join(', ')}${unmatched.length ? ` (unmatched: ${unmatched.join(', ')})` : ''}`,
    );
  }
  const refusedForVerbs = [...PROMPTS_WITH_VERBS, ...OTHER_LANGUAGE_PROMPTS_WITH_VERBS]
    .map((prompt) => [prompt, pickSubjects(prompt).unmatched] as const)
    .filter(([, unmatched]) => unmatched.length > 0);
  console.log(
    `prompts that say what a subject does: ${refusedForVerbs.length} of ${PROMPTS_WITH_VERBS.length + OTHER_LANGUAGE_PROMPTS_WITH_VERBS.length} refused` +
      refusedForVerbs.map(([prompt, unmatched]) => `; "${prompt}" for ${unmatched.join(', ')}`).join(''),
  );
  const refusedAboutThePage = PROMPTS_ABOUT_THE_PAGE.map(
    (prompt) => [prompt, pickSubjects(prompt).unmatched] as const,
  ).filter(([, unmatched]) => unmatched.length > 0);
  console.log(
    `prompts that say how the page should look or whom it is for: ${refusedAboutThePage.length} of ${PROMPTS_ABOUT_THE_PAGE.length} refused` +
      refusedAboutThePage.map(([prompt, unmatched]) => `; "${prompt}" for ${unmatched.join(', ')}`).join(''),
  );
  const refusedScenes = [...EVERYDAY_SCENES, ...OTHER_LANGUAGE_SCENES]
    .map((prompt) => [prompt, pickSubjects(prompt).unmatched] as const)
    .filter(([, unmatched]) => unmatched.length > 0);
  console.log(
    `everyday scenes in five languages: ${refusedScenes.length} of ${EVERYDAY_SCENES.length + OTHER_LANGUAGE_SCENES.length} refused` +
      refusedScenes.map(([prompt, unmatched]) => `; "${prompt}" for ${unmatched.join(', ')}`).join(''),
  );
  const refusedNames = NAMES_FIRST.map((prompt) => [prompt, pickSubjects(prompt).unmatched] as const).filter(
    ([, unmatched]) => unmatched.length > 0,
  );
  console.log(
    `a child's name first: ${refusedNames.length} of ${NAMES_FIRST.length} refused` +
      refusedNames.map(([prompt, unmatched]) => `; "${prompt}" for ${unmatched.join(', ')}`).join(''),
  );
  // Refused: a word reported, or nothing found to draw (the page would be the fallback flowers).
  const refused = (prompt: string) => {
    const { motifs, unmatched } = pickSubjects(prompt);
    return unmatched.length > 0 || motifs.length === 0;
  };
  const refusedPopular = POPULAR_REQUESTS.filter(refused);
  console.log(
    `popular requests: ${refusedPopular.length} of ${POPULAR_REQUESTS.length} refused` +
      refusedPopular
        .map((prompt) => `; "${prompt}" for ${pickSubjects(prompt).unmatched.join(', ') || 'nothing named'}`)
        .join(''),
  );
  const promptLists: ReadonlyArray<readonly [string, readonly string[]]> = [
    ['scenes as typed', SCENES_AS_TYPED],
    ['more scenes as typed', MORE_SCENES_AS_TYPED],
    ['a third batch of scenes as typed', THIRD_SCENES_AS_TYPED],
    ['a fourth batch of scenes as typed', FOURTH_SCENES_AS_TYPED],
    ['a fifth batch of scenes as typed', FIFTH_SCENES_AS_TYPED],
    ['a sixth batch of scenes as typed', SIXTH_SCENES_AS_TYPED],
    ['groups of things', GROUPS_OF_THINGS],
    ['prompts that describe things or name a part of a body', DESCRIBED_AND_BODY_PARTS],
    ['natural prompts', NATURAL_PROMPTS],
    ...(
      [
        ['held-out prompts', HELD_OUT_PROMPTS],
        ['second held-out prompts', HELD_OUT_PROMPTS_2],
        ['third held-out prompts', HELD_OUT_PROMPTS_3],
        ['fourth held-out prompts', HELD_OUT_PROMPTS_4],
      ] as const
    ).flatMap(([set, languages]) => languages.map(([language, prompts]) => [`${set}, ${language}`, prompts] as const)),
  ];
  for (const [label, list] of promptLists) {
    const refusedHere = list.filter(refused);
    console.log(
      `${label}: ${refusedHere.length} of ${list.length} refused` +
        refusedHere.map((prompt) => `; "${prompt}" for ${pickSubjects(prompt).unmatched.join(', ')}`).join(''),
    );
  }
  const drawnAnyway = CHARACTERS_AND_NOTHING.filter((prompt) => !refused(prompt));
  console.log(
    `characters and prompts naming nothing refused: ${CHARACTERS_AND_NOTHING.length - drawnAnyway.length} of ${CHARACTERS_AND_NOTHING.length}` +
      drawnAnyway
        .map((prompt) => `; drawn: "${prompt}" as ${pickSubjects(prompt).motifs.join(', ') || 'the fallback'}`)
        .join(''),
  );
  const notReported = STILL_REPORTED.filter((prompt) => pickSubjects(prompt).unmatched.length === 0);
  console.log(
    `unknown words that must be reported: ${STILL_REPORTED.length - notReported.length} of ${STILL_REPORTED.length}` +
      notReported.map((prompt) => `; not "${prompt}"`).join(''),
  );
  for (const prompt of ['a qwzx and a cat', 'unicorn flying over a volcano', 'a spaceship with an astronaut', 'blorf'])
    console.log(`"${prompt}": ${JSON.stringify(pickSubjects(prompt))}`);

  // Contact sheet: every subject's motif, to look at.
  const cell = 110;
  const cols = 10;
  const parts = CHILDREN_SUBJECTS.map((subject, i) => {
    const motif = pickSubjects(subject).motifs[0];
    const x = (i % cols) * cell;
    const y = Math.floor(i / cols) * cell;
    const body = motif ? loadMotif(motif).body : '';
    return `<g transform="translate(${x + 19} ${y + 6}) scale(3)" fill="none" stroke="#000" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round">${body}</g><text x="${x + 55}" y="${y + 102}" font-size="12" text-anchor="middle" font-family="DejaVu Sans">${subject}</text>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${cols * cell}" height="${cell * 10}"><rect width="100%" height="100%" fill="#fff"/>${parts.join('')}</svg>`;
  const sheet = path.join(os.tmpdir(), 'atelier-colouring-subjects.png');
  await sharp(Buffer.from(svg)).png().toFile(sheet);
  console.log(`contact sheet: ${sheet}`);

  reportResults([
    {
      bench: 'colouring-subjects',
      metric: 'text → page: children’s subjects drawn (of 100)',
      value: drawn.length,
      unit: 'subjects',
      target: { op: '>=', limit: 90 },
    },
    {
      bench: 'colouring-subjects',
      metric: 'text → page: a lone subject’s larger side ÷ page width (median)',
      value: +medianScale.toFixed(2),
      unit: '',
    },
    {
      bench: 'colouring-subjects',
      metric: 'text → page: other-language prompts read as in English',
      value: languagesOk,
      unit: `of ${TRANSLATED.length}`,
      target: { op: '>=', limit: TRANSLATED.length },
    },
  ]);
  return drawn.length >= 90 && languagesOk === TRANSLATED.length;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = (await benchColouringSubjects()) ? 0 : 1;
}
